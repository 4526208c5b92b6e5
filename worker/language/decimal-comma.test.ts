import { describe, expect, it } from "vitest";
import { readMoney } from "./money";

describe("a decimal comma before a unit", () => {
  it.each([
    ["Budget is 1,2 Mio €", 1_200_000, "EUR"],
    ["we can spend 2,5 million euros", 2_500_000, "EUR"],
    ["budget of 1,200,000 dollars", 1_200_000, undefined],
    ["budget 350,000", 350_000, undefined],
  ])("%s", (text, value, currency) =>
    expect(readMoney(text)).toEqual({
      min: value,
      max: value,
      ...(currency ? { currency } : {}),
    }),
  );
});
