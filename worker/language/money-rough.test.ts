import { describe, expect, it } from "vitest";
import { readMoney } from "./money";
import { readRoughAmount } from "./money-rough";
import { figures } from "./numbers";

/** An amount said roughly: one figure and what was assumed (docs/decisions/033). */
const read = (text: string) =>
  readRoughAmount(text, {
    amount: (s) => readMoney(s, true)?.max,
    range: (s) => {
      const m = readMoney(s, true);
      return m && m.min !== m.max ? { min: m.min, max: m.max } : undefined;
    },
  });

describe("an amount said roughly", () => {
  it("reads a loose count before a scale as that many of it", () => {
    expect(read("worth a few hundred grand")).toEqual({
      value: 300_000,
      said: "a few hundred grand",
    });
    expect(read("a couple of million, maybe")?.value).toBe(2_000_000);
    // Too small to be a deal's amount: no reading.
    expect(read("a couple hundred")).toBeUndefined();
  });

  it("reads a band of a number of figures as its middle, with the band's span", () => {
    expect(read("high five figures")).toEqual({
      value: 80_000,
      said: "high five figures",
      min: 70_000,
      max: 99_999,
    });
    expect(read("low 6-figures")?.value).toBe(200_000);
  });

  it("reads two figures given as one estimate as their middle, and a choice as none", () => {
    expect(read("ballpark 40 to 60k")).toEqual({ value: 50_000, min: 40_000, max: 60_000 });
    expect(read("in the 300-400k region")?.value).toBe(350_000);
    expect(read("40 to 60k")).toBeUndefined();
    expect(read("40 or 60k")).toBeUndefined();
  });

  it("reads a figure said near a bound as the figure, keeping the bound to say back", () => {
    expect(read("just shy of 75k")).toEqual({ value: 75_000, bound: "just shy of" });
    expect(read("close to signing")).toBeUndefined();
  });

  it("reads three quarters of a unit or a scale", () => {
    expect(figures("three quarters of a million")).toContain("750000");
    expect(figures("three-quarters of a mil")).toBe("0.75 mil");
  });
});
