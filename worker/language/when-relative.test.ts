import { describe, expect, it } from "vitest";
import { readWhens } from "./when";

/** Periods counted from the day they were said, seasons said with "in" or "this", two clauses. */
const now = new Date(Date.UTC(2026, 10, 23, 10));
const read = (text: string) => readWhens(text, now).map((w) => [w.kind, w.month]);

describe("dates from the day they were said", () => {
  it.each([
    ["we want to kick off next week", [["start", "2026-11"]]],
    ["We plan to start next month", [["start", "2026-12"]]],
    ["decide within a fortnight", [["decision", "2026-12"]]],
    ["we should decide by the end of next month", [["decision", "2026-12"]]],
    ["we go live this summer", [["go-live", "2027-08"]]],
    ["launch in the spring", [["go-live", "2027-05"]]],
    [
      "start in January, live by June",
      [
        ["start", "2027-01"],
        ["go-live", "2027-06"],
      ],
    ],
  ])("%s", (text, whens) => expect(read(text)).toEqual(whens));
});
