/**
 * Digits inside an email address or a link are never a figure: a budget, a headcount, a date or
 * a phone read from "sam+2024@…" made the same lead differ with the address a prospect used.
 */
import { describe, expect, it } from "vitest";
import { readCompanySize, readMoney, readPhone, readWhens } from ".";

/** Tags as people and mail systems add them: years, ids, runs of digits. */
const tags = ["2024", "a93273277", "e9327327", "7c2e90d1a3b5", "q3-2027", "447700900123"];

describe("an address's digits are no figure", () => {
  it.each(tags)("budget and size stand beside sam+%s@…", (tag) => {
    const text = `My email is sam+${tag}@firm.example, we have £250,000 set aside`;
    expect(readMoney(text)).toEqual({ min: 250_000, max: 250_000, currency: "GBP" });
    expect(readCompanySize(`${text} and 120 staff.`)).toBe(120);
  });

  it.each(tags)("no phone and no date from sam+%s@… alone", (tag) => {
    const text = `Reach me at sam+${tag}@firm.example`;
    expect(readPhone(text)).toBeUndefined();
    expect(readWhens(text, new Date("2026-11-23T10:00:00Z"))).toEqual([]);
    expect(readMoney(text)).toBeUndefined();
  });

  it("a link's digits are no budget; the phone beside an address is still read", () => {
    expect(readMoney("Budget on https://acme.example/plans/2027/500 is tbc")).toBeUndefined();
    expect(readPhone("jo7@acme.co.uk, mobile 07700 900 456")).toBe("+447700900456");
  });
});
