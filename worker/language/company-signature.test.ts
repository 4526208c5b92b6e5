import { describe, expect, it } from "vitest";
import { companyFromMessages } from "./company-names";

describe("a signature holding a fact on its own line", () => {
  it("the company above a headcount line and a phone line", () =>
    expect(
      companyFromMessages([
        "Budget is £90k-£110k.\n\nThanks,\nGeorgina Platt\nFinance Manager, Oakridge Veterinary Partners\nHeadcount ~ 75\nT: 01632 960 184",
      ]),
    ).toBe("Oakridge Veterinary Partners"));
  it("the company above an 'Employees:' band", () =>
    expect(
      companyFromMessages([
        "Looking forward to it.\n\nBest,\nTomas Berg\nCOO, Lindqvist Timber\nEmployees: 201-500",
      ]),
    ).toBe("Lindqvist Timber"));
});

describe("a company in lower case after someone's work at it", () => {
  it.each([
    ["hi, i look after finance at greyhaven outdoor. company size: 51-200", "greyhaven outdoor"],
    ["we handle procurement for copperline foods and need a new erp", "copperline foods"],
  ])("%s → %s", (text, company) => expect(companyFromMessages([text])).toBe(company));
});

describe("a company beside the word for what it is", () => {
  it.each([
    ["I'm reaching out for my employer, Northway Plastics", "Northway Plastics"],
    ["our firm - Greaves & Lowe - is 40 people", "Greaves & Lowe"],
    ["Company name: harbour & co", "harbour & co"],
  ])("%s → %s", (text, company) => expect(companyFromMessages([text])).toBe(company));
});

describe("a company named as what 'we' are called or are", () => {
  it.each([
    ["hello, we are brightside dental, 4 practices and 70 staff", "brightside dental"],
    ["We trade as Loaf & Ladle, a bakery chain.", "Loaf & Ladle"],
    ["we're called tide & timber", "tide & timber"],
  ])("%s → %s", (text, company) => expect(companyFromMessages([text])).toBe(company));

  it.each([["we are based in leeds, a city"], ["we are interested, 3 of us"]])(
    "%s → no company",
    (text) => expect(companyFromMessages([text])).toBeUndefined(),
  );
});

describe("a company's name in quotes", () => {
  it.each([
    ["Our company 'Nordwind Logistik' has 90 staff", "Nordwind Logistik"],
    ["I'm the owner at O'Neill's Bakery.", "O'Neill's Bakery"],
  ])("%s → %s", (text, company) => expect(companyFromMessages([text])).toBe(company));
});

describe("a company by other words around it", () => {
  it.each([
    ["Cheers, Pete (Ops @ Brackenfield Mills)", "Brackenfield Mills"],
    ["the company i work for is brightline solar", "brightline solar"],
    ["The company I work for is Brightline Solar.", "Brightline Solar"],
    ["We're a family-run hotel group, the Penhallow Collection, 8 hotels.", "Penhallow Collection"],
  ])("%s → %s", (text, company) => expect(companyFromMessages([text])).toBe(company));
});
