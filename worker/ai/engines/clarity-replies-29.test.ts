/**
 * Round 29 (this session's own probes, in voices the evals lack: a dental group's ops lead, a
 * Dutch logistics firm writing in second-language English, an accountancy practice's sceptical
 * partner). Each test is a class a prospect saw go wrong: a count of staff read as the count of
 * their offices, a team's size taken for the company's, a decision at a partners' meeting lost as
 * a meeting with us, AI called hype taken as a reason for the project, a driver said without its
 * article, "nobody knows which offer is open" cut at its "which".
 */
import { describe, expect, it } from "vitest";
import { hypeDoubted } from "../../language/hype";
import { readCompanySize } from "../../language/size";
import { readWhens } from "../../language/when";
import { chat, played } from "./clarity-chat.test-kit";

const practice =
  "We're an accountancy practice, about 140 staff over 5 offices. Partners want to 'do something with AI' — mainly drafting client letters and summarising tax files.";

describe("company size", () => {
  it("staff over offices is the staff", () => {
    expect(readCompanySize("We're an accountancy practice, about 140 staff over 5 offices.")).toBe(
      140,
    );
    expect(chat([practice])[0]).toMatch(/At 140 people/);
  });

  it("a team's head count after its name is the team's, not the company's", () => {
    const { replies, roadmap } = played([
      practice,
      "Probably the tax team, 30 people, and client services.",
    ]);
    expect(roadmap.companySize).toBe("140 people");
    expect(roadmap.departments).toContain("tax (30 people)");
    expect(replies[1]).not.toMatch(/correction|At 30 people/);
  });

  it("a head count after the speaker's own role is the company's", () => {
    const { roadmap } = played([
      "Hi, I run IT for a dairy cooperative, 260 staff, two creameries. We want to replace our ageing ERP.",
    ]);
    expect(roadmap.companySize).toBe("260 people");
    expect(roadmap.departments).not.toContain("IT (260 people)");
  });
});

describe("a decision at the partners' or the board's meeting", () => {
  const now = new Date("2026-11-24T10:00:00Z");
  it.each([
    "Partners meeting is 14 January, they'd decide then.",
    "We'll decide at the partners meeting on 14 January.",
  ])("%s", (text) => {
    expect(readWhens(text, now)).toEqual([
      expect.objectContaining({ kind: "decision", text: "14 January" }),
    ]);
    expect(chat([practice, text])[1]).toMatch(/Decision date noted: \*\*14 January\*\*/);
  });

  it("a meeting with us is still no date of the project's", () => {
    expect(readWhens("Can we have a meeting on 14 January?", now)).toEqual([]);
  });
});

describe("AI called hype", () => {
  it("is answered as a doubt and never kept as a reason", () => {
    const { replies, roadmap } = played([
      "We run a 200-person logistics firm and the board wants an AI pilot for customer emails.",
      "Between us, I think AI is mostly a fad.",
      "Still feels like hype to me.",
    ]);
    expect(replies[1]).toMatch(/Healthy scepticism/);
    expect(replies[1]).toMatch(/Strategic No-Go/);
    expect(replies[2]).toMatch(/Strategic No-Go/);
    expect(replies[2]).not.toMatch(/pressure comes from|case for change/);
    expect(roadmap.drivers).toEqual(["the board wants an AI pilot for customer emails"]);
  });

  it("our figure called hype is a doubt of ours, not of the project", () => {
    expect(hypeDoubted("Honestly that 900% ROI figure sounds like hype.")).toBe(false);
    expect(hypeDoubted("Honestly I think it's hype.")).toBe(true);
  });
});

describe("a reason said back as it was said", () => {
  it("keeps its article", () => {
    expect(
      chat([
        "We run a 200-person logistics firm and the board wants an AI pilot for customer emails.",
      ])[0],
    ).toMatch(/the board wants an AI pilot/);
  });

  it("is not cut at a 'which' that is part of it", () => {
    const { roadmap } = played([
      "Good day. I write from a logistic company in Rotterdam, we are 75 persons. We search a CRM for our sales people.",
      "The main problem is that we lose the overview of offers, nobody knows which offer is open.",
    ]);
    expect(roadmap.drivers).toContain("nobody knows which offer is open");
    expect(roadmap.drivers).not.toContain("nobody knows");
  });
});

describe("a construction firm's terse answers", () => {
  const opener =
    "hi! quick one. we're a 95 person construction firm (civils mostly), replacing sage 50 with a proper ERP.";

  it("'main pain:' points at why now, not at a worry", () => {
    const { roadmap } = played([
      opener,
      "main pain: we find out a job's over budget 3 months after it finished",
    ]);
    expect(roadmap.drivers.join("; ")).toMatch(/over budget 3 months/);
    expect(roadmap.risks).toEqual([]);
  });

  it("not knowing the budget is none set, never a reason ('so the pressure comes from no idea')", () => {
    const { replies, roadmap } = played([
      opener,
      "budget... honestly no idea. what do firms our size usually spend?",
    ]);
    expect(replies[1]).not.toMatch(/no idea\./);
    expect(roadmap.drivers).toEqual([]);
    expect(roadmap.budget).toBe("not set yet");
  });

  it("not knowing something of the work is still a pain", () => {
    const { roadmap } = played([
      opener,
      "Honestly we have no idea where the stock is half the time.",
    ]);
    expect(roadmap.drivers.join("; ")).toMatch(/no idea where the stock is/);
  });
});

describe("teams listed with plus signs and initials", () => {
  it("each item of 'a + b + c' is a team, the initials as said", () => {
    const { replies, roadmap } = played([
      "hi! quick one. we're a 95 person construction firm (civils mostly), replacing sage 50 with a proper ERP.",
      "site managers (12 of them) + the QS team + accounts",
    ]);
    expect(roadmap.departments).toEqual(
      expect.arrayContaining(["finance", "site managers (12 people)", "QS"]),
    );
    expect(roadmap.departments).not.toContain("qs team");
    expect(replies[1]).toMatch(/With 12 site managers/);
    expect(replies[1]).not.toMatch(/people in site managers/);
  });

  it("a sum with a plus stays a sum", () => {
    expect(readCompanySize("We're 40 (UK) + 25 (PL) staff.")).toBe(65);
  });
});
