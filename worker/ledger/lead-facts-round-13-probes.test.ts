/**
 * Second probes of round 13 (written after its fixes, not tuned on): new wordings of each class
 * fixed — a month with "next year" after it, a fiscal year's span, an event's month in the next
 * clause, a figure put right after a correction, a thread from an outsider or closed by dashes,
 * a legal form after a comma, call nouns, call times, a slash after an area code, temps' dates.
 */
import { describe, expect, it } from "vitest";
import { callTimeIn, companyFromMessages, ownWords } from "../language";
import { readLeadFacts } from "./lead-facts";

const at = Date.parse("2026-11-23T10:00:00Z");
const facts = (...texts: string[]) =>
  readLeadFacts(texts.map((text, i) => ({ text: ownWords(text), at: at + i * 1000 })));
const timeline = (text: string) => {
  const t = facts(text).timeline;
  return t ? `${t.kind} ${t.month}` : null;
};

describe("dates", () => {
  it.each([
    ["we'd like to launch in October next year", "go-live 2027-10"],
    ["kick-off around the 5th of December next year", "start 2027-12"],
    ["decision by November of next year", "decision 2027-11"],
    ["live before our fiscal year closes - it runs October to September", "go-live 2027-09"],
    ["we'd start with the new financial year (April–March)", "start 2027-04"],
    ["by the end of our FY, which goes from February through January", "go-live 2027-01"],
    ["go live before the busy season - it kicks off in March", "go-live 2027-03"],
    ["we need to decide by our year end; our year-end is 30 June", "decision 2027-06"],
    ["we're 500 strong, with seasonal staff over Christmas", null],
    ["200 employees plus casuals in summer", null],
  ])("%s → %s", (text, want) => {
    expect(timeline(text)).toBe(want);
  });
});

describe("a figure put right", () => {
  it.each([
    ["we're about 75 staff - no wait, 85", { companySize: 85 }],
    ["Budget £40k, sorry, 45", { budget: { min: 45_000, max: 45_000, currency: "GBP" } }],
    ["We have 1,200 employees, sorry, the right number is 1,350", { companySize: 1350 }],
    ["roughly 90 people work here, oops, 95", { companySize: 95 }],
  ])("%s", (text, want) => {
    expect(facts(text)).toMatchObject(want);
  });
});

describe("threads", () => {
  it("an outsider's thread is theirs", () => {
    const f = facts(
      "Below is what our previous agency sent us.\n\n-----Original Message-----\nFrom: Sam <sam@agency.example>\nWe quoted $500k for 900 seats. Ring me on 020 7946 0999.",
    );
    expect(f.phone).toBeUndefined();
    expect(f.budget).toBeUndefined();
  });
  it("the words below a thread closed by dashes are the prospect's", () => {
    const f = facts(
      "For context:\n---------- Forwarded message ---------\nFrom: Ann <ann@vendor.example>\nPrice is $80k.\n-----\nOur own budget is $120k and we're 45 staff.",
    );
    expect(f.budget).toMatchObject({ min: 120_000, max: 120_000 });
    expect(f.companySize).toBe(45);
  });
});

describe("a legal form after a comma", () => {
  it.each([
    ["Regards,\nDana Ruiz\nHead of IT, Bayside Marine Supply, LLC", "Bayside Marine Supply, LLC"],
    ["Thanks again\n— Tom Hart, Hart Brothers Joinery, Ltd.", "Hart Brothers Joinery, Ltd."],
  ])("%s", (text, want) => {
    expect(companyFromMessages([text])).toBe(want);
  });
});

describe("calls and their times", () => {
  it.each([
    ["up for a quick phone catch-up tomorrow?", true],
    ["no need for a phone chat, all good by email", false],
    // Left as read: a Teams "chat" may be typed messages, not a call (no wish read either way).
    ["could we have a teams chat next week?", undefined],
  ])("%s → %s", (text, want) => {
    expect(facts(text).callWish).toBe(want);
  });
  it.each([
    ["call me after 2.15pm CET", "after 2.15pm CET"],
    ["ring me, mornings before 9.30 AEST", "mornings before 9.30 AEST"],
  ])("%s", (text, want) => {
    expect(callTimeIn(text)).toBe(want);
  });
});

describe("a slash after an area code", () => {
  it.each([
    ["Tel.: 040 / 555 667 88 (Hamburg)", "+494055566788"],
    ["Vienna office +43 (0)1 / 555 12 34", "+4315551234"],
    ["0161 496 0732 / 07700 900321", "+441614960732"],
  ])("%s → %s", (text, want) => {
    expect(facts(text).phone).toBe(want);
  });
});
