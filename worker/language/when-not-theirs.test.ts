import { describe, expect, it } from "vitest";
import { readWhen, readWhens } from "./when";

const now = new Date("2026-11-27T12:00:00Z");

describe("a date asked of us", () => {
  it.each([
    "if we book now can you start before Christmas?",
    "could your team realistically be done by the end of January?",
    "are you able to kick this off in early March",
  ])("is no date of their project: %s", (said) => {
    expect(readWhens(said, now)).toEqual([]);
  });
});

it("keeps a date of theirs said after what is asked of us", () => {
  expect(readWhens("could you be done before the board decides in February?", now)).toEqual([
    expect.objectContaining({ month: "2027-02" }),
  ]);
});

describe("a date told as a deed already done", () => {
  it.each([
    "Monterrey isn't ours anymore, sold it in the spring",
    "we opened the new depot in the summer",
    "our old CFO left and the new one joined in September",
    "we tried a CRM rollout in the spring and it flopped",
    "switched payroll providers in March",
  ])("dates no project: %s", (said) => {
    expect(readWhens(said, now)).toEqual([]);
  });

  it.each([
    ["we want it live by the spring", "go-live"],
    ["sold on the idea, we need it live by March", "go-live"],
    ["it has to be finished in June", "go-live"],
    ["we moved the go-live to the spring", "go-live"],
    ["we'll have opened the new site by March, so go live after that", "go-live"],
    ["can you help us go live by March?", "go-live"],
    ["the old system is replaced in March", "go-live"],
    ["you'll need to be done by June, can you start in January?", "go-live"],
  ])("keeps a date still to come: %s", (said, kind) => {
    expect(readWhen(said, now)?.kind).toBe(kind);
  });
});

describe("a deed of the past said with its subject", () => {
  it.each([
    "we rolled out Teams in the summer and nobody uses it",
    "our founder stepped down in the spring",
    "we took over a competitor in March",
  ])("dates no project: %s", (said) => {
    expect(readWhens(said, now)).toEqual([]);
  });

  it.each([
    "we decided to go live in June",
    "we agreed we would launch in the spring",
    "it was meant to be live by March",
  ])("keeps a plan decided before: %s", (said) => {
    expect(readWhens(said, now)).toHaveLength(1);
  });
});

describe("a condition with its own date", () => {
  it("keeps each date with its own kind", () => {
    expect(readWhens("is April even realistic if we start in January?", now)).toEqual([
      expect.objectContaining({ kind: "go-live", month: "2027-04" }),
      expect.objectContaining({ kind: "start", month: "2027-01" }),
    ]);
    expect(readWhens("kick off in March if the board approves", now)).toEqual([
      expect.objectContaining({ kind: "start", month: "2027-03" }),
    ]);
  });
});
