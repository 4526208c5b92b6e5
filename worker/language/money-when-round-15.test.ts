/**
 * The readers round 15 added, read directly (the lead's fold is tested in
 * worker/ledger/lead-facts-round-15*.test.ts): a sum per place, a floor joined with a later top,
 * a mark, fiscal quarters, a date moved.
 */
import { describe, expect, it } from "vitest";
import { readMoney } from "./money";
import { boundsJoined } from "./money-bounds-joined";
import { placesSaidBefore } from "./money-per-place";
import { readWhens } from "./when";
import { fiscalQuarters, statesFiscalYear } from "./when-fiscal-quarter";
import { movesDate } from "./when-moved";

const now = new Date("2026-11-23T10:00:00Z");

describe("money", () => {
  it("a sum per place times the places the message counts", () => {
    expect(readMoney("€15k per site, and there are 8 sites")).toMatchObject({ min: 120_000 });
    expect(readMoney("€15k per site")).toMatchObject({ min: 15_000 });
  });
  it("a sum per place times the places counted before", () => {
    const read = readMoney("A$30k per clinic");
    expect(placesSaidBefore("A$30k per clinic", read, "our 4 clinics")).toMatchObject({
      min: 120_000,
      currency: "AUD",
    });
    expect(placesSaidBefore("A$30k per clinic", read, "we are 45 people")).toBeUndefined();
  });
  it("a floor and a later top join; a plain figure does not", () => {
    const floor = { min: 40_000, max: 40_000, orMore: true as const };
    expect(boundsJoined(floor, { min: 0, max: 55_000 }, "up to 55k")).toEqual({
      min: 40_000,
      max: 55_000,
    });
    expect(boundsJoined({ min: 40_000, max: 40_000 }, { min: 0, max: 55_000 }, "up to 55k")).toBe(
      undefined,
    );
  });
  it("the 250 mark in money words only", () => {
    expect(readMoney("budget is around the 250 mark")).toMatchObject({ min: 250_000 });
    expect(readMoney("staff numbers are around the 250 mark")).toBeUndefined();
  });
});

describe("dates", () => {
  it("a fiscal quarter as the month it ends in, the next to come", () => {
    expect(fiscalQuarters("our FY starts in July; live by fiscal Q3", now)).toContain("March 2027");
    expect(fiscalQuarters("live by Q3", now)).toBe("live by Q3");
    expect(statesFiscalYear("our FY starts in July")).toBe(true);
    expect(statesFiscalYear("live before our fiscal year ends in June")).toBe(false);
  });
  it("a date moved, not a system moved to", () => {
    expect(movesDate("that slipped to May")).toBe(true);
    expect(movesDate("they pushed it back to Q3")).toBe(true);
    expect(movesDate("we moved to Xero in 2019")).toBe(false);
    expect(readWhens("they pushed it back to April", now)[0]?.month).toBe("2027-04");
  });
});
