/**
 * Where the prospect is from or based is no company; the company is found around it: "called X"
 * after what the firm is, a name with what it does between dashes, "work at X" after a place.
 */
import { describe, expect, it } from "vitest";
import { isPlaceName } from "./company-place";
import { companyFromMessages } from "./names";

describe("a place is no company", () => {
  it.each([
    ["I'm from Leeds and we have 200 staff", undefined],
    ["Sam from Glasgow here, we run a small brewery", undefined],
    ["Hi, Tom from Edinburgh here", undefined],
    ["hi, Priya from Lisbon, we're about 90 people", undefined],
    ["writing from Chicago, we're a distributor with 300 people", undefined],
    ["I'm from Manchester, work at Pennine Plastics", "Pennine Plastics"],
    ["I'm from Dublin, we're 60 staff at Liffey Print Works", "Liffey Print Works"],
    ["Dana from Lakeshore Credit Union", "Lakeshore Credit Union"],
    ["Hi, I'm from Stripe and we have 200 staff", "Stripe"],
    ["Leeds Building Society here, 1,200 staff", "Leeds Building Society"],
  ])("%s", (text, company) => {
    expect(companyFromMessages([text])).toBe(company);
  });

  it("knows a place by the whole name only", () => {
    expect(isPlaceName("Lisbon")).toBe(true);
    expect(isPlaceName("New York")).toBe(true);
    expect(isPlaceName("Leeds")).toBe(true);
    expect(isPlaceName("Germany")).toBe(true);
    expect(isPlaceName("Leeds Building Society")).toBe(false);
    expect(isPlaceName("Acme GmbH")).toBe(false);
    expect(isPlaceName("Stripe")).toBe(false);
  });
});

describe("the company around the words", () => {
  it.each([
    ["we're a family-owned bakery called Crumb & Co", "Crumb & Co"],
    ["we're a small family-run joinery named Ash & Oak", "Ash & Oak"],
    ["I work for a small charity named Open Doors, 45 staff", "Open Doors"],
    ["we are a 3rd-generation joinery called Birch & Sons Ltd", "Birch & Sons Ltd"],
    ["Morning. Ostrander Mills - textiles - 2 plants, roughly 180 people.", "Ostrander Mills"],
    ["Fenwick & Lowe – solicitors – 30 staff", "Fenwick & Lowe"],
    ["Hi. Tarn Valley - dairy cooperative, 90 members", "Tarn Valley"],
    ["Jane Doe - finance director - looking at ERP", undefined],
    ["Vanessa Ruiz - looking at ERP - 200 staff", undefined],
    ["we use a tool called Monday.com for projects", undefined],
    ["we run 3 depots of about 40, budget 90k", undefined],
  ])("%s", (text, company) => {
    expect(companyFromMessages([text])).toBe(company);
  });
});

describe("a name set beside what 'we' are, after a comma", () => {
  it.each([
    [
      "we're 40 people in the UK and 20 in Spain, a family-run joinery named Ash & Oak",
      "Ash & Oak",
    ],
    ["we're 120 staff, a logistics outfit called Carrow Transport", "Carrow Transport"],
    ["we're looking at a tool called Odoo", undefined],
    ["we are on Sage today and considering a platform called NetSuite", undefined],
  ])("%s", (text, company) => {
    expect(companyFromMessages([text])).toBe(company);
  });
});

it('reads a count with its hedge as no name: "we\'re 400ish"', () => {
  expect(companyFromMessages(["we're 400ish"])).toBeUndefined();
});

describe("a company after a role's work or 'i'm at'", () => {
  it.each([
    ["I'm Jo, I head up ops for a 3PL called Redline", "Redline"],
    ["I run IT for a charity called Open Doors", "Open Doors"],
    ["i'm at kestrel analytics, 70 of us", "kestrel analytics"],
    ["i'm at a loss with our erp", undefined],
    ["i'm at the office until 5", undefined],
  ])("%s", (text, company) => {
    expect(companyFromMessages([text])).toBe(company);
  });
});

describe("a company in other shapes, and none where none is given", () => {
  it.each([
    ["we at acme logistics have 200 staff", "acme logistics"],
    ["We're Acme - 50 people - looking at HubSpot", "Acme"],
    ["Company: N/A - I'm self-employed", undefined],
  ])("%s", (text, company) => {
    expect(companyFromMessages([text])).toBe(company);
  });
});

it("takes a contact line's label for no company", () => {
  expect(companyFromMessages(["Tel 020 7946 0000 | Mob 07700 900 321"])).toBeUndefined();
});
