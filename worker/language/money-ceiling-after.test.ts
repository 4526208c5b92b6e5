/**
 * A top said after the figure ("£65k, not a penny more", "90k tops", "at most"): a top with no
 * floor, as "up to". A reach alone ("we could stretch to €90k") or "€95k is the ceiling" stays the
 * figure, as Clarity's roadmap shows it.
 */
import { expect, it } from "vitest";
import { readMoney } from "./money";

it.each([
  ["Spend-wise we can go to £65k, not a penny more.", { min: 0, max: 65_000, currency: "GBP" }],
  ["Budget is 120k tops.", { min: 0, max: 120_000 }],
  ["Around $200k at most.", { min: 0, max: 200_000 }],
])("%s", (text, money) => {
  expect(readMoney(text)).toEqual(money);
});

it("a rise, a reach or a ceiling named is no top, and a plain figure stays one", () => {
  expect(readMoney("€95k is the ceiling.")).toEqual({ min: 95_000, max: 95_000, currency: "EUR" });
  expect(readMoney("We could stretch to €90k.")).toEqual({
    min: 90_000,
    max: 90_000,
    currency: "EUR",
  });
  expect(readMoney("The budget went up to 300k last week.")).toEqual({
    min: 300_000,
    max: 300_000,
  });
  expect(readMoney("Budget is 80k, more or less.")).toEqual({ min: 80_000, max: 80_000 });
});
