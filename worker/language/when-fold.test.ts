/**
 * Which date stands after one more message, the one rule the lead's facts and Clarity's memory
 * share: a year corrected alone keeps the month and is shown as the date it now is, a go-live is
 * never pushed out by a later start, and a date counted from one said in an earlier message is
 * counted from it and shown as the month it lands on.
 */
import { describe, expect, it } from "vitest";
import { readWhens } from "./when";
import { nextWhen } from "./when-fold";

const NOV_2026 = new Date(Date.UTC(2026, 10, 27, 10));

describe("the date after one more message", () => {
  it("a year alone corrects the year, the month said before stands and is shown", () => {
    const before = readWhens("We want to go live in October 2027.", NOV_2026)[0]!;
    const said = "Sorry, 2028, not 2027.";
    const next = nextWhen(before, readWhens(said, NOV_2026)[0]!, said);
    expect(next).toMatchObject({ kind: "go-live", month: "2028-10", text: "October 2028" });
  });

  it("a start said after the go-live does not replace it", () => {
    const live = readWhens("We must be live by July.", NOV_2026)[0]!;
    const said = "We'd like to kick off in January.";
    expect(nextWhen(live, readWhens(said, NOV_2026)[0]!, said)).toEqual(live);
  });
});

describe("a date counted from one said in an earlier message", () => {
  it("is counted from that month and shown as the month it lands on", () => {
    const [when] = readWhens("We'd want to be live four months after that.", NOV_2026, "2027-02");
    expect(when).toMatchObject({ kind: "go-live", month: "2027-06" });
    expect(when!.text).toMatch(/^June 2027/);
  });

  it("with nothing said before, there is nothing to count from", () => {
    const whens = readWhens("We'd want to be live four months after that.", NOV_2026);
    expect(whens.every((w) => w.month !== "2027-06")).toBe(true);
  });
});
