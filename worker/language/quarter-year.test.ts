/**
 * A quarter or a half with its year cut short ("Q1'28", "q3’27", "H2'27") is read with its year:
 * "Target go-live Q1'28" is March 2028, not the next first quarter.
 */
import { describe, expect, it } from "vitest";
import { normalise, readWhens } from ".";

const day = new Date("2026-11-23T10:00:00Z");

describe("a quarter or a half with a short year", () => {
  it.each([
    ["Target go-live Q1'28.", "2028-03"],
    ["we want to be live q3’27", "2027-09"],
    ["Go live in Q4 '27 at the latest", "2027-12"],
  ])("%s → %s", (text, month) => {
    expect(readWhens(text, day)[0]?.month).toBe(month);
  });

  it("written whole before any reader", () => {
    expect(normalise("H2'27 and Q1’28")).toBe("H2 2027 and Q1 2028");
    expect(normalise("it's Q3's numbers")).toBe("it's Q3's numbers");
  });
});
