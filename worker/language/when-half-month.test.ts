/** Half of a month is that month; half of a year ends in June or December; a year that begins is no start. */
import { expect, it } from "vitest";
import { readWhen, readWhens } from "./when";

const at = new Date("2026-11-23T10:00:00Z");
it.each([
  ["We're hoping to start the project in the second half of January.", "2027-01"],
  ["Go-live in the first half of March.", "2027-03"],
  ["Go-live in the second half of next year.", "2027-12"],
  ["Live in H1 2027.", "2027-06"],
])("%s → %s", (text, month) => {
  expect(readWhen(text, at)?.month).toBe(month);
});

it.each([
  ["Our new financial year begins 1 July, we must be live by then.", "go-live", "2027-07"],
  ["We need it before the school term starts in September.", "go-live", "2027-09"],
  ["We'd start in March, once our fiscal year begins.", "start", "2027-03"],
])("a period of the calendar starting is no start of the project: %s", (text, kind, month) => {
  const when = readWhen(text, at);
  expect([when?.kind, when?.month]).toEqual([kind, month]);
});

it("a kind pointing back with 'then' is the kind of the date stated before it", () => {
  const whens = readWhens(
    "Must decide before Christmas; our next fiscal year starts in April and we start the project then.",
    at,
  );
  expect(whens.map((w) => `${w.kind} ${w.month}`)).toEqual(["decision 2026-12", "start 2027-04"]);
});
