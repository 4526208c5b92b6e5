/**
 * A currency said after the figure applies to the budget given before it: "that's in aussie
 * dollars", "our budget is in Swiss francs"; one the facts cannot hold (New Zealand dollars) leaves
 * no budget.
 */
import { describe, expect, it } from "vitest";
import { readLeadFacts } from "./lead-facts";

const at = Date.parse("2026-11-23T10:00:00Z");
const budget = (...texts: string[]) =>
  readLeadFacts(texts.map((text, i) => ({ text, at: at + i * 1000 }))).budget ?? null;

describe("a currency said after the budget", () => {
  it.each([
    [["budget wise around 350k", "oh and that figure is in aussie dollars, not US"], "AUD"],
    [["We can spend 80-100k.", "Our budget is in Swiss francs."], "CHF"],
    [["budget is 2 million", "all our figures are in Canadian dollars"], "CAD"],
    [["we've put aside 900'000 for this - our budget is in Swiss francs, of course"], "CHF"],
    [["about 250k", "that's Aussie dollars by the way"], "AUD"],
  ])("%j → %s", (texts, currency) => {
    expect(budget(...texts)?.currency).toBe(currency);
  });

  it("a currency the facts cannot hold leaves no budget", () => {
    expect(budget("we've got about 250k to spend", "sorry, should say, that's kiwi dollars")).toBe(
      null,
    );
  });
});
