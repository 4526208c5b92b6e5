import { describe, expect, it } from "vitest";
import { easter, holidayMonth } from "./holidays";
import { readWhens } from "./when";

const now = new Date("2026-11-23T10:00:00Z");
const when = (text: string) => readWhens(text, now).map((w) => `${w.kind} ${w.month}`);

describe("dates hung on holidays, written in figures, or as a plan's length", () => {
  it("finds Easter's moving day", () => {
    expect(easter(2027)).toEqual([2, 28]);
    expect(easter(2026)).toEqual([3, 5]);
    expect(easter(2030)).toEqual([3, 21]);
  });

  it("reads the next holiday named", () => {
    expect(holidayMonth("over the Easter weekend", now)).toEqual([2027, 2]);
    expect(holidayMonth("by the summer holidays", now)).toEqual([2027, 6]);
    expect(holidayMonth("before new year's eve", now)).toEqual([2026, 11]);
    expect(holidayMonth("happy new year", now)).toBeUndefined();
  });

  it("gives a holiday's month and a go-live to a cut-over or 'be up'", () => {
    expect(when("We'd like the cut-over over the Easter weekend.")).toEqual(["go-live 2027-03"]);
    expect(when("New year, new system.")).toEqual(["go-live 2027-01"]);
    expect(when("We sign in January and want to be up by the summer holidays.")).toEqual([
      "decision 2027-01",
      "go-live 2027-07",
    ]);
  });

  it("reads a month and year in figures", () => {
    expect(when("Go-live is pencilled for 3/2027.")).toEqual(["go-live 2027-03"]);
    expect(when("Launch date is 15.06.2027.")).toEqual(["go-live 2027-06"]);
    expect(readWhens("pencilled for 3/2027", now)[0]?.text).toBe("March 2027");
  });

  it("reads a plan's length from the day it was said", () => {
    expect(when("Looking at an 18-month horizon.")).toEqual(["go-live 2028-05"]);
    expect(readWhens("a 6 month timeline", now)[0]?.text).toBe("6 months");
  });

  it("takes a start verb governing a go-live word as the start", () => {
    expect(when("We'd begin the rollout in March 2027.")).toEqual(["start 2027-03"]);
    expect(when("We'd kick off the implementation in May 2027.")).toEqual(["start 2027-05"]);
    expect(when("We start in March and launch in June 2027.")).toEqual([
      "start 2027-03",
      "go-live 2027-06",
    ]);
  });
});
