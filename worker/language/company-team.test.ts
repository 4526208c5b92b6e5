import { describe, expect, it } from "vitest";
import { companyFromMessages } from "./company-names";

/**
 * The prospect's team or department, the company's by its name (round h42): "I'm on Acme's
 * finance team", "Halden Logistics' IT department", "I'm Acme's CFO", "Copperline's IT lead
 * here". A vendor's team, or what it did, is no company of theirs.
 */
describe("a company named as the owner of the prospect's team", () => {
  it.each([
    ["I'm on Acme's finance team, 300 staff overall", "Acme"],
    ["Hi, Acme's finance team here - we're looking at a new ERP", "Acme"],
    ["I work in Halden Logistics' IT department", "Halden Logistics"],
    ["I'm in Brightwater's people team, we're 140", "Brightwater"],
    ["Copperline's IT lead here", "Copperline"],
    ["I'm Acme's CFO", "Acme"],
  ])("%j → %s", (said, name) => expect(companyFromMessages([said])).toBe(name));

  it.each([
    "Microsoft's sales team called me yesterday",
    "Odoo's support team was useless",
    "Deloitte's team recommended you",
    "We're Acme's implementation partner",
  ])("%j names none", (said) => expect(companyFromMessages([said])).toBeUndefined());
});

describe("a company named after a dash, after what it is", () => {
  it.each([
    ["We run a small chain of cafés - Bean There", "Bean There"],
    ["we're a family bakery - Crumb & Co - in Leeds", "Crumb & Co"],
  ])("%j → %s", (said, name) => expect(companyFromMessages([said])).toBe(name));
  it("a team said so names none", () =>
    expect(companyFromMessages(["we're a small team - Jane and I"])).toBeUndefined());
});

it("a company after the label 'Employer:' is the company", () =>
  expect(companyFromMessages(["Employer: Summit"])).toBe("Summit"));
