/**
 * A budget said as a share of revenue is still the budget; a revenue said after its figure is
 * none; a sum a year right after the word budget is the budget, by the year.
 */
import { expect, it } from "vitest";
import { readMoney } from "./money";

it.each([
  ["budget is 15% of revenue, roughly 2m", { min: 2_000_000, max: 2_000_000 }],
  ["we're allowed 10% of turnover, about £400k", { min: 400_000, max: 400_000, currency: "GBP" }],
  ["we're a $20m revenue business, budget 300k", { min: 300_000, max: 300_000 }],
  ["we're a £20m turnover firm", undefined],
  ["turnover is £12m, we can spend 400k", { min: 400_000, max: 400_000, currency: "GBP" }],
  ["annual budget 80k/yr", { min: 80_000, max: 80_000 }],
  ["budget 80k per year", { min: 80_000, max: 80_000 }],
  ["budget 80k p.a.", { min: 80_000, max: 80_000 }],
  ["we pay 30k a year for Sage today, our budget is 200k", { min: 200_000, max: 200_000 }],
])("%s", (text, money) => {
  const read = readMoney(text);
  expect(read && { ...read }).toEqual(money);
});

it.each([
  // A band of a number of figures is the band it names; the count alone is all it allows.
  ["budget: low six figures", { min: 100_000, max: 399_999 }],
  ["mid six figures", { min: 400_000, max: 699_999 }],
  ["low seven figures", { min: 1_000_000, max: 3_999_999 }],
  ["a six-figure budget", { min: 100_000, max: 999_999 }],
  ["seven figures", { min: 1_000_000, max: 9_999_999 }],
])("%s", (text, money) => {
  const read = readMoney(text);
  expect(read && { min: read.min, max: read.max }).toEqual(money);
});
