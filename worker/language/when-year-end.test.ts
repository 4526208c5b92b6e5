import { describe, expect, it } from "vitest";
import { readWhens } from "./when";

const now = new Date(Date.UTC(2026, 10, 27));
const month = (text: string) => readWhens(text, now)[0]?.month;

describe("a year end with its year", () => {
  it.each([
    ["we have to be live ahead of our October year end 2028", "2028-10"],
    ["live before the March year-end in 2028", "2028-03"],
    ["go live by our 2028 April year end", "2028-04"],
  ])("%s", (text, expected) => {
    expect(month(text)).toBe(expected);
    expect(readWhens(text, now)[0]?.text).toMatch(/2028/);
  });

  it("a year before 'year end' is that year's end, not 2028 years from now", () => {
    expect(month("we want to be live by our 2028 year end")).toBe("2028-12");
    expect(month("before the 2027 year-end")).toBe("2027-12");
  });
});
