/**
 * Dates hung on a holiday (Easter's moving day, the summer holidays, new year), in a year said or
 * the next time they come; a month and year in figures; a plan's length from the day it was said.
 */
import { describe, expect, it } from "vitest";
import { easter, holidayMonth } from "./holidays";
import { readWhens } from "./when";

const now = new Date("2026-11-23T10:00:00Z");
const when = (text: string) => readWhens(text, now).map((w) => `${w.kind} ${w.month}`);
const month = (text: string) => readWhens(text, now)[0]?.month;

describe("holidays", () => {
  it.each([
    [2027, [2, 28]],
    [2026, [3, 5]],
    [2030, [3, 21]],
  ])("Easter %i falls on month %j", (year, day) => {
    expect(easter(year)).toEqual(day);
  });

  it.each([
    ["over the Easter weekend", [2027, 2]],
    ["by the summer holidays", [2027, 6]],
    ["before new year's eve", [2026, 11]],
    ["happy new year", undefined],
  ])("%s → the next one, %j", (text, want) => {
    expect(holidayMonth(text, now)).toEqual(want);
  });

  it.each([
    ["We want to go live before Christmas next year.", "2027-12"],
    ["Launch by Easter 2028.", "2028-04"],
    ["By new year 2028 we should be running.", "2028-01"],
    ["We want to go live before Christmas.", "2026-12"],
  ])("%s → in the year said: %s", (text, want) => {
    expect(month(text)).toBe(want);
  });
});

describe("a holiday, figures or a plan's length as a date", () => {
  it.each([
    ["We'd like the cut-over over the Easter weekend.", ["go-live 2027-03"]],
    ["New year, new system.", ["go-live 2027-01"]],
    [
      "We sign in January and want to be up by the summer holidays.",
      ["decision 2027-01", "go-live 2027-07"],
    ],
    ["Go-live is pencilled for 3/2027.", ["go-live 2027-03"]],
    ["Launch date is 15.06.2027.", ["go-live 2027-06"]],
    ["Looking at an 18-month horizon.", ["go-live 2028-05"]],
  ])("%s → %j", (text, want) => {
    expect(when(text)).toEqual(want);
  });

  it.each([
    ["pencilled for 3/2027", "March 2027"],
    ["a 6 month timeline", "6 months"],
  ])("%s is shown as %s", (text, shown) => {
    expect(readWhens(text, now)[0]?.text).toBe(shown);
  });
});
