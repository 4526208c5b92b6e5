import { describe, expect, it } from "vitest";
import { readWhens } from "./when";

/** Dates in figures, windows of months, sums' spans and dates counted from another thing's (033). */
const now = new Date("2026-11-23T10:00:00Z");
const months = (text: string) => readWhens(text, now).map((w) => `${w.kind} ${w.month}`);

describe("a full date in figures", () => {
  it("takes a part over 12 as the day, whichever side it is on", () => {
    expect(months("The contract has to be signed by 03/31/2027")).toEqual(["decision 2027-03"]);
    expect(months("we sign on 14/02/2027")).toEqual(["decision 2027-02"]);
  });
  it("reads slashes month-first only where the words point at the US", () => {
    expect(months("the $ budget gets signed 04/05/2027")).toEqual(["decision 2027-04"]);
    expect(months("the board decides 04.05.2027")).toEqual(["decision 2027-05"]);
  });
});

describe("a window of months", () => {
  it("is its end, the latest the window allows", () => {
    expect(months("we'd go live sometime between July and August")).toEqual(["go-live 2027-08"]);
    expect(months("we want to launch sometime between march and may next year")).toEqual([
      "go-live 2027-05",
    ]);
    expect(months("the board wants it live from late may to the end of july")).toEqual([
      "go-live 2027-07",
    ]);
  });
});

describe("a span a sum is spread over", () => {
  it("is the sum's term, not a deadline", () => {
    expect(months("we've set aside €1.5 Mio for this ex VAT, spread over three years.")).toEqual(
      [],
    );
    expect(months("£200k over 2 years, live by June")).toEqual(["go-live 2027-06"]);
    expect(months("$200k budget and we want it live over the next 2 years")).toEqual([
      "go-live 2028-11",
    ]);
  });
});

describe("a date counted from another thing's", () => {
  it("drops the other thing's date when the count is an earlier step than it", () => {
    expect(
      months("Our new ERP goes live in February and we'd start with you two months after that."),
    ).toEqual(["start 2027-04"]);
    expect(
      months(
        "The new payroll platform launches in January; we'd like to begin with you about a quarter after that",
      ),
    ).toEqual(["start 2027-04"]);
  });
  it("keeps our own date counted from", () => {
    expect(months("we go live in March and decide on phase 2 a quarter after that")).toEqual([
      "go-live 2027-03",
      "decision 2027-06",
    ]);
  });
});

describe("the year a sum is for", () => {
  it("dates no project", () => {
    expect(
      months(
        "We've been allocated a budget in the region of £150,000 to £175,000 for the 2027/28 financial year",
      ),
    ).toEqual([]);
    expect(months("we have 200k for FY27 and want to go live in June")).toEqual([
      "go-live 2027-06",
    ]);
  });
});
