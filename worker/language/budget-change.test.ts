import { describe, expect, it } from "vitest";
import type { Money } from "../contracts/facts";
import { budgetChange, changedSameMessage, inKnownCurrency } from "./budget-change";

const gbp200: Money = { min: 200_000, max: 200_000, currency: "GBP" };
const gbp = (n: number): Money => ({ min: n, max: n, currency: "GBP" });

describe("a budget changed later in the conversation", () => {
  it.each([
    ["Finance cut it to 150k.", gbp(150_000)],
    ["Finance trimmed it to £150k last week.", gbp(150_000)],
    ["The board cut the budget by 50k.", gbp(150_000)],
    ["They cut it by 20%.", gbp(160_000)],
    ["They halved it.", gbp(100_000)],
    ["Finance wants it 50k lower.", gbp(150_000)],
    ["Bad news, we lost 50k of that, so 150k is all we have.", gbp(150_000)],
    ["Good news: they raised it by 25k.", gbp(225_000)],
  ])("%s", (text, budget) => expect(budgetChange(gbp200, text)).toEqual(budget));

  it.each([
    "We cut our reporting time by 50%.",
    "We've lost two people from the team.",
    "We want to cut month-end to 3 days.",
    "Sounds good.",
  ])("no change: %s", (text) => expect(budgetChange(gbp200, text)).toBeUndefined());

  it("needs a budget known first", () => {
    expect(budgetChange(undefined, "They halved it.")).toBeUndefined();
  });

  it("a figure with no currency keeps the one given before; one naming it keeps its own", () => {
    const bare: Money = { min: 90_000, max: 90_000 };
    expect(inKnownCurrency(bare, gbp200, "make it 90k")).toEqual(gbp(90_000));
    expect(inKnownCurrency(bare, gbp200, "make it $90k")).toEqual(bare);
  });
});

describe("a change said with the figure, and as a fraction", () => {
  it("'the budget was £200k, the board cut it by a quarter' is £150K", () => {
    expect(
      changedSameMessage(
        { min: 200_000, max: 200_000, currency: "GBP" },
        "Our budget was £200k, the board cut it by a quarter.",
      ),
    ).toEqual({ min: 150_000, max: 150_000, currency: "GBP" });
  });
  it("a figure with no change said stays", () => {
    expect(
      changedSameMessage(
        { min: 200_000, max: 200_000 },
        "We have 200k and we cut our costs by 20% last year.",
      ),
    ).toEqual({ min: 200_000, max: 200_000 });
  });
});
