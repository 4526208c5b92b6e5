/**
 * A time people are away or the business is shut is no target ("most of the team is off over
 * christmas" had set a go-live of December); "could we do it in January?" asks when they'd hold
 * the simulation, a start (it was a go-live).
 */
import { expect, it } from "vitest";
import { readWhens } from "./when";

const now = new Date("2026-11-28T12:00:00Z");

it.each([
  "most of the team is off over christmas",
  "we're closed over christmas",
  "the warehouse is shut in August",
])("no target: %s", (text) => {
  expect(readWhens(text, now)).toEqual([]);
});

it.each(["could we do it in January?", "could we run it in January?"])("a start: %s", (text) => {
  expect(readWhens(text, now)).toEqual([{ kind: "start", text: "January", month: "2027-01" }]);
});

it("a go-live said beside a shut time is still one", () => {
  expect(readWhens("we need it live before we're closed over christmas", now)).toEqual([
    expect.objectContaining({ kind: "go-live", month: "2026-12" }),
  ]);
});
