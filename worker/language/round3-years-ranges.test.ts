import { describe, expect, it } from "vitest";
import { readMoney } from "./money";
import { companyFromMessages } from "./names";
import { readPhone } from "./phones";
import { readCompanySize } from "./size";
import { readWhens } from "./when";

const now = new Date("2026-11-23T10:00:00Z");
const month = (text: string) => readWhens(text, now)[0]?.month;

describe("a holiday in a year said", () => {
  it("reads 'next year' and a year named with a holiday", () => {
    expect(month("We want to go live before Christmas next year.")).toBe("2027-12");
    expect(month("Launch by Easter 2028.")).toBe("2028-04");
    expect(month("By new year 2028 we should be running.")).toBe("2028-01");
    expect(month("We want to go live before Christmas.")).toBe("2026-12");
  });
});

describe("a range whose first figure shares the second's scale", () => {
  it("scales by a thousand when that brings it near, else by ten", () => {
    expect(readMoney("Two to three hundred thousand Australian dollars.")).toEqual({
      min: 200_000,
      max: 300_000,
      currency: "AUD",
    });
    expect(readMoney("between 30 and 40 thousand euros")).toMatchObject({
      min: 30_000,
      max: 40_000,
    });
    expect(
      readMoney("Between eighty and one hundred and twenty thousand Canadian dollars."),
    ).toEqual({
      min: 80_000,
      max: 120_000,
      currency: "CAD",
    });
  });
});

describe("Swiss figures, dates and country codes", () => {
  it("reads the Swiss apostrophe in a headcount", () => {
    expect(readCompanySize("We are 1'200 employees.")).toBe(1200);
    expect(readCompanySize("Headcount 1'450.")).toBe(1450);
  });
  it("never reads a date as a phone, and reads a country code in brackets", () => {
    expect(readPhone("Go-live 01.04.2027.")).toBeUndefined();
    expect(readPhone("Mobile 079 123 45 67 (CH).")).toBe("+41791234567");
  });
  it("never makes a company of a figure beside an organisation word", () => {
    expect(companyFromMessages(["We're a Zurich firm, 120 Mitarbeitende."])).toBeUndefined();
  });
});

describe("a wish in the past tense is still a budget", () => {
  it("reads 'we were thinking around £150k'", () => {
    expect(readMoney("We were thinking around £150k.")).toEqual({
      min: 150_000,
      max: 150_000,
      currency: "GBP",
    });
  });
});
