/**
 * What a date is the date of (go-live, start, decision) and which date stands: a decision and a
 * go-live in one message, a point in a period that is no start, a month in brackets, a date taken
 * back, and a call's date that is no project date.
 */
import { describe, expect, it } from "vitest";
import { readWhens } from "./when";

const now = new Date("2026-11-23T10:00:00Z");
const when = (text: string) => readWhens(text, now).map((w) => `${w.kind} ${w.month}`);

describe("a date's kind", () => {
  it.each([
    ["Aiming for the beginning of Q2.", ["go-live 2027-04"]],
    ["We kick off at the start of Q2.", ["start 2027-04"]],
    ["Live in Q2.", ["go-live 2027-06"]],
    ["By the start of the new school year (September) we must be on it.", ["go-live 2027-09"]],
    ["We'd begin the rollout in March 2027.", ["start 2027-03"]],
    ["We'd kick off the implementation in May 2027.", ["start 2027-05"]],
    ["We start in March and launch in June 2027.", ["start 2027-03", "go-live 2027-06"]],
  ])("%s → %j", (text, want) => {
    expect(when(text)).toEqual(want);
  });

  it.each([
    ["Board signs off in March, and we'd want to be live in Q4 2027.", "Q4 2027"],
    ["The decision is due by end of January, go-live next October.", "October"],
  ])("%s → a decision, then the go-live %s", (text, live) => {
    const whens = readWhens(text, now);
    expect(whens.map((w) => w.kind)).toEqual(["decision", "go-live"]);
    expect(whens[1]?.text).toBe(live);
  });

  it("takes settling on a vendor as the decision and being running as the go-live", () => {
    const whens = readWhens(
      "We need to settle on a vendor by February and be running by the autumn of 2027.",
      now,
    );
    expect(whens.map((w) => w.kind)).toEqual(["decision", "go-live"]);
  });

  it("takes the month of the date that stands, not of the one dropped", () => {
    const [w] = readWhens("And June won't happen — think September 2027 instead.", now);
    expect(w?.text).toBe("September 2027");
    expect(w?.month).toBe("2027-09");
  });
});

describe("a call's date is no project date", () => {
  it("skips a date in a sentence about getting in touch", () => {
    expect(readWhens("Happy to jump on a call next week.", now)).toEqual([]);
    expect(readWhens("Can we speak on Monday 7 December?", now)).toEqual([]);
  });
  it("keeps one that also names what it is the date of", () => {
    expect(readWhens("Call me - we need to go live by March 2027.", now)[0]?.month).toBe("2027-03");
  });
});
