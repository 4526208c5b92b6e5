import { expect, it } from "vitest";
import { readWhens } from "./when";

const now = new Date("2026-11-27T12:00:00Z");

it.each([
  "we've got six centres, about 260 people in spring and more like 180 over winter",
  "We're 90 staff over the summer, 40 the rest of the year.",
])("a headcount by season dates no project: %s", (text) => {
  expect(readWhens(text, now)).toEqual([]);
});

it("a season of the project's own is still read", () => {
  expect(readWhens("We're 90 staff and want to be live by spring.", now).length).toBe(1);
});
