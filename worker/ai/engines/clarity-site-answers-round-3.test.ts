/**
 * Answers from the pages, round 3 (docs/decisions/034): the classes the tuned-2 questions showed —
 * doubts of trust and of time, what rules a company out, a partner asking for their own firm, a
 * question after a statement with no mark, a mistyped question word, a list announced answered
 * whole, the simulation's fee never read as a seat on the core team.
 */
import { describe, expect, it } from "vitest";
import { conceptWords } from "../../language/site-concepts";
import { searchSite } from "../../language/site-search";
import { chat } from "./clarity-chat.test-kit";
import { objectionIn } from "./clarity-objections";
import { questionsIn } from "./clarity-questions";

const OPENER = "Hi! I have a couple of questions.";
const reply = (q: string) => chat([OPENER, q]).at(-1)!;
const mid = (q: string) =>
  chat([
    "We're a 180-person food distributor moving off Sage 200 to an ERP, budget about 400k.",
    "Finance and the warehouse re-key orders every day, and our go-live target is next autumn.",
    q,
  ]).at(-1)!;

describe("doubts of trust and of time", () => {
  it("reads a verdict bent to please, figures doubted and weeks said to be too many", () => {
    expect(objectionIn("honestly this sounds like you'll just tell us what we want to hear")).toBe(
      "biased",
    );
    expect(objectionIn("Frankly the 900% ROI figure looks made up.")).toBe("figures");
    expect(objectionIn("6 weeks feels too long, we need a decision this quarter")).toBe("slow");
    expect(objectionIn("we can't spend two months on this")).toBe("slow");
    expect(objectionIn("where does the 900-1900% come from")).toBe("figures");
    // Their own process being slow is a reason for the project, no doubt about us.
    expect(objectionIn("our month-end close is too slow")).toBeUndefined();
    // A language asked of our consultants is no "consultant-speak".
    expect(objectionIn("do your consultants speak German")).toBeUndefined();
    expect(objectionIn("sounds like consultant-speak to me")).toBe("fluff");
  });

  it("answers each from what the pages state, with a link", () => {
    expect(reply("honestly this sounds like you'll just tell us what we want to hear")).toMatch(
      /We say what the evidence says, including no[\s\S]*\(\/outcomes\)/,
    );
    expect(reply("Frankly the 900% ROI figure looks made up.")).toMatch(
      /describe typical engagements, not promises about yours[\s\S]*\(\/terms\)/,
    );
    const slow = mid("6 weeks feels too long, we need a decision this quarter");
    expect(slow).toMatch(/within 4–8 weeks/);
    expect(slow).toMatch(/Decision date noted/);
  });

  it("meets a deck from earlier consultants as the doubt it is", () => {
    const r = reply(
      "We did workshops with consultants before and got a slide deck. Why would this be different?",
    );
    expect(r).toMatch(/working prototype ends debates that slides can't/);
    expect(r).not.toMatch(/For implementation consultants/);
  });
});

describe("what rules a company out", () => {
  it("is the fit section's 'not the right fit', every item of it", () => {
    expect(conceptWords("what would make us a bad fit for this")).toContain("fit");
    expect(conceptWords("what kinds of companies are a poor match")).toContain("fit");
    expect(conceptWords("is there anyone you'd advise against doing this")).toContain("fit");
    expect(searchSite("who is this not for")[0]?.heading).toBe(
      "Is a readiness simulation right for you?",
    );
    const r = reply("what would make us a bad fit for this");
    expect(r).toMatch(/under \$100K/);
    expect(r).toMatch(/staff augmentation rather than a decision/);
    expect(r).toMatch(/\(\/who#who-this-is-for\)/);
  });
});

describe("a partner asking for their own firm", () => {
  it("is answered from the page for implementation consultants, not as what to prepare", () => {
    const r = reply("im at a netsuite partner firm, could we use this before we sign new clients");
    expect(r).toMatch(/pre-engagement step/);
    expect(r).not.toMatch(/pages don't/);
    // Reselling our service is theirs to ask, not money from vendors to us.
    expect(
      reply("we're a small salesforce consultancy — could we resell this to our customers"),
    ).toMatch(/pre-engagement step/);
  });
});

describe("how a question is framed", () => {
  it("reads a modal question after a comma as asked, whatever its length", () => {
    expect(
      questionsIn("im at a netsuite partner firm, could we use this before we sign new clients"),
    ).toHaveLength(1);
    // A statement after a comma asks nothing.
    expect(questionsIn("we're on Sage, we can move in spring")).toHaveLength(0);
  });

  it("reads a mistyped question word as the question word", () => {
    expect(questionsIn("wich outcomes can the simulaton end with")).toHaveLength(1);
    // Since round 6 the list's names, not the page's lead ("one of four clear outcomes").
    expect(reply("wich outcomes can the simulaton end with")).toMatch(
      /Four possible outcomes:\*\* Green Light/,
    );
  });

  it("reads the simulation's fee as the fee, never a seat on the core team", () => {
    const r = mid("what kind of return should I expect on the simulation fee?");
    expect(r).toMatch(/900%–1,900%/);
    expect(r).not.toMatch(/if they do the work/);
  });

  it("says first that the pages don't say, then what they quote", () => {
    expect(reply("as CFO I'd want to pay in euros, is that possible")).toMatch(
      /^Our pages don't say whether you can pay in EUR: they quote the price in US dollars/,
    );
  });
});
