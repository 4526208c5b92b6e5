import { describe, expect, it } from "vitest";
import { budgetText, inDollars } from "./clarity-money";
import { parseBudget, parseCompanySize } from "./clarity-quantities";

describe("parseBudget", () => {
  it.each([
    ["Our budget is $250k", 250_000, 250_000],
    ["around 1.2M", 1_200_000, 1_200_000],
    ["between 500 and 800 thousand", 500_000, 800_000],
    ["we can spend $400,000", 400_000, 400_000],
    ["300-500k", 300_000, 500_000],
    ["$1.5 million tops", 1_500_000, 1_500_000],
    ["budget of 2 million dollars", 2_000_000, 2_000_000],
    ["under $80k", 80_000, 80_000],
    ["$250K to $400K", 250_000, 400_000],
    ["somewhere from 1 to 2 million", 1_000_000, 2_000_000],
    ["USD 750000", 750_000, 750_000],
    ["maybe 90 grand", 90_000, 90_000],
  ])("%s", (text, min, max) => {
    expect(parseBudget(text)).toEqual({ min, max });
  });

  it.each([
    "we have 300 employees",
    "a team of 4 people",
    "go live in 2027",
    "about 40 users",
    "in 6 months",
  ])("finds no budget in %s", (text) => {
    expect(parseBudget(text)).toBeUndefined();
  });
});

describe("a budget in the prospect's currency", () => {
  it.each([
    ["roughly €1.2M all in", "€1.2M"],
    ["1.200.000 € for software and services", "€1.2M"],
    ["we'd put 250,000 euros behind it", "€250K"],
    ["£75k, give or take", "£75K"],
    ["between £300k and £400k", "£300K–£400K"],
    ["CHF 500k", "CHF 500K"],
    ["$400k", "$400K"],
  ])("%s", (text, said) => {
    const budget = parseBudget(text);
    expect(budget && budgetText(budget)).toBe(said);
  });

  it("compares with the offer's dollar figures at a rough rate, never shown", () => {
    const budget = parseBudget("£90k")!;
    expect(budget.currency).toBe("GBP");
    expect(inDollars(budget).max).toBeGreaterThan(100_000);
  });
});

describe("parseCompanySize", () => {
  it.each([
    ["we have 300 employees", 300],
    ["a 150-person company", 150],
    ["about 80 staff", 80],
    ["1,200 employees across 4 sites", 1200],
  ])("%s", (text, n) => expect(parseCompanySize(text)).toBe(n));
});
