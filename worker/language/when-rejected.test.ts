/**
 * A date turned down ("March won't work", "Q1 is too ambitious") is no date: the one said in its
 * place stands, for the lead's facts and, signed as a target, for Clarity's memory alike.
 */
import { describe, expect, it } from "vitest";
import { readWhens } from "./when";
import { dateSigned } from "./when-signed";

const NOW = new Date("2026-11-23T10:00:00Z");
const dates = (s: string) => readWhens(s, NOW).map((w) => `${w.kind} ${w.month}`);

describe("a date turned down", () => {
  it.each([
    ["March won't work, let's say May.", ["go-live 2027-05"]],
    ["Hmm, Q1 is too ambitious, Q2 more realistic.", ["go-live 2027-06"]],
    ["June won't happen, think September 2027", ["go-live 2027-09"]],
    ["early spring looks way too tight - go live in June", ["go-live 2027-06"]],
  ])("%s", (text, want) => {
    expect(dates(text)).toEqual(want);
  });
  it("signs the date said in its place", () => {
    expect(dateSigned("March won't work, let's say May.", "May")).toBe(true);
    expect(dateSigned("our busy months are May and June", "May and June")).toBe(false);
  });
});
