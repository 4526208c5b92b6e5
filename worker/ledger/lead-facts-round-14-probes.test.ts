/**
 * Second probes of round 14 (written after its fixes, not tuned on): new wordings of each class
 * fixed — another person's line named by whose it is, a call asked as a possibility or as "a
 * chat", a firm that is someone else's (referrer, colleague, former employer, parent group), a
 * brand in lower case in a capitalised message, a range sharing its scale, a figure put in
 * another's place with no correction word, a top in other registers, a date said again more
 * precisely, a kind waiting on an event dated in the next clause.
 */
import { describe, expect, it } from "vitest";
import { ownWords } from "../language";
import { readLeadFacts } from "./lead-facts";

const at = Date.parse("2026-11-23T10:00:00Z");
const facts = (...texts: string[]) =>
  readLeadFacts(texts.map((text, i) => ({ text: ownWords(text), at: at + i * 1000 })));
const timeline = (...texts: string[]) => {
  const t = facts(...texts).timeline;
  return t ? `${t.kind} ${t.month}` : null;
};

describe("another person's line", () => {
  it.each([
    [
      "Our MD's mobile is 07700 900614 but she's hard to reach, so try me on 07700 900615",
      "+447700900615",
    ],
    ["You could call her cell at 312-555-0190, or mine, 312-555-0191", "+13125550191"],
    ["Their number's 020 7946 0411 (the agency) - I'm on 07700 900777", "+447700900777"],
  ])("%s → %s", (text, phone) => {
    expect(facts(text).phone).toBe(phone);
  });
});

describe("a call asked as a possibility or as a chat", () => {
  it.each([
    ["Would it be OK for one of your consultants to talk us through the options?", true],
    ["I was wondering if someone could show us how it works over Zoom", true],
    ["could we grab a quick chat on Thursday?", true],
    ["Is it possible to speak with someone this week?", true],
    ["the chat window keeps closing on me", null],
  ])("%s → %s", (text, wish) => {
    expect(facts(text).callWish ?? null).toBe(wish);
  });
});

describe("someone else's firm", () => {
  it.each([
    [
      "Jo Banks from Pellow Surveyors suggested I get in touch. We're Tamar Valley Foods.",
      "Tamar Valley Foods",
    ],
    [
      "I used to work at Arup, now I run IT for Keswick Mountain Rescue Trust",
      "Keswick Mountain Rescue Trust",
    ],
    ["Quorn Lane Bakeries here - we're a subsidiary of the Halvorsen Group", "Quorn Lane Bakeries"],
    [
      "a friend at Brightline Solar says you're good. I work for Orchard Street Dental.",
      "Orchard Street Dental",
    ],
  ])("%s → %s", (text, company) => {
    expect(facts(text).company).toBe(company);
  });
  it("a parent group alone is the best name a rep has", () => {
    expect(facts("We're part of the Castellan Group, about 90 staff at our site").company).toBe(
      "Castellan Group",
    );
  });
});

describe("a brand in lower case in a capitalised message", () => {
  it.each([
    ["Hi! I work at moss & stone landscaping, we're based in Leeds", "moss & stone landscaping"],
    ["Morning - I'm with greenway logistics in Derby", "greenway logistics"],
  ])("%s → %s", (text, company) => {
    expect(facts(text).company).toBe(company);
  });
  it("a lower-case run with no name's shape is none", () => {
    expect(facts("Hi, I'm at home today and I'm with clients tomorrow").company).toBeUndefined();
  });
});

describe("ranges sharing a scale, figures put right, tops", () => {
  it.each([
    ["We're four to five hundred employees", { companySize: 450 }],
    ["staff: 1-2 thousand depending on the season", { companySize: 1500 }],
    [["we're 120 people", "eh, closer to 140 really"], { companySize: 140 }],
    ["we'd like change out of €80k", { budget: { min: 0, max: 80_000, currency: "EUR" } }],
    ["ideally somewhere south of £300k", { budget: { min: 0, max: 300_000, currency: "GBP" } }],
    ["we can't go over 90k dollars", { budget: { min: 0, max: 90_000 } }],
  ])("%j", (said, want) => {
    expect(facts(...([] as string[]).concat(said))).toMatchObject(want);
  });
});

describe("dates said again, kinds waiting on an event", () => {
  it.each([
    [["we need it live before the autumn term, i.e. by the end of August"], "go-live 2027-08"],
    [
      ["We'll pick a supplier once the grant comes through. That's expected in April."],
      "decision 2027-04",
    ],
    [["kick-off can happen after the merger completes; it closes in February"], "start 2027-02"],
  ])("%j → %s", (said, want) => {
    expect(timeline(...said)).toBe(want);
  });
});
