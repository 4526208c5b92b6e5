import { describe, expect, it } from "vitest";
import { measuredPains } from "./clarity-pains";

describe("pains given with a number", () => {
  it.each([
    [
      "Our planners lose 90 minutes a day searching for drawings",
      ["time lost searching (90 minutes a day)"],
    ],
    ["Closing the books takes us 9 working days", ["slow month-end close (9 working days)"]],
    ["Roughly 3 in 20 orders ship with the wrong price", ["pricing errors (3 in 20)"]],
    ["Approvals take up to a week", ["slow approvals (up to a week)"]],
    ["We lost 40 orders last month", ["lost 40 orders last month"]],
    ["We handle 1,200 calls a week", ["call volume (1,200 a week)"]],
    ["30% of our tickets are refund requests", ["refund requests (30% of tickets)"]],
    [
      "Each claim needs 25 minutes of data entry, and 12% of claims come back with errors",
      ["manual admin (25 minutes per claim)", "errors (12%)"],
    ],
  ])("%s", (sentence, drivers) => expect(measuredPains(sentence)).toEqual(drivers));

  it.each([
    "Spring is when we make 60% of our revenue.",
    "The rollout will take 6 months.",
    "About 25 reps across 3 regions.",
    "Target is 30% deflection in 6 months.",
  ])("reads no pain in %s", (sentence) => expect(measuredPains(sentence)).toEqual([]));

  it("does not read a figure twice", () => {
    expect(measuredPains("Quoting takes 4 days", ["slow quoting (4 days)"])).toEqual([]);
  });
});

describe("pains with a figure in words", () => {
  it.each([
    [
      "Our buyers waste three hours a week chasing approvals",
      ["slow approvals (three hours a week)"],
    ],
    ["One in twenty invoices has a wrong price", ["pricing errors (One in twenty)"]],
  ])("%s keeps the prospect's words", (sentence, drivers) =>
    expect(measuredPains(sentence)).toEqual(drivers),
  );
});
