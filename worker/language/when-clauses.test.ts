/**
 * Dates of several kinds in one sentence, by the sentence's shape (docs/decisions/033): a date
 * inside "after / once …" is of that clause's event; one added with "ideally" or "at the latest"
 * is of the main verb; a correction that takes back another date's month leaves the go-live.
 */
import { describe, expect, it } from "vitest";
import { readWhens } from "./when";
import { correctsAnother, nextWhen, standingWhen } from "./when-fold";

const NOW = new Date("2026-11-23T10:00:00Z");
const dates = (s: string) => readWhens(s, NOW).map((w) => `${w.kind} ${w.month}`);

describe("dates joined by after, once, ideally, at the latest", () => {
  it.each([
    [
      "Rollout after the board signs off in January, ideally by April.",
      ["decision 2027-01", "go-live 2027-04"],
    ],
    [
      "Launch after the committee approves it in February, ideally by June.",
      ["decision 2027-02", "go-live 2027-06"],
    ],
    [
      "We go live in November at the latest, once the board approves the spend in June.",
      ["go-live 2027-11", "decision 2027-06"],
    ],
    [
      "Go live when the new year starts, by January at the latest",
      ["go-live 2027-01", "start 2027-01"],
    ],
    ["Go-live would be three months after signing in May 2027.", ["go-live 2027-08"]],
    [
      "Go-live once the board has signed off in January — April at the latest.",
      ["decision 2027-01", "go-live 2027-04"],
    ],
    ["Ideally we're live before the end of the year.", ["go-live 2026-12"]],
    [
      "After the summer we'll kick off, aiming to be live by March 2028.",
      ["start 2027-09", "go-live 2028-03"],
    ],
  ])("%s", (said, want) => {
    expect(dates(said)).toEqual(want);
  });

  it("a correction of the decision's month leaves the go-live standing", () => {
    const goLive = standingWhen(readWhens("Decision in January, go-live in May.", NOW))!;
    const text = "Sorry, the decision is in February, not January.";
    expect(correctsAnother(goLive, text)).toBe(true);
    expect(nextWhen(goLive, readWhens(text, NOW)[0]!, text)).toEqual(goLive);
    const fixed = "Sorry, go-live in June, not May.";
    expect(nextWhen(goLive, readWhens(fixed, NOW)[0]!, fixed).month).toBe("2027-06");
  });
});
