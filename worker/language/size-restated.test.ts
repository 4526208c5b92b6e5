/**
 * A headcount restated as a bare figure closing "we are" ("actually we're 75 now"), and the
 * figures after "we are" that are no headcount (a duration, a share, a year, under five).
 */
import { describe, expect, it } from "vitest";
import { readCompanySize } from "./size";

describe("a bare figure after we are", () => {
  it.each([
    ["Actually we're 75 now.", 75],
    ["we are about 60 today", 60],
    ["Sorry, typo: we're 150, budget 80k", 150],
  ])("%s → %d", (text, size) => {
    expect(readCompanySize(text)).toBe(size);
  });

  it.each([
    "we're 2 weeks late",
    "we're 100% sure",
    "We're 3.",
    "We're 5 minutes away",
    "we're 24/7",
  ])("no headcount in: %s", (text) => {
    expect(readCompanySize(text)).toBeUndefined();
  });
});

describe("staff in the words of elsewhere in Europe", () => {
  it.each([
    ["Wir sind rund 300 Mitarbeiter.", 300],
    ["about 1’450 Mitarbeitende across Switzerland", 1450],
    ["Nous avons environ 120 salariés.", 120],
    ["we are 80 medewerkers in Utrecht", 80],
  ])("%s → %d", (text, size) => {
    expect(readCompanySize(text)).toBe(size);
  });
});
