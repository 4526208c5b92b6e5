/**
 * A company placed by the words around it rather than by one phrase: after a person in a list or
 * in brackets, "At X we …", "X is a … distributor", "We're X (…)", written or reached out from —
 * and the capitalised words that are no company (a role, a pronoun, a greeting, a product).
 */
import { describe, expect, it } from "vitest";
import { companyFromMessages } from "./company-names";

describe("a company placed by the words around it", () => {
  it.each([
    ["Jane Doe, Acme Logistics, (415) 555-0100 - please call me about the ERP.", "Acme Logistics"],
    ["Sam, Redfern Print. Call me at (646) 555-0134?", "Redfern Print"],
    ["We're Brightline (about 300 people) and want to move off spreadsheets.", "Brightline"],
    ["At Corvid Labs we run everything on Sage today.", "Corvid Labs"],
    ["I'm Dana (Acme Logistics), looking at CRMs.", "Acme Logistics"],
    ["Dana Reyes (Finance Director, Acme Logistics) here.", "Acme Logistics"],
    ["Acme Logistics is a 450-person distributor in Leeds.", "Acme Logistics"],
    ["I'm reaching out from Tarn Valley Dairies about your service.", "Tarn Valley Dairies"],
    ["Mike from Ostrava Steel, we're 800 people, call me on 212 555 0199", "Ostrava Steel"],
    [
      "We are moving from Sage to NetSuite by the end of next quarter, I'm at Grey Heron Hotels.",
      "Grey Heron Hotels",
    ],
    ["Hi, Rob Mayer with Pinecrest Outdoor Supply here.", "Pinecrest Outdoor Supply"],
    ["I run a group of 12 pharmacies (Wellspring Pharmacy) in the north.", "Wellspring Pharmacy"],
    [
      "Quick question about pricing for Lakeshore Credit Union - we have 140 staff.",
      "Lakeshore Credit Union",
    ],
    ["hi im jake, i own jakes auto repair, 3 shops", "jakes auto repair"],
    ["I'm Tom, I run Fieldfare Coffee.", "Fieldfare Coffee"],
    ["We run Bluebell Nurseries, 4 sites.", "Bluebell Nurseries"],
  ])("%s → %s", (text, company) => {
    expect(companyFromMessages([text])).toBe(company);
  });

  it.each([
    "Great, Thanks.",
    "Dana, CFO",
    "I'm Dana (CFO), here.",
    "It is a big company.",
    "Sarah, Head of IT.",
    "Tom, NetSuite is what we use.",
    "We are moving from Sage to NetSuite.",
    "I'm the office manager at a dental practice.",
    "Priya, London.",
    "Our Customer Services team is 40 people.",
    "We use Zendesk and Freshworks Supply Chain.",
    "I read about you in Retail Week.",
    "We looked at Odoo and Zoho.",
    "We run Xero and QuickBooks.",
  ])("no company in: %s", (text) => {
    expect(companyFromMessages([text])).toBeUndefined();
  });
});
