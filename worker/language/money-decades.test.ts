import { describe, expect, it } from "vitest";
import { readMoney } from "./money";
import { figures } from "./numbers";

/** Sums said by the hundreds they fall in, halves after a scale, and tax beside a sum (033). */
describe("a sum said by its hundreds", () => {
  it("reads the hundreds as thousands, the whole span", () => {
    expect(readMoney("budget somewhere in the 300s (USD, thousands)")).toEqual({
      min: 300_000,
      max: 400_000,
    });
    expect(readMoney("we can spend in the 80s k, sterling")).toEqual({
      min: 80_000,
      max: 90_000,
      currency: "GBP",
    });
  });
  it("narrows the span to the third a band names", () => {
    expect(readMoney("we've ring-fenced something in the low 400s k, in euros")).toEqual({
      min: 400_000,
      max: 433_333,
      currency: "EUR",
    });
    expect(readMoney("budget's in the high 200s")).toEqual({ min: 266_667, max: 300_000 });
  });
  it("takes no decade for a sum", () => {
    expect(readMoney("we were founded in the 80s and the budget is 200k")).toEqual({
      min: 200_000,
      max: 200_000,
    });
  });
});

describe("half of a scale said after it", () => {
  it("reads 'a million and a half' as one and a half million", () => {
    expect(figures("a million and a half dollars")).toBe("1500000 dollars");
    expect(readMoney("We've got a million and a half dollars approved.")).toEqual({
      min: 1_500_000,
      max: 1_500_000,
    });
    expect(figures("one and a half million")).toBe("1500000");
  });
});

describe("tax beside a sum", () => {
  it("reads '+ VAT' as the tax on the sum, not a floor", () => {
    expect(readMoney("Budget £90k + VAT.")).toEqual({ min: 90_000, max: 90_000, currency: "GBP" });
    expect(readMoney("budget 50k plus GST")).toEqual({ min: 50_000, max: 50_000 });
    expect(readMoney("budget 300k+")).toMatchObject({ min: 300_000, orMore: true });
  });
});
