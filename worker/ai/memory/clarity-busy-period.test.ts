/**
 * A busy period is when they can't, not a target: "could the sprint fit around our Christmas peak?
 * we're flat out Nov-Dec" set the go-live to Christmas ("Go-live target: **Christmas**").
 */
import { expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-24T10:00:00Z");
const OPENER =
  "We're a 140-person food manufacturer on Sage 200, looking at Business Central or Acumatica";
const timeline = (...said: string[]) => {
  let m = emptyMemory();
  for (const text of [OPENER, ...said]) m = learnFrom(m, text, NOW);
  return roadmapOf(m).timeline;
};

it.each([
  "could the sprint fit around our Christmas peak? we're flat out Nov-Dec",
  "March is our busiest month, the warehouse is swamped",
])("%j sets no go-live", (said) => {
  expect(timeline(said)).toBeUndefined();
});

it("keeps a go-live said against the busy period", () => {
  expect(timeline("we need to be live before the spring rush next year")).toMatch(/spring rush/);
});
