/**
 * National numbers of Europe's other plans, read in the country their grouping or their words
 * point at: Swiss "078 765 43 21" (a city, "Natel", or the grouping alone), Austrian and Belgian
 * numbers by their cities, and the countries the site hears from most still first.
 */
import { describe, expect, it } from "vitest";
import { readPhone } from "./phones";

describe("a national number of another European plan", () => {
  it.each([
    ["Natel: 078 765 43 21 — Basel", "+41787654321"],
    ["Telefon 031 324 11 11, we're in Bern", "+41313241111"],
    ["Call me on 078 765 43 21 please", "+41787654321"],
    ["Our office in Graz: 0316 876 5432", "+433168765432"],
    ["Ring 07700 900 123 any time", "+447700900123"],
    ["Call (415) 555-0182", "+14155550182"],
  ])("%s → %s", (text, phone) => {
    expect(readPhone(text)).toBe(phone);
  });
});
