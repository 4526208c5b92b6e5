import { expect, it } from "vitest";
import { deliversToOthers, withoutDelivered } from "./delivered";

it.each([
  "Im a partner at a consultancy, we implement Dynamics.",
  "we are a NetSuite partner and want to offer this to our clients",
  "I run a small Salesforce consultancy",
  "we resell Sage X3 and implement it for manufacturers",
  "We're an Acumatica gold partner in Ohio",
])("a partner delivering a platform to clients: %s", (text) => {
  expect(deliversToOthers(text)).toBe(true);
  expect(withoutDelivered(text)).not.toMatch(/Dynamics|NetSuite|Salesforce|Sage X3|Acumatica/);
});

it.each([
  "we will implement NetSuite next year",
  "we're implementing Salesforce in the spring",
  "we implemented Sage last year and hate it",
  "we want to implement an ERP",
  "we sell configurable HVAC systems",
])("a company's own project stays: %s", (text) => {
  expect(withoutDelivered(text)).toBe(text);
});

it.each([
  "Good morning. I am a partner at an architecture practice of some 85 people; we are considering a new platform",
  "We're a 60-person engineering consultancy weighing up an ERP.",
  "We're a 75-person software reseller looking at moving from Pipedrive to HubSpot.",
  "We distribute hospital supplies, 420 staff, and our Dynamics AX is reaching end of life.",
  "It'd be just me and my business partner on the project.",
])("a firm that is a consultancy or a reseller of other things has its own project: %s", (text) => {
  expect(deliversToOthers(text)).toBe(false);
});

it("an ordinary word is no product's name", () => {
  expect(deliversToOthers("We're a software reseller looking at a new CRM")).toBe(false);
  expect(deliversToOthers("I am a Senior partner at a law firm")).toBe(false);
});
