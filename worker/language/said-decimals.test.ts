import { describe, expect, it } from "vitest";
import { readMoney } from "./money";
import { figures, unitValue } from "./numbers";

describe("a decimal point said as a word, and 'mill' for a million", () => {
  it("writes 'one point two' as 1.2 before a scale or unit", () => {
    expect(figures("one point two million")).toMatch(/^1200000/);
    expect(figures("about two point five k")).toMatch(/2\.5 k/);
    expect(figures("3 point seven five mil")).toMatch(/3\.75 mil/);
  });

  it("reads the amounts they make", () => {
    expect(readMoney("one point two million dollars", true)).toMatchObject({ min: 1_200_000 });
    expect(unitValue("mill")).toBe(1_000_000);
  });

  it("reads 'a quarter mil' as a quarter of a million", () => {
    expect(figures("Add Globex, a quarter mil")).toMatch(/0\.25 mil/);
  });

  it("leaves 'point' between other words alone", () => {
    expect(figures("a good point two of them raised")).toBe("a good point 2 of them raised");
  });
});
