/** A headcount in words with "and": "one hundred and twenty people". */
import { describe, expect, it } from "vitest";
import { readCompanySize } from "./size";

describe("a headcount in words with 'and'", () => {
  it.each([
    ["about one hundred and twenty people across the sites", 120],
    ["we're two hundred and fifty staff", 250],
    ["we employ one thousand and forty people", 1040],
    ["around three hundred and sixty employees", 360],
    ["we are one thousand two hundred and fifty workers incl. the looms", 1250],
  ])("%s → %s", (text, want) => {
    expect(readCompanySize(text)).toBe(want);
  });
});
