/**
 * Sums as a formal note writes them: with cents after the thousands, a quarter or fiscal year
 * beside them, a fraction at the low end of a range, the currency in brackets.
 */
import { describe, expect, it } from "vitest";
import { readMoney } from "./money";

const sum = (text: string) => {
  const m = readMoney(text);
  return m ? `${m.currency ?? "USD"} ${m.min}-${m.max}` : null;
};

describe("a sum written formally", () => {
  it("keeps the thousands when cents follow them (a zero after a separator is no phone)", () => {
    expect(sum("budget: SFr. 250'000.00")).toBe("CHF 250000-250000");
    expect(sum("budget $1,250,000.50 approved")).toBe("USD 1250000-1250000");
    expect(sum("Budget: 250.000,00 EUR")).toBe("EUR 250000-250000");
    // A phone that starts with a zero is still no sum.
    expect(sum("call 0151 234 5678, budget 300k")).toBe("USD 300000-300000");
  });

  it("reads a quarter, half-year or fiscal year with its year as a date, not figures", () => {
    expect(sum("budget: $250k / go live: Q2-2027")).toBe("USD 250000-250000");
    expect(sum("budget £90k, sign-off H1/27")).toBe("GBP 90000-90000");
    expect(sum("FY2027 budget is $400k")).toBe("USD 400000-400000");
  });

  it("gives a fraction at a range's low end the scale said at its top", () => {
    expect(sum("budget from a quarter to half a million CAD")).toBe("CAD 250000-500000");
    expect(sum("a budget between a quarter and half a million pounds")).toBe("GBP 250000-500000");
    expect(sum("half to three quarters of a million euros budget")).toBe("EUR 500000-750000");
  });

  it("reads the currency named in brackets after the dollars", () => {
    expect(sum("budget of 150 to 200 thousand dollars (Canadian)")).toBe("CAD 150000-200000");
    expect(sum("budget around 80 thousand dollars (Australian)")).toBe("AUD 80000-80000");
  });
});

describe("a fraction that is part of its number", () => {
  it("keeps 'one and a half' whole before a range's top", () => {
    expect(sum("we approved one and a half to two million Swiss francs")).toBe(
      "CHF 1500000-2000000",
    );
    expect(sum("budget of two and a half to three million dollars")).toBe("USD 2500000-3000000");
  });
});

describe("shorthand of a business note", () => {
  it("reads 'sub-' and 'under-' glued to the sum as a top", () => {
    expect(sum("sub-£50k")).toBe("GBP 0-50000");
    expect(sum("an under-€80k budget")).toBe("EUR 0-80000");
  });

  it("reads thousands written on a currency's code", () => {
    expect(sum("250 KCHF budget")).toBe("CHF 250000-250000");
    expect(sum("budget: 90 kEUR")).toBe("EUR 90000-90000");
  });
});
