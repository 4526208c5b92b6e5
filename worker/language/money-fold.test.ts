import { describe, expect, it } from "vitest";
import type { Money } from "../contracts/facts";
import { readMoney } from "./money";
import { currencyCorrected, nextBudget } from "./money-fold";

const chf100: Money = { min: 100_000, max: 100_000, currency: "CHF" };
const gbp250: Money = { min: 250_000, max: 250_000, currency: "GBP" };
const eur400: Money = { min: 400_000, max: 400_000, currency: "EUR" };
const folded = (known: Money | undefined, said: string) => nextBudget(known, said, readMoney(said));

describe("the budget after one more message, one rule for the memory and the lead", () => {
  it("keeps the known currency for a bare corrected figure", () => {
    expect(folded(eur400, "450k, not 400k.")).toEqual({ ...eur400, min: 450_000, max: 450_000 });
  });
  it("corrects the currency alone", () => {
    expect(folded(gbp250, "Sorry, dollars not pounds.")).toEqual({ min: 250_000, max: 250_000 });
    expect(folded(gbp250, "In euros, not sterling.")).toEqual({ ...gbp250, currency: "EUR" });
    expect(folded(gbp250, "I meant francs")).toEqual({ ...gbp250, currency: "CHF" });
  });
  it("reads the budget named with a bare figure in the known scale", () => {
    expect(folded(chf100, "Budget is more like 80 now.")).toEqual({
      ...chf100,
      min: 80_000,
      max: 80_000,
    });
    expect(folded(chf100, "The budget's closer to 120 really")).toMatchObject({ max: 120_000 });
  });
  it("changes nothing for words about something else", () => {
    expect(folded(chf100, "We're 75 now.")).toBeUndefined();
    expect(folded(chf100, "Budget is 5 people's call.")).toBeUndefined();
    expect(folded(undefined, "Sorry, dollars not pounds.")).toBeUndefined();
  });
  it("says which currency a correction puts in place", () => {
    expect(currencyCorrected("sorry, dollars not pounds")).toBeNull();
    expect(currencyCorrected("we pay in euros")).toBeUndefined();
    expect(currencyCorrected("€200k, not £200k")).toBeUndefined();
  });
});

describe("a supplier's quote", () => {
  it("is not the prospect's budget", () => {
    expect(readMoney("The SI quoted us 1.2M; we can only do 700k EUR.")).toEqual({
      min: 700_000,
      max: 700_000,
      currency: "EUR",
    });
    expect(readMoney("We've been quoted $300k by Accenture.")).toBeUndefined();
  });
});

describe("a yearly sum over several years", () => {
  it("is the total", () => {
    expect(readMoney("We can put in 200k a year for three years, in US dollars.")).toEqual({
      min: 600_000,
      max: 600_000,
    });
    expect(readMoney("€150k per year over the next 2 years")).toMatchObject({ max: 300_000 });
    expect(readMoney("About 50k euros a year over three years.")).toMatchObject({ max: 150_000 });
  });
  it("is no budget without the years", () => {
    expect(readMoney("we pay 20k a year for our licences")).toBeUndefined();
  });
});
