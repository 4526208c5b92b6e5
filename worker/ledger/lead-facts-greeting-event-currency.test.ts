/**
 * Classes round 12's own cases found: a company signing in after a greeting typed in lower case
 * or another country's ("kia ora, Te Puke Fruit Packers here"); an event with its month and year
 * ("before the winter season starts in December 2027" is December, not winter's end); a
 * currency the facts cannot hold said in the same message after the figure.
 */
import { describe, expect, it } from "vitest";
import { companyFromMessages } from "../language";
import { readLeadFacts } from "./lead-facts";

const at = Date.parse("2026-11-23T10:00:00Z");
const facts = (...texts: string[]) =>
  readLeadFacts(texts.map((text, i) => ({ text, at: at + i * 1000 })));

describe("a company after a greeting", () => {
  it.each([
    [
      "kia ora, Te Puke Fruit Packers here, kiwifruit packhouse in the Bay of Plenty.",
      "Te Puke Fruit Packers",
    ],
    ["hi, Harbour Lane Bakeries here. 3 shops.", "Harbour Lane Bakeries"],
    ["namaste, Sri Lakshmi Cotton Mills here", "Sri Lakshmi Cotton Mills"],
  ])("%s → %s", (text, want) => {
    expect(companyFromMessages([text])).toBe(want);
  });
});

describe("an event with its month and year", () => {
  it.each([
    ["go-live ideally before the winter season starts in December 2027.", "go-live 2027-12"],
    ["we must be live before the summer season opens in May", "go-live 2027-05"],
  ])("%s → %s", (text, want) => {
    const t = facts(text).timeline;
    expect(t && `${t.kind} ${t.month}`).toBe(want);
  });
});

describe("a currency the facts cannot hold, after the figure", () => {
  it.each([
    "we've got about 250k to spend - sorry, should say, that's kiwi dollars",
    "budget 2 million, and that is in rand",
  ])("%s leaves no budget", (text) => {
    expect(facts(text).budget).toBeUndefined();
  });

  it("a currency of ours named after the figure is kept", () => {
    expect(facts("about 350k - that's Aussie dollars").budget?.currency).toBe("AUD");
  });
});
