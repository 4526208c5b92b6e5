/**
 * Money with a bound kept as the bound it is, staff counted place by place as their total, and a
 * date's kind from the verb that governs it, a condition aside.
 */
import { describe, expect, it } from "vitest";
import { budgetText, readMoney } from "./money";
import { readCompanySize } from "./size";
import { kindOf, readWhens } from "./when";

describe("money with a bound", () => {
  it.each([
    [
      "We can go up to $500k for the whole thing, no more.",
      { min: 0, max: 500_000 },
      "up to $500K",
    ],
    [
      "the budget is no more than €200k all in",
      { min: 0, max: 200_000, currency: "EUR" },
      "up to €200K",
    ],
    ["a ceiling of 1.2M for the project", { min: 0, max: 1_200_000 }, "up to $1.2M"],
    [
      "we'd need at least 300k set aside for it",
      { min: 300_000, max: 300_000, orMore: true },
      "$300K+",
    ],
    [
      "budget is north of £250k",
      { min: 250_000, max: 250_000, currency: "GBP", orMore: true },
      "£250K+",
    ],
    ["budget 400k+", { min: 400_000, max: 400_000, orMore: true }, "$400K+"],
    [
      "the whole thing no more than GBP 400k",
      { min: 0, max: 400_000, currency: "GBP" },
      "up to £400K",
    ],
    ["budget around 150k", { min: 150_000, max: 150_000 }, "$150K"],
  ])("%s", (said, money, text) => {
    const read = readMoney(said);
    expect(read).toEqual(money);
    expect(budgetText(read!)).toBe(text);
  });

  it("reads its own text back to the same value", () => {
    expect(readMoney("budget up to $500K")).toEqual({ min: 0, max: 500_000 });
    expect(readMoney("budget $300K+")).toEqual({ min: 300_000, max: 300_000, orMore: true });
  });
});

describe("staff counted place by place", () => {
  it.each([
    ["We've got 45 staff at HQ and 200 out in the field, mostly technicians.", 245],
    ["Headcount is 80 in Leeds, 120 in Manchester and 50 in Bristol.", 250],
    ["about 60 people in the office plus 30 at the depot", 90],
    // A department is no place, and a total said is the total.
    ["a 300-person company with 40 people in finance and 12 in IT", 300],
    ["900 staff in total, 300 in Leeds and 600 in York", 900],
  ])("%s", (said, n) => expect(readCompanySize(said)).toBe(n));
});

describe("a date's kind from the verb that governs it", () => {
  const now = new Date("2026-11-20T12:00:00Z");
  it.each([
    ["Assuming the board approves the spend, we'd like to kick things off in March.", "start"],
    ["we'd kick off in March if the board approves", "start"],
    ["once they approve, we'd begin in April", "start"],
    ["if all goes well we go live in June", "go-live"],
    ["the board decides in February", "decision"],
  ])("%s", (said, kind) => expect(kindOf(said)).toBe(kind));

  it("reads a decision and a go-live said in one clause apart", () => {
    const whens = readWhens("we need to decide by February before the go-live in September", now);
    expect(whens.map((w) => [w.kind, w.month])).toEqual([
      ["decision", "2027-02"],
      ["go-live", "2027-09"],
    ]);
  });
});

describe("a former figure and a rise", () => {
  it.each([
    ["Budget was 250k, but the CFO wants it under 200k now.", { min: 0, max: 200_000 }],
    ["the budget was originally 300k; it's 240k now", { min: 240_000, max: 240_000 }],
    ["the budget was 250k", { min: 250_000, max: 250_000 }],
    ["they raised the budget up to 300k", { min: 300_000, max: 300_000 }],
  ])("%s", (said, money) => expect(readMoney(said)).toEqual(money));
});
