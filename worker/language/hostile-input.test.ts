import { describe, expect, it } from "vitest";
import { callWish, readCompanySize, readMoney, readPhone, readWhens } from "./index";

const now = new Date("2026-11-23T12:00:00Z");

/**
 * 4,000 characters of what no person types: the readers find nothing in them (their cost is
 * `npm run bench:engines`' "Lead facts" rows; every reader is linear in the text).
 */
const hostile = [
  "1".repeat(4000),
  "1 ".repeat(2000),
  "1-".repeat(2000),
  "1,".repeat(2000),
  "- ".repeat(2000),
  "a ".repeat(2000),
];

describe("4,000 characters of digits or separators", () => {
  it.each(hostile.map((t) => [JSON.stringify(t.slice(0, 6)), t] as const))(
    "%s… hold no phone, budget, size, date or call wish",
    (_, text) => {
      expect(readPhone(text)).toBeUndefined();
      expect(readMoney(text)).toBeUndefined();
      expect(readCompanySize(text)).toBeUndefined();
      expect(readWhens(text, now)).toEqual([]);
      expect(callWish([text])).toBeNull();
    },
  );

  it("a phone beside a long run of digits is still found", () => {
    expect(readPhone(`${"1".repeat(3000)} call me on +44 20 7946 0958`)).toBe("+442079460958");
  });
});
