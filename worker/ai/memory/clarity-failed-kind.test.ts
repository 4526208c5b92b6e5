import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const OPENER =
  "Sales ops lead at a 140-person equipment distributor; we want a CPQ live next year.";
const after = (message: string) =>
  roadmapOf([OPENER, message].reduce((m, t) => learnFrom(m, t), emptyMemory()));

describe("failed attempts named with their kind are a lesson to test, not why now", () => {
  it.each([
    "we've had two failed CPQ rollouts already. what would make this different?",
    "We had two failed ERP projects before.",
    "there were three failed Salesforce CPQ implementations here",
  ])("%s", (message) => {
    const road = after(message);
    expect(road.drivers.join(" ")).not.toMatch(/failed/i);
    expect(road.risks.join(" ")).toMatch(/fail|attempt|before|history|previous/i);
  });
});
