import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const OPENER =
  "We're a 140-person distributor of garden machinery, looking at a new ERP next year because orders get lost between sales and the warehouse.";
const roadmapAfter = (...messages: string[]) =>
  roadmapOf([OPENER, ...messages].reduce((m, t) => learnFrom(m, t, NOW), emptyMemory()));

describe("a statement beside a question is the question's context, not why now", () => {
  it.each([
    "whats the cheapest way to try this out",
    "hows the pricing worked out for a firm our size",
    "what happens to our data afterwards? we are paranoid about customer IP",
    "what if my guys just wont use it. thats what happened with the last app we bought",
    "Who would we be working with? The last consultancy sent us juniors.",
  ])("%s", (message) => {
    const drivers = roadmapAfter(message).drivers;
    expect(drivers).toEqual(roadmapAfter().drivers);
  });

  it("a statement a following question asks about is kept as a concern", () => {
    const road = roadmapAfter(
      "our IT team is three people and two of them are contractors. is that a problem?",
    );
    expect(road.drivers).toEqual(roadmapAfter().drivers);
    expect(road.risks.join(" ")).toMatch(/IT team is three people/i);
  });

  it("a statement with no question still gives why now", () => {
    expect(
      roadmapAfter("Our biggest customer now wants EDI orders from January.").drivers.join(" "),
    ).toMatch(/customer/i);
  });
});
