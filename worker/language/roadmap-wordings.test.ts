import { describe, expect, it } from "vitest";
import { retracted } from "./corrections";
import { readMoney } from "./money";
import { readMove } from "./moves";
import { readCompanySize } from "./size";
import { readWhens } from "./when";

const now = new Date("2026-11-27T00:00:00Z");

describe("a figure changed by someone stands, the one before does not", () => {
  it.each([
    [
      "We had €150k, but finance trimmed it to €110k.",
      { min: 110_000, max: 110_000, currency: "EUR" },
    ],
    ["The board cut the budget down to £90k.", { min: 90_000, max: 90_000, currency: "GBP" }],
  ])("%s", (text, money) => expect(readMoney(text)).toEqual(money));

  it("leaves a sentence with no change alone", () => {
    expect(retracted("We have €150k for it.")).toBe("We have €150k for it.");
  });
});

describe("Swiss francs written 'Fr.'", () => {
  it.each([
    ["Fr. 150'000 max.", 150_000],
    ["Budget around SFr. 200'000.–", 200_000],
  ])("%s", (text, n) => expect(readMoney(text)).toEqual({ min: n, max: n, currency: "CHF" }));
});

describe("a company's size said by where it is, or shortened", () => {
  it.each([
    ["We're a medtech firm, about 450 across two countries.", 450],
    ["We're 90 over three sites.", 90],
    ["Headcount's 85, give or take.", 85],
  ])("%s", (text, n) => expect(readCompanySize(text)).toBe(n));

  it("a budget across sites is no headcount", () => {
    expect(readCompanySize("About €450k across two sites.")).toBeUndefined();
  });
});

describe("a date right after its kind, and a fiscal year", () => {
  it.each([
    ["Go-live October.", "go-live", "October"],
    ["Kick-off: January 2027", "start", "January 2027"],
    ["We'd sign in the new fiscal year.", "decision", "new fiscal year"],
    [
      "Live before the end of our financial year.",
      "go-live",
      "before the end of our financial year",
    ],
    ["Go-live FY27.", "go-live", "FY27"],
  ])("%s", (text, kind, shown) =>
    expect(readWhens(text, now).map((w) => [w.kind, w.text])).toEqual([[kind, shown]]),
  );
});

describe("a move said without a verb, or as leaving one for another", () => {
  it.each([
    ["Sage to NetSuite, 150 staff.", "Sage", "NetSuite"],
    ["From QuickBooks to Xero, ideally this year.", "QuickBooks", "Xero"],
    ["We're switching off Pipedrive for HubSpot.", "Pipedrive", "HubSpot"],
    ["We want to sunset our homegrown tool for Odoo.", "our homegrown tool", "Odoo"],
  ])("%s", (text, today, target) => expect(readMove(text)).toEqual({ today, target }));
});
