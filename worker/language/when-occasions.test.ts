import { describe, expect, it } from "vitest";
import { readWhens } from "./when";

/** An occasion named by its month, and a date that follows from another (033). */
const now = new Date("2026-11-23T10:00:00Z");
const months = (text: string) => readWhens(text, now).map((w) => `${w.kind} ${w.month}`);

describe("a month naming an occasion the date is for", () => {
  it("reads 'for the January rush', 'before our March intake'", () => {
    expect(months("Ideally live for the January rush.")).toEqual(["go-live 2027-01"]);
    expect(months("we need it in place before our March intake")).toEqual(["go-live 2027-03"]);
  });
});

describe("a date said as what follows from another", () => {
  it("takes the date the words name over the one only stated", () => {
    expect(months("Transport Canada audit is in June so we need it live by May")).toEqual([
      "go-live 2027-05",
    ]);
  });
  it("keeps a date only stated when no other of its kind is named", () => {
    expect(months("June is realistic. We'd start in January")).toEqual([
      "go-live 2027-06",
      "start 2027-01",
    ]);
  });
});

describe("an event's month said beside it", () => {
  it("takes the month of a clause about the event", () => {
    expect(
      months(
        "We want to be up and running before harvest, which starts in February down here in NZ.",
      ),
    ).toEqual(["go-live 2027-02"]);
  });
  it("reads 'goes back in' as ahead, and a month set after a comma", () => {
    expect(months("ideally done by the time school goes back in late January")).toEqual([
      "go-live 2027-01",
    ]);
    expect(months("we'd like to launch at the start of our peak season, mid-October")).toEqual([
      "go-live 2027-10",
    ]);
  });
});
