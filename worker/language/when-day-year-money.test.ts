/**
 * A year said after a day and month is kept, in the words and the month ("1 January 2028" is
 * January 2028, not the next January); a date the money must be committed, spent or signed by
 * is a decision date, never a go-live.
 */
import { describe, expect, it } from "vitest";
import { readWhen } from "./when";

const now = new Date(Date.UTC(2026, 10, 27));

describe("a year said with a day", () => {
  it.each([
    ["Go-live wanted 1 January 2028", "1 January 2028", "2028-01"],
    ["We need to be running on the new system by 15 March 2028.", "15 March 2028", "2028-03"],
    ["live by June 30th, 2028", "30 June 2028", "2028-06"],
    ["cutover on the 3rd of November 2027", "3 November 2027", "2027-11"],
  ])("%s", (text, shown, month) =>
    expect(readWhen(text, now)).toMatchObject({ text: shown, month }),
  );
  it("leaves a day with no year as said", () =>
    expect(readWhen("go live on 1 July", now)?.text).toBe("1 July"));
});

describe("a date the money is due by is a decision date", () => {
  it.each([
    "our fiscal year ends march 31 and the money has to be committed before then",
    "The grant has to be spent before the end of June 2027 or we lose it.",
    "the budget must be signed by 30 April 2027",
    "we have to commit the funding by February 2027",
  ])("%s", (text) => expect(readWhen(text, now)?.kind).toBe("decision"));
  it("keeps a go-live said beside the money as the go-live", () =>
    expect(readWhen("the funds are approved, we need it live by May 2027", now)?.kind).toBe(
      "go-live",
    ));
});
