/**
 * Second probes of round h24, written after its fixes and not tuned on: new wordings of each class
 * fixed — a day with a two-figure year, year first or written the Swiss way; a span counted from a
 * date said before; a fiscal year's quarter named by its year; a sum in a currency the facts
 * cannot hold; names in brackets or set beside their kind; a system being retired; a size that is
 * no company; a target no table knows after "ditching … for".
 */
import { describe, expect, it } from "vitest";
import { budgetSaid as budget, timelineSaid as timeline } from "./lead.test-kit";

describe("dates (second probes, h24)", () => {
  it.each([
    ["cut-over planned for 1.4.27", "go-live 2027-04"],
    ["the board signs on 28/02/27", "decision 2027-02"],
    ["target go-live: 2027/09/01", "go-live 2027-09"],
    ["we need to be live by the 1. April 2027", "go-live 2027-04"],
    ["kick-off 04.01.27, go live 30.06.27", "go-live 2027-06"],
    ["we sign in January and need to be live inside of 8 months of signing", "go-live 2027-09"],
    ["kick-off is in March; launch 4 months from kick-off", "go-live 2027-07"],
    ["our financial year starts in April, live in Q2 FY28", "go-live 2027-09"],
    ["FY ends 30 June; go-live FY27 Q4", "go-live 2027-06"],
  ])("%s → %s", (said, want) => expect(timeline(said)).toBe(want));
});

describe("sums in a currency the facts cannot hold (second probes, h24)", () => {
  it.each(["we've got 150 to 200k NZD", "somewhere between R2m and R3m"])("%s", (said) =>
    expect(budget(said)).toBeNull(),
  );
});
