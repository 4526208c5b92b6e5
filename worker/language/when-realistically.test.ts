/**
 * A date said again more realistically is the later one (h43): "by the end of June next year,
 * though realistically July" is July; "Q2 2027, say May" is May. A choice made after a shortlist
 * is the decision: "shortlist by January, vendor chosen by March" decides in March.
 */
import { describe, expect, it } from "vitest";
import { readWhens } from "./when";

const now = new Date("2026-11-23T10:00:00Z");
const read = (s: string) => readWhens(s, now).map((w) => `${w.kind} ${w.month}`);

describe("a date said again", () => {
  it.each([
    [
      "we'd want to go live by the end of June next year, though realistically July",
      "go-live 2027-07",
    ],
    ["target go-live is Q2 2027, say May", "go-live 2027-05"],
    ["live in March, more likely April to be honest", "go-live 2027-04"],
    ["start in September, or October realistically", "start 2027-10"],
  ])("%s", (said, when) => expect(read(said)).toEqual([when]));
});

describe("a shortlist and then the choice", () => {
  it.each([
    ["shortlist by January, vendor chosen by March", "decision 2027-03"],
    ["long list in December, shortlist by February, decision in April", "decision 2027-04"],
    ["we'll have a shortlist in February and pick a supplier in April", "decision 2027-04"],
  ])("%s", (said, when) =>
    expect(read(said).filter((w) => w.startsWith("decision"))).toEqual([when]),
  );
});
