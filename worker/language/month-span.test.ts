import { describe, expect, it } from "vitest";
import { readDate } from "./day";
import { readMonth, readPeriod } from "./period";

const today = "2026-11-23";

describe("readMonth: a month said relative to today's, or by its name", () => {
  it.each([
    ["this month", "2026-11-01", "2026-11-30"],
    ["the current month", "2026-11-01", "2026-11-30"],
    ["next month", "2026-12-01", "2026-12-31"],
    ["the month after next", "2027-01-01", "2027-01-31"],
    ["last month", "2026-10-01", "2026-10-31"],
    // Today's month by name is this one, not next year's.
    ["November", "2026-11-01", "2026-11-30"],
    ["feb", "2027-02-01", "2027-02-28"],
  ])("%s is %s to %s", (words, from, to) => {
    expect(readMonth(words, today)).toMatchObject({ from, to });
  });

  it("names no month in other words", () => {
    expect(readMonth("atlas", today)).toBeUndefined();
    expect(readMonth("the biggest deal", today)).toBeUndefined();
  });
});

describe("readPeriod: today's month and the rest of the year", () => {
  it("reads 'in november' on Nov 23 as this November", () => {
    expect(readPeriod("anything closing in november", today)).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-30",
    });
  });

  it("reads 'before the year is out' as the rest of this year", () => {
    expect(readPeriod("what can we land before the year is over", today)).toMatchObject({
      from: today,
      to: "2026-12-31",
    });
  });
});

describe("readDate: a count from a day named, not from today", () => {
  it.each([
    ["two weeks from friday", "2026-12-11"],
    ["ten days after dec 1", "2026-12-11"],
    ["a month from jan 15", "2027-02-15"],
    // Counted from today, as chrono-node reads it.
    ["two weeks from today", "2026-12-07"],
  ])("%s is %s", (words, day) => {
    expect(readDate(words, today)).toBe(day);
  });
});
