import { describe, expect, it } from "vitest";
import { readDate } from "./day";

/** A Monday. */
const today = "2026-11-23";

describe("readDate, from Monday Nov 23 2026", () => {
  it.each([
    ["closing Dec 15", "2026-12-15"],
    ["15 Dec", "2026-12-15"],
    ["jan 10", "2027-01-10"],
    ["Jan 31", "2027-01-31"],
    ["2027-01-31", "2027-01-31"],
    ["1/31/2027", "2027-01-31"],
    ["March 3, 2027", "2027-03-03"],
    ["slipped to March", "2027-03-31"],
    ["end of January", "2027-01-31"],
    ["mid-February", "2027-02-15"],
    ["this friday", "2026-11-27"],
    ["by next tuesday", "2026-12-01"],
    ["tomorrow", "2026-11-24"],
    ["today", "2026-11-23"],
    ["next week", "2026-11-30"],
    ["in two weeks", "2026-12-07"],
    ["closing in 2 weeks", "2026-12-07"],
    ["in 30 days", "2026-12-23"],
    ["next month", "2026-12-23"],
    ["end of month", "2026-11-30"],
    ["eom", "2026-11-30"],
    ["end of quarter", "2026-12-31"],
    ["end of next quarter", "2027-03-31"],
    ["end of Q1", "2027-03-31"],
    ["Q4", "2026-12-31"],
    ["end of Q2 2027", "2027-06-30"],
    ["end of the year", "2026-12-31"],
    ["decembr 15", "2026-12-15"],
    ["Atlas: end of feb", "2027-02-28"],
    ["closing by the 15th", "2026-12-15"],
    ["on the 30th", "2026-11-30"],
    ["the 5th of January", "2027-01-05"],
  ])("%s → %s", (text, day) => expect(readDate(text, today)).toBe(day));

  it.each([
    "it may close soon",
    "Northwind at 80",
    "probability to 80 at 5",
    "in 2027",
    "60%",
    "raise Atlas to 2.1M",
  ])("no day in %s", (text) => expect(readDate(text, today)).toBeUndefined());
});
