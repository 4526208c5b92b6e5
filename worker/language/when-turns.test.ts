/** Dates by their own small readers (when-turns.ts): a calendar week, a span in days, the school year. */
import { describe, expect, it } from "vitest";
import { readWhen } from "./when";

const now = new Date("2026-11-23T10:00:00Z");
const when = (text: string) => {
  const w = readWhen(text, now);
  return w ? `${w.kind} ${w.month}` : null;
};

describe("a calendar week", () => {
  it.each([
    ["Target go-live is week 14 of 2027, hard stop.", "go-live 2027-04"],
    ["go live KW 14", "go-live 2027-04"],
    ["we'd start in wk 3 2027", "start 2027-01"],
    ["go-live: CW 40/2027", "go-live 2027-10"],
  ])("%s → %s", (said, want) => expect(when(said)).toBe(want));

  it("a week of the project is none", () => {
    expect(when("in week 2 of the rollout we train the drivers")).not.toBe("go-live 2027-01");
  });
});

describe("a span in days", () => {
  it.each([
    ["We have to make a decision within the next 90 days.", "decision 2027-02"],
    ["we want to be live in 60 days", "go-live 2027-01"],
  ])("%s → %s", (said, want) => expect(when(said)).toBe(want));
});

describe("the school year", () => {
  it.each([
    ["We'd need to be up and running by the end of the school year.", "go-live 2027-06"],
    ["live before the new academic year", "go-live 2027-09"],
    ["live before the academic year begins in June 2027", "go-live 2027-06"],
  ])("%s → %s", (said, want) => expect(when(said)).toBe(want));
});
