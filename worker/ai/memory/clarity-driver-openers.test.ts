/**
 * A reason's wrapper is not said back: "mostly it's that we can't see stock across branches" was
 * kept as the driver "mostly it's that we can't see stock". Second probes written after the fix.
 */
import { expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";
import { roadmapOf } from "./clarity-roadmap";

const OPENER = "We're a 200-person distributor moving to Business Central.";
const drivers = (said: string) =>
  roadmapOf(learnFrom(learnFrom(emptyMemory(), OPENER), said)).drivers;

it.each([
  [
    "mostly it's that we can't see stock across branches and customers get told things are in stock when they aren't",
    "we can't see stock across branches",
  ],
  ["mainly it's because nobody trusts the stock numbers", "nobody trusts the stock numbers"],
  ["It's mostly that quotes go out with the wrong prices", "quotes go out with the wrong prices"],
])("keeps %j as the reason itself", (said, driver) => {
  expect(drivers(said)).toEqual([driver]);
});
