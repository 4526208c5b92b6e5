/**
 * The current period dating a fact of the business is no timeline: "our sales figures are really
 * bad this year" set the go-live to "this year" (and the reply said "Go-live target: this year").
 * Found after the figures-doubted round; the terse answers and project dates beside it stay.
 */
import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const OPENER = "We're a 90-person wholesaler moving to NetSuite.";
const roadmap = (...said: string[]) => {
  let m = emptyMemory();
  for (const text of [OPENER, ...said]) m = learnFrom(m, text, NOW);
  return roadmapOf(m);
};

describe("the current period of a fact", () => {
  it.each([
    "our sales figures are really bad this year",
    "revenue grew 30% this year and the spreadsheets can't keep up",
    "we hired 40 people this year and onboarding is chaos",
    "margins shrank this quarter",
  ])("%j sets no timeline", (said) => {
    expect(roadmap(said).timeline).toBeUndefined();
  });

  it.each([
    ["we need to be live this year", "this year"],
    ["this year, ideally", "this year"],
    ["When? this quarter if we can", "this quarter"],
    ["we lost two big customers this quarter, so the board wants it done by June", "June"],
  ])("%j keeps the project's date", (said, when) => {
    expect(roadmap(said).timeline).toBe(when);
  });

  it("keeps a decision date said after a fact of the period", () => {
    const r = roadmap("margins shrank this year", "we want to decide this quarter");
    expect(r.timeline).toBe("this quarter");
    expect(r.facts?.timeline?.kind).toBe("decision");
  });
});
