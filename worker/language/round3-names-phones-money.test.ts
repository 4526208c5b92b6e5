import { describe, expect, it } from "vitest";
import { readMoney } from "./money";
import { companyFromMessages } from "./names";
import { readPhone } from "./phones";

describe("companies after an organisation's name, a role, a sign-off, or in lower case", () => {
  const company = (...said: string[]) => companyFromMessages(said);
  it("reads a name after an organisation word and 'called'", () => {
    expect(company("We're a 200-person outfit called Halden Marine, looking at an ERP.")).toBe(
      "Halden Marine",
    );
    expect(company("Our company is called blue harbour and we make boats.")).toBe("blue harbour");
    expect(company("We use a tool called Monday for tasks.")).toBeUndefined();
  });

  it("reads a role for a company, and keeps 'St.' inside a name", () => {
    expect(company("I'm Head of IT for the Grafton Group.")).toBe("Grafton Group");
    expect(company("I'm looking for ERP options.")).toBeUndefined();
    expect(company("I'm contacting you on behalf of St. Albans Council.")).toBe(
      "St. Albans Council",
    );
  });

  it("reads the company of a signature block under a sign-off, its contact lines aside", () => {
    expect(
      company("Thanks, useful.\nBest,\nClaire Dubois\nMarlow Analytics\nclaire@marlow.example"),
    ).toBe("Marlow Analytics");
    expect(company("Regards,\nJo Park\nHead of Finance\nOakridge Partners")).toBe(
      "Oakridge Partners",
    );
    expect(company("Best,\nClaire")).toBeUndefined();
  });

  it("reads a company in an all-lower-case message after a strong sign only", () => {
    expect(company("hi, i work at brightpath logistics and we need a new wms")).toBe(
      "brightpath logistics",
    );
    expect(company("i work at home and we need a crm")).toBeUndefined();
    expect(company("i work for a bank")).toBeUndefined();
  });

  it("never makes a company of an email's domain", () => {
    expect(company("Reach me at tom@greyfield-energy.example")).toBeUndefined();
  });
});

describe("figures that are no phone", () => {
  it("skips a reference's number and a country code written without + or 00", () => {
    expect(readPhone("Re order 4418 2290 1133: about 300 people.")).toBeUndefined();
    expect(readPhone("er 4418 2290 1133: we ran")).toBeUndefined();
    expect(readPhone("invoice no. 020 7946 0018")).toBeUndefined();
  });
  it("still reads the ways people write their own numbers", () => {
    expect(readPhone("Office 0044 20 7946 0999.")).toBe("+442079460999");
    expect(readPhone("Best number is +353 (0)87 765 4321")).toBe("+353877654321");
    expect(readPhone("Call 1-212-555-0147")).toBe("+12125550147");
    expect(readPhone("My mobile is 07911 123 456 or the office 020 7946 0444.")).toBe(
      "+447911123456",
    );
  });
});

describe("sums with spaces, by their number of figures, the whole over a part, not the past", () => {
  it("reads spaces between thousands, and no phone in them", () => {
    expect(readMoney("Our budget is 1 250 000 EUR.")).toEqual({
      min: 1_250_000,
      max: 1_250_000,
      currency: "EUR",
    });
    expect(readPhone("Our budget is 1 250 000 EUR.")).toBeUndefined();
  });
  it("reads 'six figures' as what it says", () => {
    expect(readMoney("a six-figure budget in pounds")).toEqual({
      min: 100_000,
      max: 999_999,
      currency: "GBP",
    });
    expect(readMoney("the report has 6 figures in it")).toBeUndefined();
  });
  it("takes the whole's sum over a part's", () => {
    expect(readMoney("Phase one £90–110k, the whole thing no more than GBP 400k.")).toEqual({
      min: 400_000,
      max: 400_000,
      currency: "GBP",
    });
  });
  it("skips a sum spent before and a headcount in thousands", () => {
    expect(
      readMoney("Our spend last year on the old system was $90k; for this we have $250k."),
    ).toEqual({ min: 250_000, max: 250_000 });
    expect(readMoney("The budget was cut to $200k.")).toEqual({ min: 200_000, max: 200_000 });
    expect(readMoney("Company size: 2.5k.")).toBeUndefined();
  });
});
