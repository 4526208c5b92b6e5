/**
 * Round 13's wordings (written before its fixes, with tuned-13's cases): phones from other
 * countries in other shapes, sizes and budgets said loosely, timelines hung on a fiscal year, a
 * peak season or a merger, companies in signatures and "here at", calls asked and refused in
 * other words, and a forwarded email whose figures are not the prospect's.
 */
import { describe, expect, it } from "vitest";
import { callTimeIn, ownWords } from "../language";
import { readLeadFacts } from "./lead-facts";

const at = Date.parse("2026-11-23T10:00:00Z");
const facts = (...texts: string[]) =>
  readLeadFacts(texts.map((text, i) => ({ text: ownWords(text), at: at + i * 1000 })));

describe("phones from other countries, spaced, dotted, with extensions", () => {
  it.each([
    ["reach me on +61 (0)2 9555 0188", "+61295550188"],
    ["I'm in Brisbane, mob 0412.555.019", "+61412555019"],
    ["my mobile is +353 (0)86 123 4567", "+353861234567"],
    ["Tel. +49 30 555 678 90", "+493055567890"],
    ["Telefon: +49 (0)89 / 555 1234", "+49895551234"],
    ["call me: +91 22 5555 0123", "+912255550123"],
    ["desk (617) 555-0123 ext. 45", "+16175550123"],
    ["617.555.0123, extension 45", "+16175550123"],
    ["Toronto office +1 416 555 0190 x3", "+14165550190"],
  ])("%s → %s", (text, want) => {
    expect(facts(text).phone).toBe(want);
  });
});

describe("sizes said loosely", () => {
  it.each([
    ["we're a team of 40-odd", 40],
    ["headcount north of 300", 300],
    ["a staff of 120-odd across the two sites", 120],
    // "people" alone with no sign it is the whole company counts nothing (size.ts), by design.
    ["six hundred-ish people once you count the paralegals", undefined],
    ["roughly 350 people on payroll, plus temps in Q4", 350],
    ["we have 310 employees, sorry, correct is 330 with the apprentices", 330],
    ["a workforce of just over 1,200", 1200],
  ])("%s → %s", (text, want) => {
    expect(facts(text).companySize).toBe(want);
  });
});

describe("budgets said loosely", () => {
  it.each([
    [
      "We've budgeted €60k but we can stretch to €75k",
      { min: 60_000, max: 75_000, currency: "EUR" },
    ],
    ["Budget's in the high six figures.", { min: 700_000, max: 999_999 }],
    ["the board has pencilled in £80–120k", { min: 80_000, max: 120_000, currency: "GBP" }],
    ["we have a budget of 250.000 Euro", { min: 250_000, max: 250_000, currency: "EUR" }],
    ["low seven figures, in sterling", { min: 1_000_000, max: 3_999_999, currency: "GBP" }],
    ["we've got A$80-120k", { min: 80_000, max: 120_000, currency: "AUD" }],
    // A ceiling before the figure is "up to" (bounds-places-kinds.test.ts): min 0.
    ["the ceiling is 1,5 Mio. EUR", { min: 0, max: 1_500_000, currency: "EUR" }],
  ])("%s", (text, want) => {
    expect(facts(text).budget).toMatchObject(want);
  });
});

describe("timelines hung on a fiscal year, a season, a merger", () => {
  it.each([
    ["live in time for our peak season, which is December next year", "go-live 2027-12"],
    [
      "It must be ready until the end of our fiscal year, our fiscal year is ending on 30 September.",
      "go-live 2027-09",
    ],
    // A date inside "after …" is that event's (when-clauses.test.ts): the quarter's end.
    ["we can only start after the merger closes in Q2", "start 2027-06"],
    ["We need to decide by the end of our fiscal year - our FY ends Jan 31.", "decision 2027-01"],
    ["need it in before the end of our financial year (ours runs July to June)", "go-live 2027-06"],
    ["We want to be live by the start of our next financial year on 1 April.", "go-live 2027-04"],
    ["it has to be live in time for Black Friday next year", "go-live 2027-11"],
  ])("%s → %s", (text, want) => {
    const t = facts(text).timeline;
    expect(t ? `${t.kind} ${t.month}` : null).toBe(want);
  });
});

describe("companies in signatures, 'here at', 'we are the'", () => {
  it.each([
    ["Here at Corrib Bay Seafoods we're a team of 40-odd.", "Corrib Bay Seafoods"],
    ["Good day, we are the Kessler Feinmechanik GmbH from Stuttgart.", "Kessler Feinmechanik GmbH"],
    [
      "Happy to talk.\n\nThanks,\nMarcus Webb\nVP Operations | Lakeshore Cold Storage, Inc.\no. 312.555.0178 x 221",
      "Lakeshore Cold Storage, Inc.",
    ],
    ["hi, ops manager at Wattle Creek Aged Care. we're about 60 staff", "Wattle Creek Aged Care"],
    [
      "Best,\nSarah Okafor\nPartner, Fenwick & Hale LLP\nDD: +44 (0) 20 7946 0321",
      "Fenwick & Hale LLP",
    ],
  ])("%s → %s", (text, want) => {
    expect(facts(text).company).toBe(want);
  });
});

describe("calls asked and refused", () => {
  it.each([
    ["Give me a ring after 3pm my time on 091 555 0143.", true],
    ["Happy to hop on a quick call next week.", true],
    ["prefer email, no calls", false],
    ["Please call me back, I prefer to speak on the phone than writing.", true],
    ["Happy to jump on a call - actually no, on reflection email is better.", false],
    ["feel free to phone me whenever suits", true],
    ["a call isn't needed, written answers are fine", false],
    ["don't bother ringing, I never pick up unknown numbers", false],
    ["could we do a quick phone chat on Thursday?", true],
  ])("%s → %s", (text, want) => {
    expect(facts(text).callWish).toBe(want);
  });
});

describe("a forwarded email's phone and figures are not the prospect's", () => {
  it("keeps only the prospect's own", () => {
    const f = facts(
      "Pasting our supplier's email.\n\n---------- Forwarded message ----------\nFrom: Declan Hayes <declan@oldvendor.example>\nSubject: Renewal\n\nThe renewal comes to €48,000 for 120 users. Call me on +353 1 555 0100.\n\n----------\n\nWe've budgeted €60k.",
    );
    expect(f.phone).toBeUndefined();
    expect(f.budget).toMatchObject({ min: 60_000, max: 60_000, currency: "EUR" });
    expect(f.companySize).toBeUndefined();
  });
});

describe("the time a call suits", () => {
  it.each([
    ["Give me a ring after 3pm my time", /after 3\s?pm my time/i],
    ["ring me, best after 4.30pm GMT", /after 4[.:]30\s?pm GMT/i],
  ])("%s", (text, want) => {
    expect(callTimeIn(text)).toMatch(want);
  });
});
