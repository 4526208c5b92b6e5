/**
 * Round 13's sweep (after the second probes): wordings met playing whole chats in other voices —
 * a sum in a currency the facts cannot hold beside its conversion ("2 million crowns … €80k"),
 * "contact me telephonically", a date counted "9 months later", a headcount to come with its
 * subject left out ("but will be 50 by next summer") dating no project, "a couple of hundred
 * thousand" as 200,000, a time that suits in the sentence after a number, a go-live before the
 * steps said before it as next year's.
 */
import { describe, expect, it } from "vitest";
import { readLeadFacts } from "./lead-facts";

const at = Date.parse("2026-11-23T10:00:00Z");
const facts = (...texts: string[]) =>
  readLeadFacts(texts.map((text, i) => ({ text, at: at + i * 1000 })));
const timeline = (...texts: string[]) => {
  const t = facts(...texts).timeline;
  return t ? `${t.kind} ${t.month}` : null;
};

describe("a sum in a currency the facts cannot hold, and its conversion", () => {
  it.each([
    ["We budgeted around 2 million crowns but in euro that's roughly €80k.", 80_000, "EUR"],
    ["about 40 million forints, so roughly $110k", 110_000, "USD"],
    ["The budget is 3 million pesos - call it $150k", 150_000, "USD"],
  ])("%s", (text, n, currency) => {
    const b = facts(text).budget;
    // US dollars are kept without a currency (contracts/facts.ts).
    expect(b && { min: b.min, max: b.max, currency: b.currency ?? "USD" }).toEqual({
      min: n,
      max: n,
      currency,
    });
  });
  it.each([["We budgeted around 2 million crowns."], ["Our budget is 900,000 ringgit."]])(
    "%s: no budget",
    (text) => {
      expect(facts(text).budget).toBeUndefined();
    },
  );
});

describe("a count said roughly before a scale", () => {
  it.each([
    ["budget is a couple of hundred thousand", 200_000],
    ["a few hundred thousand dollars", 300_000],
    ["several hundred thousand, in US dollars", 500_000],
  ])("%s", (text, n) => {
    expect(facts(text).budget).toMatchObject({ min: n, max: n });
  });
});

describe("calls", () => {
  it("contact me telephonically", () => {
    expect(facts("Please contact me telephonically on +27 82 555 0199.").callWish).toBe(true);
  });
  it.each([
    ["my cell: 614.555.0147. Mornings work best.", true],
    ["Mobile 07700 900 456. Afternoons suit me.", true],
    ["We're in Leeds. Mornings work best for our team meetings.", undefined],
  ])("a time that suits just after a number: %s", (text, want) => {
    expect(facts(text).callWish).toBe(want);
  });
});

describe("steps in order", () => {
  it.each([
    ["we need to pick a vendor by March and be live by year end", "go-live 2027-12"],
    ["decide by the end of January and go live by December", "go-live 2027-12"],
    ["we go live in March and decide on phase 2 a quarter after that", "go-live 2027-03"],
  ])("%s → %s", (text, want) => {
    expect(timeline(text)).toBe(want);
  });
});

describe("dates counted later, and a headcount to come", () => {
  it.each([
    ["We sign by the end of January and go live 9 months later.", "go-live 2027-10"],
    ["we'll kick off in March and go live a year later", "go-live 2028-03"],
    ["We're 30 people now but will be 50 by next summer.", null],
    ["we're small but will be live by next summer", "go-live 2027-08"],
  ])("%s → %s", (text, want) => {
    expect(timeline(text)).toBe(want);
  });
});
