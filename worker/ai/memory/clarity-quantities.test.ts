import { describe, expect, it } from "vitest";
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

describe("parseCompanySize", () => {
  it.each([
    ["we have 300 employees", 300],
    ["a 150-person company", 150],
    ["about 80 staff", 80],
    ["1,200 employees across 4 sites", 1200],
  ])("%s", (text, n) => expect(parseCompanySize(text)).toBe(n));
});
