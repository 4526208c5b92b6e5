/**
 * A sum hedged upward is a range (h43): "maybe £150k, possibly stretching to £180k" is
 * £150–180k, "Budget $200k, maybe $250k." $200–250k, "up to £60k (maybe £65k if …)" up to £65k.
 */
import { describe, expect, it } from "vitest";
import { readMoney } from "./money";

describe("a sum hedged upward", () => {
  it.each([
    ["looking at maybe £150k, possibly stretching to £180k", 150_000, 180_000, "GBP"],
    ["Budget $200k, maybe $250k. Decision by March.", 200_000, 250_000, undefined],
    ["we've set aside €80k, perhaps €90k", 80_000, 90_000, "EUR"],
    ["looking to spend up to £60k (maybe £65k if the training is included)", 0, 65_000, "GBP"],
    ["no more than 40k, possibly 45k if the rollout is bigger", 0, 45_000, undefined],
  ])("%s", (said, min, max, currency) =>
    expect(readMoney(said)).toEqual(currency ? { min, max, currency } : { min, max }),
  );
  it("keeps a lower second figure out of it", () => {
    expect(readMoney("Budget $200k, maybe $150k if we trim it.")?.max).toBe(200_000);
  });
});

describe("a million and a half, said in words", () => {
  it.each([
    ["budget is a million and a half", 1_500_000],
    ["we have one and a half million pounds", 1_500_000],
    ["roughly half a million for the whole programme", 500_000],
    ["about two and a half million dollars", 2_500_000],
  ])("%s", (said, sum) => expect(readMoney(said, true)?.max).toBe(sum));
});

describe("millions held for the project, no money word (h43 second probes)", () => {
  it.each([
    ["we have one and a half million for the whole programme, maybe", 1_500_000],
    ["we've got half a million available for this", 500_000],
  ])("%s", (said, sum) => expect(readMoney(said)?.max).toBe(sum));
  it("reads no sum in a count of customers", () => {
    expect(readMoney("we have 2 million customers")).toBeUndefined();
  });
  it("a top, then more at a push, is the higher top", () => {
    expect(readMoney("no more than £45k, maybe £50k at a push")).toEqual({
      min: 0,
      max: 50_000,
      currency: "GBP",
    });
  });
});
