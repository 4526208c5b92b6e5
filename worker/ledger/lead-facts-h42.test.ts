/**
 * Round h42's classes (written with tuned-h42's cases, before the fixes): a /try company field
 * that points to the note ("see note", "in the message below"); "scratch that", "make that", "no
 * wait" taking back one sentence, not the note before it; a number given as the one to be
 * caught on ("best on 07700 900234 after 2"), a no to one day beside it. (A correction opening
 * with a word said first is in worker/ai/memory/clarity-correction-h42.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { callWishIn } from "../language";
import { budgetSaid as budget, factsSaid, timelineSaid as timeline } from "./lead.test-kit";
import { contactWithFacts } from "./lead-facts";

const contact = (company: string) => ({
  name: "Dana Okafor",
  email: "dana@example.com",
  company,
  phone: "0",
});

describe("a company field pointing to the note (round h42)", () => {
  it.each(["see note", "See note", "(see below)", "in the note", "see message", "as above"])(
    "%j takes the company said",
    (typed) =>
      expect(contactWithFacts(contact(typed), { company: "Westbrook Dairies" }).company).toBe(
        "Westbrook Dairies",
      ),
  );
  it("a name with those words in it stays", () => {
    for (const name of ["Notes & Co", "Above Board Ltd", "Seabelow"])
      expect(contactWithFacts(contact(name), { company: "Westbrook Dairies" }).company).toBe(name);
  });
});

describe("a correction takes back one sentence, not the note before it (round h42)", () => {
  const note =
    "We have 420 staff across 6 sites. Budget around £300k but that's not signed off yet. We'd like to start in the new year, January probably. No calls at first please, email is easier. Actually, scratch that, a quick call would be easier - Tuesdays work.";
  it("keeps the headcount, the budget and the date said before 'scratch that'", () => {
    expect(factsSaid(note).companySize).toBe(420);
    expect(budget(note)).toBe("GBP 300000-300000");
    expect(timeline(note)).toBe("start 2027-01");
  });
  it("still drops the figure it puts right, the sentences before that one standing", () => {
    expect(budget("We are 45 people. Budget is £60k. No wait, £80k.")).toBe("GBP 80000-80000");
    expect(factsSaid("We are 45 people. Budget is £60k. No wait, £80k.").companySize).toBe(45);
    expect(budget("We are 45 people. Budget £60k - make that £80k.")).toBe("GBP 80000-80000");
  });
});

describe("a number given as the one to be caught on (round h42)", () => {
  it.each([
    "best on 07700 900234 after 2 on weekdays, no calls on fridays",
    "I'm best on +44 7700 900234",
    "easiest on my mobile if you want to talk it over",
    "quickest at 0412 555 197",
    "best reached at 312-555-0142 in the mornings",
    "thornbury estates, 95 staff, best on 07700 900234 after 2, no calls on fridays",
  ])("%j asks for a call", (said) => expect(callWishIn(said)).toBe(true));
  it("a number with email said best asks for none", () => {
    expect(callWishIn("mobile is 07700 900234 but email is best")).not.toBe(true);
    expect(callWishIn("email is best on weekdays")).not.toBe(true);
  });
});
