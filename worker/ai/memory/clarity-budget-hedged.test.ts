import { describe, expect, it } from "vitest";
import { budgetIn } from "./clarity-budget-heard";

const context = { whatIf: false, isQuestion: false, lastAsked: "coreTeam", budgetKnown: false };

describe("a sum said after a hedge, a turn after the budget question", () => {
  it.each([
    ["we're not sure yet, maybe 150-200k", 150_000, 200_000],
    ["hard to say - probably 80k", 80_000, 80_000],
  ])("is the budget: %s", (said, min, max) => {
    expect(budgetIn(said, context)).toMatchObject({ min, max });
  });

  it("a sum that counts something else is not", () => {
    expect(budgetIn("not sure, maybe 150k users", context)).toBeUndefined();
  });
});
