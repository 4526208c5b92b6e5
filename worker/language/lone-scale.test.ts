import { describe, expect, it } from "vitest";
import { readMoney } from "./money";
import { figures } from "./numbers";

/** A scale word said without a number is a vague size, never a sum of 1,000. */
describe("a scale word with no number", () => {
  it.each([
    "Tens of thousands of dollars for a few weeks of advice?",
    "a few thousand dollars",
    "thousands of euros",
    "we've burned millions on this already",
  ])("%s: no budget", (said) => {
    expect(readMoney(said)).toBeUndefined();
  });

  it("leaves the word as written", () => {
    expect(figures("Tens of thousands of dollars")).toBe("Tens of thousands of dollars");
  });

  it.each([
    ["a thousand dollars", 1000],
    ["a hundred thousand euros budget", 100_000],
    ["two hundred and fifty thousand pounds", 250_000],
    ["budget of 200 thousand", 200_000],
  ])("%s is still a sum", (said, min) => {
    expect(readMoney(said)?.min).toBe(min);
  });
});
