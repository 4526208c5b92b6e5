/**
 * Sums in the words prospects use: fractions of a million, an article before a figure, spaces
 * between thousands, a number of figures, the whole's sum over a part's, a sum spent before, a
 * range sharing one scale or a code, Canadian and Australian dollars by name, "thousands".
 */
import { describe, expect, it } from "vitest";
import { readMoney } from "./money";
import { figures } from "./numbers";

describe("a sum of money", () => {
  it.each([
    // Fractions of a million.
    ["approx 1/4 million budget", { min: 250_000, max: 250_000 }],
    ["about 3/4m in euros", { min: 750_000, max: 750_000, currency: "EUR" }],
    // An article before a figure is not one.
    ["It's a 3 million dollar programme.", { min: 3_000_000, max: 3_000_000 }],
    // Spaces between thousands; a number of figures; the whole over a part.
    ["Our budget is 1 250 000 EUR.", { min: 1_250_000, max: 1_250_000, currency: "EUR" }],
    ["a six-figure budget in pounds", { min: 100_000, max: 999_999, currency: "GBP" }],
    [
      // "no more than": a top with no floor said (docs/decisions/033).
      "Phase one £90–110k, the whole thing no more than GBP 400k.",
      { min: 0, max: 400_000, currency: "GBP" },
    ],
    // A sum spent before is no budget; one cut to is.
    [
      "Our spend last year on the old system was $90k; for this we have $250k.",
      { min: 250_000, max: 250_000 },
    ],
    ["The budget was cut to $200k.", { min: 200_000, max: 200_000 }],
    // A wish in the past tense is still a budget.
    ["We were thinking around £150k.", { min: 150_000, max: 150_000, currency: "GBP" }],
    // A range whose first figure shares the second's scale.
    [
      "Two to three hundred thousand Australian dollars.",
      { min: 200_000, max: 300_000, currency: "AUD" },
    ],
    ["between 30 and 40 thousand euros", { min: 30_000, max: 40_000, currency: "EUR" }],
    [
      "Between eighty and one hundred and twenty thousand Canadian dollars.",
      { min: 80_000, max: 120_000, currency: "CAD" },
    ],
    // A code before each figure; a range after a headcount's range; "thousands".
    [
      "We have allocated between USD 500,000 and USD 650,000 to this initiative.",
      { min: 500_000, max: 650_000 },
    ],
    [
      "We are around 120-150 persons. Budget between 70 and 90 thousands CHF.",
      { min: 70_000, max: 90_000, currency: "CHF" },
    ],
    ["Budget is 200 thousands euro.", { min: 200_000, max: 200_000, currency: "EUR" }],
    // Canadian and Australian dollars by name, beside the sum.
    ["We've got 300 grand Canadian set aside.", { min: 300_000, max: 300_000, currency: "CAD" }],
    ["Budget's around 250k Aussie dollars.", { min: 250_000, max: 250_000, currency: "AUD" }],
    // The country's word away from the sum names no currency.
    ["We're a Canadian company with a $400k budget.", { min: 400_000, max: 400_000 }],
  ])("%s → %j", (text, want) => {
    expect(readMoney(text)).toEqual(want);
  });

  it.each(["the report has 6 figures in it", "Company size: 2.5k."])("%s → no sum", (text) => {
    expect(readMoney(text)).toBeUndefined();
  });
});

describe("figures in words", () => {
  it.each([
    ["a 3 million budget", "3000000 budget"],
    ["a million", "1000000"],
    ["starting 1/4/2027", "starting 1/4/2027"],
  ])("%s → %s", (text, written) => {
    expect(figures(text)).toBe(written);
  });
});
