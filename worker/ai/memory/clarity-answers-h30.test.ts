/**
 * Round h30: answers read in the light of the question Clarity just asked (a list of teams beside
 * the labels the house places, the core team answered a turn late or as "just us three"), pasted
 * lists numbered on one line or one to a line, and the sentence that opens a paste.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { type ClarityMemory, emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const OPEN = "We're a 150-person firm looking at a new ERP.";

/** The roadmap after `text`, said just after Clarity asked `asked` (then perhaps `then`). */
function answered(asked: string, text: string, then?: string) {
  let m: ClarityMemory = learnFrom(emptyMemory(), OPEN, NOW);
  m = { ...m, asked: [...m.asked, asked, ...(then ? [then] : [])] };
  return roadmapOf(learnFrom(m, text, NOW));
}

describe("a list of teams answering which teams", () => {
  it("keeps the teams no label places beside those it does", () => {
    expect(answered("departments", "finance, bottling and the shop").departments).toEqual([
      "finance",
      "bottling",
      "shop",
    ]);
  });
  it("keeps R&D whole", () => {
    expect(answered("departments", "R&D and the warehouse").departments).not.toContain("d");
  });
  it("takes no piece of the list as a reason", () => {
    expect(answered("departments", "cust service, ops, finanace and HR/payroll").drivers).toEqual(
      [],
    );
  });
  it("takes no list holding teams as a reason, and a reason as no team", () => {
    const r = answered("departments", "sales ops and the two accounts girls");
    expect(r.drivers).toEqual([]);
    expect(r.departments).toEqual(expect.arrayContaining(["sales", "finance"]));
    expect(answered("departments", "growth mostly").departments).toEqual([]);
    expect(answered("departments", "pretty much just accounts").departments).toEqual(["finance"]);
  });
  it("adds nothing for a doubt or a question back", () => {
    expect(answered("departments", "not sure yet").departments).toEqual([]);
    expect(answered("departments", "why do you ask?").departments).toEqual([]);
  });
});

describe("the core team answered", () => {
  it("as just us three", () => {
    expect(answered("coreTeam", "just us three").coreTeam).toBe("3 people");
  });
  it("a turn after it was asked, with no piece of it a reason", () => {
    const r = answered("coreTeam", "our GM, the shop foreman and me", "email");
    expect(r.coreTeam).toBe("3 people");
    expect(r.drivers).toEqual([]);
  });
  it("as a numbered list under its heading", () => {
    const r = answered(
      "budget",
      "Core team:\n1. Financial controller\n2. Operations manager\n3. Stores supervisor\n4. IT lead",
    );
    expect(r.coreTeam).toBe("4 people");
    expect(r.departments).not.toContain("manager");
    expect(r.departments).not.toContain("supervisor");
  });
});

describe("pasted text", () => {
  it("reads a bullet list under the core team's heading a person a line", () => {
    expect(
      answered("budget", "Core team:\n- Financial controller\n- Operations manager\n- IT lead")
        .coreTeam,
    ).toBe("3 people");
  });
  it("reads numbered teams as it reads bulleted ones", () => {
    expect(
      answered("budget", "Teams involved:\n1. treatment coordinators\n2. nurses").departments,
    ).toEqual(["treatment coordinators", "nurses"]);
  });
  it("shows a reason from a pasted list without its bullet", () => {
    expect(
      answered("timeline", "Goals:\n- faster month-end\n- one stock view").drivers,
    ).not.toEqual(expect.arrayContaining([expect.stringMatching(/^-/)]));
  });
  it("reads points numbered on one line one by one", () => {
    expect(
      answered("drivers", "1) quoting takes forever 2) our biggest builder wants order status")
        .drivers,
    ).toEqual(["quoting takes forever", "our biggest builder wants order status"]);
  });
  it("takes the sentence that opens a paste as no reason", () => {
    expect(
      answered("timeline", "Pasting the relevant parts of our internal scope document below.")
        .drivers,
    ).toEqual([]);
  });
});
