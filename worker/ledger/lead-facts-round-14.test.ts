/**
 * Round 14's wordings (written before its fixes, not looked up in the readers' tables): facts
 * given in pieces and put right late, threads with quoted older replies, a colleague's or
 * referrer's phone and firm, ranges and hedges in other registers, timelines hung on events,
 * calls asked indirectly or refused late, company names in odd shapes.
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
const money = (currency: string, min: number, max = min) => ({ min, max, currency });
/** Dollars are the facts' default: a US budget carries no currency (contracts/facts.ts). */
const dollars = (min: number, max = min) => ({ min, max });

describe("facts in pieces, put right late", () => {
  it.each([
    [
      ["we're 70 people", "what does it cost?", "actually make that 80 people"],
      { companySize: 80 },
    ],
    [["about 45 of us", "we use Excel", "hang on, it's more like 52 now"], { companySize: 52 }],
    [
      ["budget is £90k", "we're in Leeds", "scratch that, finance says £110k"],
      { budget: money("GBP", 110_000) },
    ],
    [["headcount 200", "make that 230 with the new site"], { companySize: 230 }],
  ])("%j", (texts, want) => {
    expect(facts(...texts)).toMatchObject(want);
  });
  it("a date moved late", () => {
    expect(timeline("we want to go live in March", "sorry, I meant May not March")).toBe(
      "go-live 2027-05",
    );
  });
});

describe("quoted older replies are not the prospect's latest word", () => {
  it("the lines quoted with > under 'wrote:' are left out", () => {
    const f = facts(
      "We're 60 now and the budget is $90k.\n\nOn Mon, 16 Nov 2026, Sam Lee <sam@vendor.example> wrote:\n> Our price is $30k for 20 seats. Call me on 212-555-0199.",
    );
    expect(f.companySize).toBe(60);
    expect(f.budget).toMatchObject({ min: 90_000, max: 90_000 });
    expect(f.phone).toBeUndefined();
  });
  it("a thread quoted with > and no 'wrote:' line", () => {
    const f = facts("> we're 30 people\n> budget €20k\n\nUpdate: we're 38 people, budget €50k.");
    expect(f.companySize).toBe(38);
    expect(f.budget).toMatchObject({ min: 50_000, max: 50_000 });
  });
});

describe("a colleague's or referrer's phone and firm", () => {
  it.each([
    [
      "Rob at Castlefield Partners recommended you. I'm at Northern Lights Housing Trust.",
      "Northern Lights Housing Trust",
    ],
    [
      "A friend who works at Deloitte pointed me your way. We're Oakridge Veterinary Group.",
      "Oakridge Veterinary Group",
    ],
  ])("%s → %s", (text, company) => {
    expect(facts(text).company).toBe(company);
  });
  it.each([
    ["my colleague's line is 0161 496 0732 but call me on 07700 900388 instead", "+447700900388"],
    [
      "Priya's number is 020 7946 0123, she's off till January; mine is 07700 900512",
      "+447700900512",
    ],
  ])("%s → %s", (text, phone) => {
    expect(facts(text).phone).toBe(phone);
  });
});

describe("ranges and hedges in other registers", () => {
  it.each([
    ["somewhere in the region of 2–3 hundred staff", { companySize: 250 }],
    ["we're something like 400-450 people", { companySize: 425 }],
    ["a touch over 90 employees", { companySize: 90 }],
    ["mid six figures, USD", { budget: dollars(400_000, 699_999) }],
    ["we'd want change from £250k", { budget: money("GBP", 0, 250_000) }],
    ["we've got about half a mil pencilled in", { budget: dollars(500_000) }],
    [
      "budget is somewhere between 60 and 75 grand, in pounds",
      { budget: money("GBP", 60_000, 75_000) },
    ],
    ["low six figures in euros", { budget: money("EUR", 100_000, 399_999) }],
  ])("%s", (text, want) => {
    expect(facts(text)).toMatchObject(want);
  });
});

describe("timelines hung on events", () => {
  it.each([
    ["ideally before the auditors come in January", "go-live 2027-01"],
    ["sign-off once the new CFO starts; she joins in March", "decision 2027-03"],
    ["nothing's moving until the new CFO starts", null],
    ["it has to be running before our new financial year in April", "go-live 2027-04"],
    ["we'd want it in before the spring rush, so by the end of February", "go-live 2027-02"],
    ["the board meets in February to choose", "decision 2027-02"],
  ])("%s → %s", (text, want) => {
    expect(timeline(text)).toBe(want);
  });
});

describe("calls asked indirectly, refused late", () => {
  it.each([
    ["would it be possible for someone to walk us through it?", true],
    ["can we talk next week?", true],
    ["can someone give me a call sometime?", true],
    ["could one of your team talk me through the options over the phone?", true],
    ["is there someone I could speak to about this?", true],
    ["happy to have a chat if that's easier", true],
  ])("%s → %s", (text, wish) => {
    expect(facts(text).callWish).toBe(wish);
  });
  it.each([
    [["can we talk next week?", "actually email is better, skip the call"], false],
    [["give me a ring", "on second thought, no need to call - just send the info"], false],
    [["would someone walk us through it?", "thinking about it, let's keep it to email"], false],
    [["I'd rather not have a call", "ok, actually a quick call would help"], true],
  ])("%j → %s", (texts, wish) => {
    expect(facts(...texts).callWish).toBe(wish);
  });
});

describe("company names in odd shapes", () => {
  it.each([
    ["I'm at harrow & finch architects, a practice in Bristol", "harrow & finch architects"],
    ["I'm with tidewater print & pack (part of the Orsino Group)", "tidewater print & pack"],
    ["ops lead at Meridian Cold Chain (we're part of the Balogun Group)", "Meridian Cold Chain"],
    [
      "we're part of the Hallam Group - I run IT for Brightwater Logistics",
      "Brightwater Logistics",
    ],
  ])("%s → %s", (text, company) => {
    expect(facts(text).company).toBe(company);
  });
  it("an address only names no company", () => {
    expect(facts("reach me at dan@hollinsgardens.example").company).toBeUndefined();
  });
});
