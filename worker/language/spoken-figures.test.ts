import { describe, expect, it } from "vitest";
import { retracted } from "./corrections";
import { readDate } from "./day";
import { normalise } from "./normalise";
import { figures } from "./numbers";

/** Figures, dates and shorthand as a rep types them on a phone (docs/decisions/033). */
const today = "2026-11-23";

describe("figures said short", () => {
  it("reads a fraction of a unit said short", () => {
    expect(figures("half a mil")).toBe("0.5 mil");
    expect(figures("a quarter of a mil")).toBe("0.25 mil");
  });
  it("reads a digit before tens as hundreds, the way a figure is spoken", () => {
    expect(figures("one twenty five k")).toBe("125 k");
    expect(figures("two fifty grand")).toBe("250 grand");
    expect(figures("twenty five")).toBe("25");
  });
});

describe("days known by name", () => {
  it("reads holidays, the day before when said so", () => {
    expect(readDate("should close before xmas", today)).toBe("2026-12-24");
    expect(readDate("by new year", today)).toBe("2027-01-01");
  });
  it("reads a week of a month as its last day", () => {
    expect(readDate("the first week of january", today)).toBe("2027-01-07");
    expect(readDate("last week of march", today)).toBe("2027-03-31");
  });
  it("reads a month said short with no day", () => {
    expect(readDate("moved out to jan", today)).toBe("2027-01-31");
    expect(readDate("jan 10", today)).toBe("2027-01-10");
  });
});

describe("shorthand and corrections", () => {
  it("reads 'w' and 'w/' as with, and vm, pct", () => {
    expect(normalise("lunch w priya")).toBe("lunch with priya");
    expect(normalise("call w/ Sarah")).toBe("call with Sarah");
    expect(normalise("left a vm, 50 pct")).toBe("left a voicemail, 50 percent");
    expect(normalise("George W Bush")).toBe("George W Bush");
  });
  it("keeps only what follows 'no actually'", () => {
    expect(retracted("set it to 90k, no actually 95k").trim()).toBe("95k");
  });
});
