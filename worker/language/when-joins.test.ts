import { describe, expect, it } from "vitest";
import { readWhens } from "./when";
import { nextWhen, standingWhen } from "./when-fold";

const now = new Date("2026-11-23T10:00:00Z");
const read = (s: string) => readWhens(s, now).map((w) => `${w.kind} ${w.month}`);

describe("dates of different kinds joined in one sentence", () => {
  it.each([
    [
      "We'll pick a vendor before Christmas and roll out in the spring.",
      ["decision 2026-12", "go-live 2027-05"],
    ],
    ["Decision in February with go-live in September.", ["decision 2027-02", "go-live 2027-09"]],
    ["We'd start in January then be live by October.", ["start 2027-01", "go-live 2027-10"]],
    [
      "Decide by the end of next quarter and go live after the summer.",
      ["decision 2027-03", "go-live 2027-09"],
    ],
  ])("%s", (said, want) => expect(read(said)).toEqual(want));
  it.each([
    [
      "We'll choose a partner in Q1 before going live in Q4.",
      ["decision 2027-03", "go-live 2027-12"],
    ],
    [
      "After the summer we'll kick off, aiming to be live by March 2028.",
      ["start 2027-09", "go-live 2028-03"],
    ],
    ["We must be live before FY28 starts in July.", ["go-live 2027-07"]],
    ["Go-live in Q3 2027 after a pilot in May.", ["go-live 2027-09"]],
  ])("%s (a second round, written after the first fixes)", (said, want) =>
    expect(read(said)).toEqual(want),
  );
  it("keeps a part naming no kind with the words before it", () => {
    expect(read("We need it live by June and that is firm.")).toEqual(["go-live 2027-06"]);
  });
});

describe("a sum is no date", () => {
  it("reads the month after a decimal figure in millions", () => {
    expect(read("GBP 2.4M, decision by March.")).toEqual(["decision 2027-03"]);
    expect(read("€1.5m, live in June")).toEqual(["go-live 2027-06"]);
  });
});

describe("a month put in place of one taken back", () => {
  it("is read, even May", () => {
    expect(read("Not March, May.")).toEqual(["go-live 2027-05"]);
    expect(read("not June, July")).toEqual(["go-live 2027-07"]);
  });
});

describe("the date a message sets", () => {
  it("is its go-live, else its start, else the first", () => {
    const [d, s] = readWhens("Must decide before Christmas; we start the project in April.", now);
    expect(standingWhen([d!, s!])).toBe(s);
    expect(standingWhen([d!])).toBe(d);
  });
});

describe("a month put in place of one taken back, as the lead folds it", () => {
  it("replaces the date said before and keeps its kind", () => {
    const march = readWhens("We want the new platform live in March.", now)[0]!;
    const may = readWhens("Not March, May.", now)[0]!;
    expect(nextWhen(march, may, "Not March, May.")).toMatchObject({
      kind: "go-live",
      month: "2027-05",
    });
  });
});
