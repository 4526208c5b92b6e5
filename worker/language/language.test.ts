import { describe, expect, it } from "vitest";
import {
  callWish,
  callWishIn,
  companyFromMessages,
  figures,
  normalise,
  readCompanySize,
  readMoney,
  readMove,
  readPhone,
  readWhens,
} from "./index";

const now = new Date("2026-11-23T12:00:00Z");

describe("the language module", () => {
  it.each([
    ["two hundred and fifty thousand euros", { min: 250_000, max: 250_000, currency: "EUR" }],
    ["our buget is aprox 300k", { min: 300_000, max: 300_000 }],
    ["somewhere around 80-ish k", { min: 80_000, max: 80_000 }],
    ["between 30 and 40 thousand dollars", { min: 30_000, max: 40_000 }],
    ["£120 grand", { min: 120_000, max: 120_000, currency: "GBP" }],
    ["350.000 €", { min: 350_000, max: 350_000, currency: "EUR" }],
    ["sorry I meant 200k not 120k", { min: 200_000, max: 200_000 }],
    ["a quarter million CHF", { min: 250_000, max: 250_000, currency: "CHF" }],
    ["one and a half million", undefined],
    ["budget is one and a half million", { min: 1_500_000, max: 1_500_000 }],
    ["we have 250 people and a 1,200,000 budget", { min: 1_200_000, max: 1_200_000 }],
    ["about 90 staff", undefined],
    ["go live in 2027", undefined],
  ])("reads money in %j", (text, money) => {
    expect(readMoney(text)).toEqual(money);
  });

  it.each([
    ["the company is about 450 people", 450],
    ["we're abt 200 ppl", 200],
    ["a 150-person insurance brokerage", 150],
    ["headcount of 1.2k", 1200],
    ["sorry, 90 staff not 60", 90],
    ["finance is 8 people", undefined],
    ["we have two hundred employees", 200],
    ["120-ish employees", 120],
  ])("reads a company's size in %j", (text, size) => {
    expect(readCompanySize(text)).toBe(size);
  });

  it("reads each date with its kind and month, against the day it was said", () => {
    expect(readWhens("we need to decide by mid January and go live in Q4", now)).toEqual([
      { kind: "decision", text: "mid January", month: "2027-01" },
      { kind: "go-live", text: "Q4", month: "2027-12" },
    ]);
    expect(readWhens("kick off in three months", now)).toEqual([
      { kind: "start", text: "3 months", month: "2027-02" },
    ]);
    expect(readWhens("launch early 2027", now)[0]).toMatchObject({ month: "2027-02" });
    expect(readWhens("end of next quarter", now)[0]).toMatchObject({ month: "2027-03" });
    expect(readWhens("before the busy season", now)).toEqual([
      { kind: "go-live", text: "before the busy season" },
    ]);
  });

  it.each([
    ["call me on 07700 900 456 tomorrow", "+447700900456"],
    ["we're in London, my mobile 07700 900 456", "+447700900456"],
    ["my cell is (415) 555-0182", "+14155550182"],
    ["+44 20 7946 0958", "+442079460958"],
    ["budget $1,200,000,000", undefined],
    ["we have 1,200,000 in the budget", undefined],
  ])("reads a phone in %j", (text, phone) => {
    expect(readPhone(text)).toBe(phone);
  });

  it("hears a call asked for, and a call declined; the last word decides", () => {
    expect(callWishIn("please call me today")).toBe(true);
    expect(callWishIn("Is there someone I could phone?")).toBe(true);
    expect(callWishIn("happy to jump on a quick call")).toBe(true);
    expect(callWishIn("no need to call, email is fine")).toBe(false);
    expect(callWishIn("I'm not a phone person")).toBe(false);
    expect(callWishIn("we run NetSuite")).toBeNull();
    expect(callWish(["call me", "actually no call needed"])).toBe(false);
    expect(callWish(["no calls please", "on second thought, give me a ring"])).toBe(true);
  });

  it("splits today's system from the target, and finds the company", () => {
    expect(readMove("moving from Sage to NetSuite next year")).toEqual({
      today: "Sage",
      target: "NetSuite",
    });
    expect(readMove("we want to replace QuickBooks with Xero")).toEqual({
      today: "QuickBooks",
      target: "Xero",
    });
    expect(companyFromMessages(["I'm Dana from Acme Logistics, we make boxes"])).toBe(
      "Acme Logistics",
    );
    expect(companyFromMessages(["our company is called Brightline Foods"])).toBe(
      "Brightline Foods",
    );
  });

  it("writes number words as figures and reads shorthand and slips back", () => {
    expect(figures("a hundred and twenty k")).toBe("120 k");
    expect(figures("a dozen people")).toBe("12 people");
    expect(figures("a half-day workshop")).toBe("a half-day workshop");
    expect(normalise("salesforse and a milion euors, nxt quarter")).toBe(
      "salesforse and a million euros, next quarter",
    );
    expect(normalise("the stuff our staff do")).toBe("the stuff our staff do");
  });
});

describe("a year in a sentence about the past", () => {
  it("is no date to come", () => {
    expect(readWhens("Half the articles are from 2021.", now)).toEqual([]);
    expect(readWhens("We tried this in 2025 and it failed.", now)).toEqual([]);
    expect(readWhens("launch late 2027", now)[0]).toMatchObject({ month: "2027-11" });
  });
});

describe("a question about the chat in the prospect's own words", () => {
  it("finds the page's answer, not a passage that shares its incidental words", async () => {
    const { searchSite } = await import("./site-search");
    expect(searchSite("if I change my mind later can you wipe what I typed here?")[0]?.url).toBe(
      "/privacy#erase",
    );
    expect(searchSite("can I get my chat deleted?")[0]?.url).toBe("/privacy#erase");
  });
});
