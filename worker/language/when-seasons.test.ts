/** A season or the middle of a year as a date, with its part and a year cut short. */
import { describe, expect, it } from "vitest";
import { readWhen } from "./when";

const now = new Date("2026-11-23T10:00:00Z");
const when = (text: string) => {
  const w = readWhen(text, now);
  return w ? `${w.kind} ${w.month}` : null;
};

describe("a season as a date", () => {
  it("reads its start, middle and end", () => {
    expect(when("go live in early summer")).toBe("go-live 2027-06");
    expect(when("we need to be live by the end of the summer")).toBe("go-live 2027-08");
    expect(when("go-live late spring")).toBe("go-live 2027-05");
    expect(when("kick off at the start of the autumn")).toBe("start 2027-09");
    expect(when("live after the summer")).toBe("go-live 2027-09");
  });

  it("reads a season said before what happens in it", () => {
    expect(when("early summer go-live")).toBe("go-live 2027-06");
    expect(when("aiming for a summer launch")).toBe("go-live 2027-08");
  });

  it("reads a season or a month with its year cut short", () => {
    expect(when("go-live spring '27")).toBe("go-live 2027-05");
    expect(when("decision by March '27")).toBe("decision 2027-03");
  });

  it("reads the middle of a year as June", () => {
    expect(when("go-live by mid-year")).toBe("go-live 2027-06");
    expect(when("live by the middle of next year")).toBe("go-live 2027-06");
  });

  it("leaves a season that dates nothing alone", () => {
    expect(when("our summer was busy")).toBeNull();
    expect(when("the mid-year review went well")).toBeNull();
  });
});

describe("a month said again after an event", () => {
  it("takes the month after 'so' as the date meant, with or without its year", () => {
    expect(when("we need it in before the next peak, so September")).toBe("go-live 2027-09");
  });
});
