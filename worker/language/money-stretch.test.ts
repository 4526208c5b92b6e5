import { describe, expect, it } from "vitest";
import { readMoney } from "./money";

/** A sum and the higher one it could stretch to, as a range (033). */
describe("a sum that could stretch", () => {
  it.each([
    [
      "Partners have signed off £60k (could stretch to 70).",
      { min: 60_000, max: 70_000, currency: "GBP" },
    ],
    ["We've got 40 grand, maybe 50 at a push.", { min: 40_000, max: 50_000 }],
    ["budget is $250k, we can go up to $300k if needed", { min: 250_000, max: 300_000 }],
  ])("%s", (said, money) => expect(readMoney(said)).toEqual(money));
  it("takes no count of other things for the higher figure", () => {
    expect(readMoney("budget 80k, it may rise to 1 million users")).toEqual({
      min: 80_000,
      max: 80_000,
    });
  });
});

describe("the whole said after a running cost, and a count of people", () => {
  it("takes the whole as said", () => {
    expect(readMoney("budget of 100k per year, so 300k over the 3-year contract")).toEqual({
      min: 300_000,
      max: 300_000,
    });
  });
  it("reads no budget in a team's size", () => {
    expect(readMoney("a team of about 1.2k")).toBeUndefined();
    expect(readMoney("we're about 1.2k, budget is 300k")).toEqual({ min: 300_000, max: 300_000 });
  });
});

describe("a sum that could go higher, and a phone beside a sum", () => {
  it("reads 'could go to' as the top, and no digits of a number given for a phone", () => {
    expect(readMoney("Budget £120k, could go to £140k.")).toEqual({
      min: 120_000,
      max: 140_000,
      currency: "GBP",
    });
    expect(readMoney("Budget approx USD 180,000. His PA's number is 98201 23456.")).toEqual({
      min: 180_000,
      max: 180_000,
    });
  });
});
