import { describe, expect, it } from "vitest";
import { readMoney } from "./money";
import { figures } from "./numbers";

describe("an 'and' between two figures", () => {
  it.each([
    ["between thirty and forty thousand", "between 30 and 40000"],
    ["two hundred and fifty thousand dollars", "250000 dollars"],
    ["one and a half million", "1500000"],
    ["a hundred and twenty k", "120 k"],
    ["nine hundred grand", "900 grand"],
  ])("%s → %s", (text, written) => expect(figures(text)).toBe(written));
});

describe("readMoney about a deal's value", () => {
  it("reads a range no word calls money", () => {
    expect(readMoney("Add Acme, between thirty and forty thousand")).toBeUndefined();
    expect(readMoney("Add Acme, between thirty and forty thousand", true)).toEqual({
      min: 30_000,
      max: 40_000,
    });
  });
});

describe("a range said with a scale word the figures take in", () => {
  it("40 to 50 thousand, about a deal", () =>
    expect(readMoney("Add Initech, 40 to 50 thousand", true)).toEqual({
      min: 40_000,
      max: 50_000,
    }));
});
