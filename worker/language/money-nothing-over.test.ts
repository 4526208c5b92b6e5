/**
 * A top said as what nothing may pass: "no budget set, but nothing over £250k" was read as a floor
 * (£250K+), the "over" taken alone.
 */
import { expect, it } from "vitest";
import { readMoney } from "./money";

it.each([
  ["no budget set, but nothing over £250k", 250_000, "GBP"],
  ["not a penny above $80k", 80_000, undefined],
  ["we'd want nothing more than 120k all in", 120_000, undefined],
  ["no higher than €400k", 400_000, "EUR"],
])("%j is a top", (said, max, currency) => {
  expect(readMoney(said)).toMatchObject({ min: 0, max, ...(currency ? { currency } : {}) });
});

it("keeps a floor a floor", () => {
  expect(readMoney("over £250k")).toMatchObject({ min: 250_000, orMore: true });
});
