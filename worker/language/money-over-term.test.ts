/** A sum by the period over a term is the term's total; a top said after a first sum makes a range. */
import { expect, it } from "vitest";
import { readMoney } from "./money";

const money = (said: string) => {
  const m = readMoney(said);
  return m ? `${m.currency ?? "USD"} ${m.min}-${m.max}` : null;
};

it.each([
  ["we could do roughly £6k a month for the 12 months of the project", "GBP 72000-72000"],
  ["200k a year for three years", "USD 600000-600000"],
  ["25k a quarter over 2 years", "USD 200000-200000"],
  ["Budget is around USD 150K, maximum 180K.", "USD 150000-180000"],
  ["€80k, absolute max €95k", "EUR 80000-95000"],
])("%s → %s", (said, want) => expect(money(said)).toBe(want));

it("a monthly cost without a term is no budget", () => {
  expect(readMoney("we pay 12k a month for Sage today")).toBeUndefined();
});
