/**
 * Round h24's classes (first play of tuned-h24 and language-tuned-h24): a day written with a
 * two-figure year ("31/3/27", "15.01.27") or year first ("2027-06-30"); a span counted within or
 * from a date said before ("within 6 months of that", "9 months from then"); a fiscal year's
 * quarter named by its year ("FY28 Q1" of a year starting in October); a range in a currency the
 * facts cannot hold leaks no figure ("NZ$180k-220k"); a system said to be replaced by another.
 */
import { describe, expect, it } from "vitest";
import { otherCurrencySum, readMoney } from "../language/money";
import { readMove } from "../language/moves";
import { readWhens } from "../language/when";
import { timelineSaid as timeline } from "./lead.test-kit";

const now = new Date("2026-11-23T10:00:00Z");

describe("dates in figures", () => {
  it.each([
    ["go live 31/3/27", "go-live 2027-03"],
    ["decision by 15/01/27, go live 31/3/27", "go-live 2027-03"],
    ["go-live 31.3.27", "go-live 2027-03"],
    ["live by 2027-06-30", "go-live 2027-06"],
  ])("%s → %s", (said, want) => expect(timeline(said)).toBe(want));

  it("shows a day written year first as a day", () => {
    expect(readWhens("live 2027-03-31", now)[0]?.text).toBe("31 March 2027");
  });

  it("reads no date in a range of counts", () => {
    expect(readWhens("we have 3-4-25 people", now)).toEqual([]);
  });
});

describe("a span counted from a date said before", () => {
  it.each([
    [
      "we'd kick off after the holidays and want to be live within 6 months of that",
      "go-live 2027-07",
    ],
    ["we sign in March and go live 9 months from then", "go-live 2027-12"],
    ["we start in February, live within a year of kick-off", "go-live 2028-02"],
  ])("%s → %s", (said, want) => expect(timeline(said)).toBe(want));
});

describe("a fiscal year's quarter named by its year", () => {
  it.each([
    ["our fiscal year starts October 1 and we want to be live in FY28 Q1.", "go-live 2027-12"],
    ["FY runs July to June; live by Q3 FY27", "go-live 2027-03"],
  ])("%s → %s", (said, want) => expect(timeline(said)).toBe(want));
});

describe("a range in a currency the facts cannot hold", () => {
  it.each(["Budget NZ$180k-220k.", "NZD 90-110k", "90-110k NZD", "between 90k and 110k NZD"])(
    "%s is no budget",
    (said) => {
      expect(readMoney(said)).toBeUndefined();
      expect(otherCurrencySum(said)).toBe(true);
    },
  );
  it("a held currency's sum is none of them", () => {
    expect(otherCurrencySum("budget is $200k")).toBe(false);
  });
});

describe("a system said to be replaced", () => {
  it("names today's system and the target", () => {
    expect(readMove("Sage is being replaced by Xero.")).toEqual({ today: "Sage", target: "Xero" });
    expect(readMove("Our case management system, Proclaim, is being replaced.")).toMatchObject({
      target: "",
    });
  });
});
