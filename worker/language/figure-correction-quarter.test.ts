/** A quarter or a half ("Q3", "H2") holds a digit but is no figure a correction puts right. */
import { expect, it } from "vitest";
import { correctedFigure } from "./figure-correction";

it.each(["sorry, Q3 — Q2 was the old plan", "sorry, I meant H2 not H1"])("%s", (text) => {
  const known = { budget: { min: 25_000, max: 50_000 }, companySize: 400 };
  expect(correctedFigure(known, text, "budget")).toBeUndefined();
});

it("a plain figure put right still is", () => {
  expect(
    correctedFigure({ budget: { min: 25_000, max: 50_000 } }, "sorry I meant 80k", "budget"),
  ).toEqual({
    field: "budget",
    value: { min: 25_000, max: 80_000 },
  });
});
