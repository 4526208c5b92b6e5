/**
 * A headcount spread over places and turns: the head office's count is the company's so far,
 * the other sites "add another 90 between them" later; places named by which of them they are
 * ("the main plant", "the second one"); staff on top of a core ("plus 40 seasonal").
 */
import { expect, it } from "vitest";
import { readCompanySize } from "./size";
import { companySizeSaid } from "./size-added";

it.each([
  ["Head office is 60 people.", 60],
  ["60 people at head office, the rest are in the field", 60],
  ["We're 45 at the main plant and 30 at the second one.", 75],
  ["We're 20 at the old site and 35 at the new one.", 55],
  ["We're 80 at the depot and 12 at the sales office", 92],
  ["we're 35 in the office and maybe 60 drivers on the road", 95],
  ["I'm the only IT person for 260 people.", 260],
])("%s → %s", (said, n) => {
  expect(readCompanySize(said)).toBe(n);
});

it.each([
  ["The other sites add another 90 or so between them.", 60, 150],
  ["there's another 140 or so across our 30 shops", 85, 225],
  ["Headcount is 70 core staff plus 40 seasonal over the summer.", undefined, 110],
  ["We have 200 on the payroll plus 60 temps at Christmas.", undefined, 260],
  ["We have 70 core staff and bring in about 40 seasonal workers every summer.", undefined, 110],
])("added: %s", (said, known, n) => {
  expect(companySizeSaid(said, known)).toBe(n);
});

it("a team's count or hires to come add nothing", () => {
  expect(readCompanySize("our new office is 2 people")).toBeUndefined();
  expect(companySizeSaid("plus another 20 over the next year", 100)).toBeUndefined();
  expect(companySizeSaid("70 staff plus 30 contractors")).toBe(70);
});
