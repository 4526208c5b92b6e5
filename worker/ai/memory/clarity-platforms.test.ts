import { describe, expect, it } from "vitest";
import { extractFacts } from "./clarity-extract";
import { parseBudget, parseCompanySize, parseTeamSize, parseTimeline } from "./clarity-quantities";

describe("parseBudget", () => {
  it.each([
    ["Our budget is $250k", 250_000, 250_000],
    ["around 1.2M", 1_200_000, 1_200_000],
    ["between 500 and 800 thousand", 500_000, 800_000],
    ["we can spend $400,000", 400_000, 400_000],
    ["300-500k", 300_000, 500_000],
    ["$1.5 million tops", 1_500_000, 1_500_000],
    ["budget of 2 million dollars", 2_000_000, 2_000_000],
    ["under $80k", 80_000, 80_000],
    ["$250K to $400K", 250_000, 400_000],
    ["somewhere from 1 to 2 million", 1_000_000, 2_000_000],
    ["USD 750000", 750_000, 750_000],
    ["maybe 90 grand", 90_000, 90_000],
  ])("%s", (text, min, max) => {
    expect(parseBudget(text)).toEqual({ min, max });
  });

  it.each([
    "we have 300 employees",
    "a team of 4 people",
    "go live in 2027",
    "about 40 users",
    "in 6 months",
  ])("finds no budget in %s", (text) => {
    expect(parseBudget(text)).toBeUndefined();
  });
});

describe("parseTeamSize", () => {
  it.each([
    ["our core team is 4", 4],
    ["a team of three", 3],
    ["5 people on the project", 5],
    ["it would be two of us", 2],
    ["a 3-person team", 3],
    ["team of about 6", 6],
  ])("%s", (text, n) => expect(parseTeamSize(text)).toBe(n));
});

describe("parseCompanySize", () => {
  it.each([
    ["we have 300 employees", 300],
    ["a 150-person company", 150],
    ["about 80 staff", 80],
    ["1,200 employees across 4 sites", 1200],
  ])("%s", (text, n) => expect(parseCompanySize(text)).toBe(n));
});

describe("parseTimeline", () => {
  it.each([
    ["we need to be live in 6 months", "6 months"],
    ["by Q3", "Q3"],
    ["by March 2027", "March 2027"],
    ["ideally next quarter", "next quarter"],
    ["within nine months", "nine months"],
    ["by the end of the year", "end of the year"],
  ])("%s", (text, phrase) => expect(parseTimeline(text)).toBe(phrase));
});

describe("extractFacts", () => {
  it.each([
    ["We're moving to NetSuite", ["ERP"], ["NetSuite"]],
    ["Replacing our old SAP Business One", ["ERP"], ["SAP"]],
    ["Salesforce rollout for the sales team", ["CRM"], ["Salesforce"]],
    ["thinking about HubSpot", ["CRM"], ["HubSpot"]],
    ["Dynamics 365 Sales for account managers", ["CRM"], ["Dynamics 365 Sales"]],
    ["Microsoft Dynamics 365 Business Central", ["ERP"], ["Microsoft Dynamics"]],
    ["We need a CPQ tool for quoting", ["CPQ"], []],
    ["Salesforce CPQ", ["CPQ"], ["Salesforce CPQ"]],
    ["AI Implementation", ["AI adoption"], []],
    ["roll out Copilot and an internal chatbot", ["AI adoption"], ["Copilot"]],
    ["new ERP and CRM", ["ERP", "CRM"], []],
  ])("%s", (text, types, products) => {
    const f = extractFacts([text]);
    expect(f.projectTypes).toEqual(types);
    expect(f.products).toEqual(products);
  });

  it.each([
    ["HubSpot CRM that has to sync with NetSuite", ["CRM"], ["HubSpot"], ["NetSuite"]],
    ["Salesforce, integrated with our existing SAP", ["CRM"], ["Salesforce"], ["SAP"]],
    ["NetSuite ERP connected to Shopify", ["ERP"], ["NetSuite"], ["Shopify"]],
  ])("%s: a platform to connect to is an integration", (text, types, products, systems) => {
    const f = extractFacts([text]);
    expect(f.projectTypes).toEqual(types);
    expect(f.products).toEqual(products);
    expect(f.integrations).toEqual(systems);
  });

  it("reads a later platform of another kind as a system to integrate", () => {
    const f = extractFacts(["We want HubSpot", "Sales and support; NetSuite is our ERP"]);
    expect(f.projectTypes).toEqual(["CRM", "ERP"]);
    const g = extractFacts(["We want HubSpot", "Sales and support; we also run NetSuite"]);
    expect(g.projectTypes).toEqual(["CRM"]);
    expect(g.products).toEqual(["HubSpot"]);
    expect(g.integrations).toContain("NetSuite");
  });

  it("reads drivers, departments, integrations and email across messages", () => {
    const f = extractFacts([
      "HubSpot CRM because we're growing fast and everything is in spreadsheets",
      "Sales, finance and customer support. It must sync with NetSuite and Shopify.",
      "reach me at dana@acme.io",
    ]);
    expect(f.drivers).toEqual(["growth", "manual work in spreadsheets"]);
    expect(f.departments).toEqual(["finance", "sales", "customer service"]);
    expect(f.integrations).toEqual(expect.arrayContaining(["spreadsheets", "Shopify", "NetSuite"]));
    expect(f.email).toBe("dana@acme.io");
  });
});
