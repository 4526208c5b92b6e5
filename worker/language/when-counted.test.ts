/**
 * A date counted from another date ("six months after that", "three months after signing in May
 * 2027") and "begin of" as a second language writes "the beginning of".
 */
import { describe, expect, it } from "vitest";
import { readWhens } from "./when";

const now = new Date("2026-11-23T10:00:00Z");
const when = (text: string) => readWhens(text, now).map((w) => `${w.kind} ${w.month}`);

describe("a date counted from another date", () => {
  it.each([
    [
      "We sign the contract in March and want to go live six months after that.",
      ["decision 2027-03", "go-live 2027-09"],
    ],
    ["Go-live would be three months after signing in May 2027.", ["go-live 2027-08"]],
    // The date counted from was only stated: it is no target of its own.
    ["Our year end is in March; we'd go live two months after that.", ["go-live 2027-05"]],
    ["Kick-off in February, then live a quarter after that.", ["start 2027-02", "go-live 2027-05"]],
  ])("%s → %j", (text, want) => {
    expect(when(text)).toEqual(want);
  });

  it("counts nothing from now or today", () => {
    expect(when("We sign in March and go live six months from today.")).not.toContain(
      "go-live 2027-09",
    );
  });
});

describe("'begin of' is the beginning of", () => {
  it.each([
    ["We want go live on begin of 2027.", ["go-live 2027-01"]],
    ["Start of project we want on begin of April 2027.", ["start 2027-04"]],
  ])("%s → %j", (text, want) => {
    expect(when(text)).toEqual(want);
  });
});
