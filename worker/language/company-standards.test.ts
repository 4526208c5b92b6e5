/**
 * A standard or a regulator the prospect says they are under is no company name: "we're SOC 2
 * Type II" had made "SOC 2 Type II" the lead's company (seen in the replayed support-AI chat).
 */
import { describe, expect, it } from "vitest";
import { companyFromMessages } from "./index";

describe("a standard is no company", () => {
  it.each([
    "Security is a big concern - the agent can't see customer PII beyond what's needed, and we're SOC 2 Type II.",
    "we're PCI DSS Level 1, so card data stays out of it",
    "We're Cyber Essentials Plus and ISO 27001.",
    "We're ISO 9001 and AS9100 registered.",
    "we're FCA regulated, so the audit trail matters",
  ])("%s", (text) => {
    expect(companyFromMessages([text])).toBeUndefined();
  });

  it.each([
    ["We're Isotope Labs, 80 people.", "Isotope Labs"],
    ["we're Secure Freight Ltd", "Secure Freight Ltd"],
  ])("a name that only starts like one is kept: %s", (text, company) => {
    expect(companyFromMessages([text])).toBe(company);
  });
});
