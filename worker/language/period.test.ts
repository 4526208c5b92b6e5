import { describe, expect, it } from "vitest";
import { readPeriod } from "./period";

const today = "2026-11-23";

describe("readPeriod: a span of days in everyday words", () => {
  it("reads a quarter as its first and last day", () => {
    expect(readPeriod("biggest deal closing this quarter", today)).toMatchObject({
      from: "2026-10-01",
      to: "2026-12-31",
    });
    expect(readPeriod("how much is closing in Q1", today)).toMatchObject({
      from: "2027-01-01",
      to: "2027-03-31",
      label: "in Q1 2027",
    });
    expect(readPeriod("what closes next quarter", today)).toMatchObject({
      from: "2027-01-01",
      to: "2027-03-31",
    });
  });

  it("reads a named month as the whole month, the next one to come", () => {
    expect(readPeriod("anything closing in january?", today)).toMatchObject({
      from: "2027-01-01",
      to: "2027-01-31",
    });
  });

  it("reads a deadline as from today to that day", () => {
    expect(readPeriod("total of deals closing before christmas", today)).toMatchObject({
      from: today,
      to: "2026-12-24",
    });
    expect(readPeriod("deals due by dec 10", today)).toMatchObject({
      from: today,
      to: "2026-12-10",
    });
    expect(readPeriod("what lands this year", today)).toMatchObject({ to: "2026-12-31" });
  });

  it("reads weeks and a count of days or weeks from today", () => {
    expect(readPeriod("any deals closing next week?", today)).toMatchObject({
      from: "2026-11-30",
      to: "2026-12-06",
    });
    expect(readPeriod("what closes this week", today)).toMatchObject({ to: "2026-11-29" });
    expect(readPeriod("anything due in the next ten days", today)).toMatchObject({
      from: today,
      to: "2026-12-03",
    });
  });

  it("names no span for words without one", () => {
    expect(readPeriod("which deals are over 100k", today)).toBeUndefined();
    expect(readPeriod("what's in proposal", today)).toBeUndefined();
  });
});
