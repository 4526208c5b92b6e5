import { describe, expect, it } from "vitest";
import {
  parseAmount,
  parseAmountRange,
  parseDate,
  parseDateShift,
  parseProbability,
  parseStage,
} from "./crm-words";

const today = "2026-11-23";

describe("parseAmount", () => {
  it.each([
    ["$40k", 40_000],
    ["$75k", 75_000],
    ["40,000", 40_000],
    ["1.2M", 1_200_000],
    ["2.5 million", 2_500_000],
    ["45,000 dollars", 45_000],
    ["$85 thousand", 85_000],
    ["worth 200000", 200_000],
    ["USD 75,500", 75_500],
    ["a 1.5m deal", 1_500_000],
    ["a value of -50000", -50_000],
    ["-$20k", -20_000],
    ["minus 20k", -20_000],
    ["Jane Roe - Initech 30000", 30_000],
  ])("%s", (t, n) => expect(parseAmount(t)).toBe(n));
  it.each([
    "60%",
    "call it 60 percent",
    "closing Dec 15",
    "probability to 80",
    "in 2027",
    "in 2 weeks",
    "2027-01-31",
  ])("none in %s", (t) => expect(parseAmount(t)).toBeUndefined());
});

describe("parseStage", () => {
  it.each([
    ["in discovery", "Discovery"],
    ["back to discovery", "Discovery"],
    ["qualifying", "Discovery"],
    ["proposal sent", "Proposal"],
    ["quoted last week", "Proposal"],
    ["negotiation", "Negotiation"],
    ["in contract", "Negotiation"],
    ["legal review", "Negotiation"],
    ["closed won", "Closed Won"],
    ["we won it", "Closed Won"],
    ["signed", "Closed Won"],
    ["closed lost", "Closed Lost"],
    ["the deal fell through", "Closed Lost"],
    ["we lost it", "Closed Lost"],
  ])("%s → %s", (t, s) => expect(parseStage(t)).toBe(s));
  it("a close date is not a stage", () => expect(parseStage("closes on Dec 5")).toBeUndefined());
});

describe("parseProbability", () => {
  it.each([
    ["60%", { value: 60 }],
    ["call it 60 percent", { value: 60 }],
    ["probability to 80", { value: 80 }],
    ["chance of 35", { value: 35 }],
    ["150%", { value: 150 }],
    ["looks more likely", { delta: 10 }],
    ["less likely now", { delta: -10 }],
  ])("%s", (t, p) => expect(parseProbability(t)).toEqual(p));
});

describe("parseDate, from a Monday, Nov 23 2026", () => {
  it.each([
    ["closing Dec 15", "2026-12-15"],
    ["December 15", "2026-12-15"],
    ["15 Dec", "2026-12-15"],
    ["Jan 31", "2027-01-31"],
    ["2027-01-31", "2027-01-31"],
    ["1/31/2027", "2027-01-31"],
    ["March 3, 2027", "2027-03-03"],
    ["slipped to March", "2027-03-31"],
    ["end of January", "2027-01-31"],
    ["mid-February", "2027-02-15"],
    ["tomorrow", "2026-11-24"],
    ["today", "2026-11-23"],
    ["next week", "2026-11-30"],
    ["in 2 weeks", "2026-12-07"],
    ["in two weeks", "2026-12-07"],
    ["in 30 days", "2026-12-23"],
    ["next month", "2026-12-23"],
    ["end of month", "2026-11-30"],
    ["end of quarter", "2026-12-31"],
    ["end of the year", "2026-12-31"],
  ])("%s", (t, d) => expect(parseDate(t, today)).toBe(d));
  it("'may' as a verb is not a month", () =>
    expect(parseDate("it may close soon", today)).toBeUndefined());
});

describe("parseDateShift", () => {
  it.each([
    ["push it out two weeks", { n: 2, unit: "week" }],
    ["slipped a month", { n: 1, unit: "month" }],
    ["delayed by 10 days", { n: 10, unit: "day" }],
  ])("%s", (t, s) => expect(parseDateShift(t)).toEqual(s));
});

describe("amounts and dates read through the language module", () => {
  it.each([
    ["forty-five thousand", 45_000],
    ["a hundred and twenty k", 120_000],
    ["about 1.5 mil", 1_500_000],
    ["roughly $80k give or take", 80_000],
    ["nine hundred grand", 900_000],
    ["two hundred and fifty thousand dollars", 250_000],
    ["60k-ish", 60_000],
    ["minus forty thousand", -40_000],
  ])("%s", (t, n) => expect(parseAmount(t)).toBe(n));
  it.each([
    ["between 30 and 40 thousand", { min: 30_000, max: 40_000 }],
    ["between thirty and forty thousand", { min: 30_000, max: 40_000 }],
    ["50 or 60k", { min: 50_000, max: 60_000 }],
  ])("two figures in %s", (t, r) => expect(parseAmountRange(t)).toEqual(r));
  it.each(["$40k", "between 2026 and 2027", "60% to 70%"])("one figure or none in %s", (t) =>
    expect(parseAmountRange(t)).toBeUndefined(),
  );
  it.each([
    ["end of Q1", "2027-03-31"],
    ["end of next quarter", "2027-03-31"],
    ["now closes this friday", "2026-11-27"],
    ["jan 10", "2027-01-10"],
    ["closing in two weeks", "2026-12-07"],
  ])("%s", (t, d) => expect(parseDate(t, today)).toBe(d));
  it("pushed a month", () =>
    expect(parseDateShift("pushed a month")).toEqual({ n: 1, unit: "month" }));
  it("a probability a few words after its name", () =>
    expect(parseProbability("probability on Atlas to 40")).toEqual({ value: 40 }));
});

describe("a sum after 'to'", () => {
  it("Bump Atlas to three hundred thousand", () =>
    expect(parseAmount("Bump Atlas to three hundred thousand")).toBe(300_000));
  it("probability to 80 is no sum", () =>
    expect(parseAmount("probability to 8000")).toBeUndefined());
});
