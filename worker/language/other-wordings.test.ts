/**
 * The readers on wordings their first tables did not hold: a day and a month, quarters and half
 * years as spans, "after the summer"; a company in brackets, spoken for or in a signature; a whole
 * firm as "a team of"; a phone number beside a budget; a call declined or asked for in any words;
 * a national phone number read in the country whose way of grouping its digits it follows.
 */
import { describe, expect, it } from "vitest";
import {
  callWishIn,
  companyFromMessages,
  readCompanySize,
  readMoney,
  readPhone,
  readWhens,
} from "./index";

const now = new Date("2026-11-23T10:00:00Z");
const when = (text: string) => readWhens(text, now).map((w) => `${w.kind} ${w.month}`);

describe("dates in other words", () => {
  it.each([
    ["Our target date is the 1st of March.", "go-live 2027-03"],
    ["Deadline: 30 June", "go-live 2027-06"],
    ["go-live March 15th", "go-live 2027-03"],
    ["we need to go live within the next two quarters", "go-live 2027-05"],
    ["We'd rather start after the summer", "start 2027-09"],
    [
      "Realistically we could start in spring and be live by autumn 2027",
      "start 2027-05,go-live 2027-11",
    ],
    ["sometime in the second half of next year", "go-live 2027-12"],
    ["by H1 2027", "go-live 2027-06"],
    ["target go-live 2027-04", "go-live 2027-04"],
    ["kick-off in the new year", "start 2027-01"],
    ["We moved to Sage in 2019 and now want to go live by Q2.", "go-live 2027-06"],
    [
      "The board meets in January to decide; go-live would be July.",
      "decision 2027-01,go-live 2027-07",
    ],
    ["We're hoping for something like October.", "go-live 2027-10"],
    ["we want to start early next year", "start 2027-02"],
    ["the first week of January works for kick-off", "start 2027-01"],
    ["We need this in place by Jan.", "go-live 2027-01"],
    ["Timeline: ~6 months", "go-live 2027-05"],
  ])("%s → %s", (text, want) => {
    expect(when(text)).toEqual(want.split(","));
  });
});

describe("companies named in passing", () => {
  it.each([
    ["We (Talon Biotech) are looking at options", "Talon Biotech"],
    ["Thanks!\n— Mark, Vireo Labs", "Vireo Labs"],
    ["Cheers,\nAnna Lee | Northgate Homes", "Northgate Homes"],
    ["Best regards, Lisa Moreau, CFO, Castellan Wines", "Castellan Wines"],
    ["I'm with Pinecrest Foods", "Pinecrest Foods"],
    ["I represent Harlow Medical", "Harlow Medical"],
    ["we at Greystone Capital are growing", "Greystone Capital"],
    ["Our company, Meridian Tools Ltd, makes drills", "Meridian Tools Ltd"],
    ["I run IT for Falcon Couriers", "Falcon Couriers"],
    ["Speaking for Redfern Estates: we need help", "Redfern Estates"],
  ])("%s → %s", (text, want) => {
    expect(companyFromMessages([text])).toBe(want);
  });

  it.each([
    [
      ["Hi, I'm Dana from Acme Robotics", "we pull orders from Shopify and push them to Xero."],
      "Acme Robotics",
    ],
    [
      [
        "Hi, this is Tom at Brightline Legal.",
        "Our data comes from Zendesk, and the rest from Google Sheets.",
      ],
      "Brightline Legal",
    ],
  ])("a system data comes from is not the company: %j", (texts, want) => {
    expect(companyFromMessages(texts)).toBe(want);
  });

  it.each([
    "we're moving away from QuickBooks",
    "Greetings from Lisbon!",
    "Thanks, Excel Sheets",
    "Regards,\nDana",
    "Thanks\nMark Jones\nHead of Finance",
  ])("no company in %j", (text) => {
    expect(companyFromMessages([text])).toBeUndefined();
  });
});

describe("headcounts in other words", () => {
  it.each([
    ["We're a small firm, a team of 60 across three sites.", 60],
    ["Headcount ~1,100.", 1100],
    ["headcount: 450", 450],
    ["We're 40-strong", 40],
    ["about 2,000 people globally", 2000],
    ["There are 300 of us", 300],
    ["we're a 25-person startup", 25],
    ["employees: ~600", 600],
  ])("%s → %d", (text, want) => {
    expect(readCompanySize(text)).toBe(want);
  });

  it.each(["our finance team of 8 is overloaded", "our sales team of 12 people"])(
    "a department is not the company: %s",
    (text) => {
      expect(readCompanySize(text)).toBeUndefined();
    },
  );
});

describe("money beside a phone number, a ceiling, Swiss thousands", () => {
  it.each([
    ["Mobil 0151 23456789. budget €1,5 Mio.", { min: 1_500_000, max: 1_500_000, currency: "EUR" }],
    ["Budget 90k. Call 415-555-0132", { min: 90_000, max: 90_000 }],
    ["call me on 0207 946 0555, budget 200k", { min: 200_000, max: 200_000 }],
    // A cap is a top with no floor said (docs/decisions/033): "up to $600K".
    ["our cap is 600 thousand", { min: 0, max: 600_000 }],
    ["we've set aside CHF 300'000", { min: 300_000, max: 300_000, currency: "CHF" }],
    ["we're a $20m revenue business, budget around 150k", { min: 150_000, max: 150_000 }],
    [
      "our turnover is €45M and we can spend 80k on this",
      { min: 80_000, max: 80_000, currency: "EUR" },
    ],
    [
      "We pay $12k a month for the old system; budget for the project is $250k",
      { min: 250_000, max: 250_000 },
    ],
  ])("%s", (text, want) => {
    expect(readMoney(text)).toEqual(want);
  });
});

describe("a call asked for or declined in other words", () => {
  it.each([
    ["I'd prefer not to be phoned", false],
    ["Please don't bother with a call", false],
    ["I'm not after a call, just info", false],
    ["I don't want a call", false],
    ["A call would be great", true],
    ["can we hop on a quick zoom?", true],
    ["Would love to discuss on the phone", true],
    ["give me a shout on 07700 900456", true],
    ["Let's set up a time to talk", true],
    ["No worries, call me when you can", true],
    ["I'm not sure yet — can you call me?", true],
    ["we're a company called Acme", null],
    ["our reps make 200 cold calls a day, can you help?", null],
    ["My phone number is 07700 900456", null],
    ["We have ring-fenced the budget", null],
    ["I'm available for a call on Tuesday", true],
    ["Is a call possible this week?", true],
    ["would a 20 minute call work?", true],
    ["Reach me on my mobile tomorrow", true],
    ["pls call asap", true],
    ["I'd rather keep this to email", false],
    ["Prefer email over phone", false],
    ["Could you email rather than call?", false],
    ["I'm not ready to talk to sales yet", false],
    ["Please, no sales calls", false],
  ])("%s → %s", (text, want) => {
    expect(callWishIn(text)).toBe(want);
  });
});

describe("national phone numbers with no country named", () => {
  it.each([
    ["0412 345 678", "+61412345678"],
    ["087 123 4567", "+353871234567"],
    ["(02) 9876 5432", "+61298765432"],
    ["Tel.: 030/901820", "+4930901820"],
    ["01 23 45 67 89", "+33123456789"],
    ["07700 900 456", "+447700900456"],
    ["01632 960 321", "+441632960321"],
    ["my number: 206.555.0100", "+12065550100"],
  ])("%s → %s", (text, want) => {
    expect(readPhone(text)).toBe(want);
  });
});
