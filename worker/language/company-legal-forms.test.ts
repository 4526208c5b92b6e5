/**
 * A company named by its legal form in any case ("weber logistik gmbh", "Corbel Freight Ltd"), a
 * role held at a company in a lower-case message ("cto at kestrel analytics"), and a signature
 * whose first line holds a role and whose contact lines hold extensions or two numbers.
 */
import { describe, expect, it } from "vitest";
import { companyFromMessages } from "./company-names";

describe("a company by its legal form, a role or a signature", () => {
  it.each([
    ["hallo, katrin here from weber logistik gmbh. we are 80 employees", "weber logistik gmbh"],
    ["we're a small crew over at brightwell ltd, looking at options", "brightwell ltd"],
    ["Quote for Nordkap Shipping AB please, we are 600 people", "Nordkap Shipping AB"],
    ["ops lead here (tallis & rowe llp), 40 staff", "tallis & rowe llp"],
    ["i'm the cfo at kestrel analytics and we have ~70 ppl", "kestrel analytics"],
    ["head of finance for penrose bakeries here", "penrose bakeries"],
    [
      "Thanks!\n\nBest regards,\nTom Hale | COO\nHalden Marine AS\nT: +47 22 12 34 56 ext. 3",
      "Halden Marine AS",
    ],
    [
      "Looks good.\n\nKind regards,\nPriya Shah, Head of Operations\nCorbel Freight Ltd\nM: 07700 900 311 | O: 0113 496 0555\npriya@corbel.example",
      "Corbel Freight Ltd",
    ],
  ])("%s → %s", (text, company) => {
    expect(companyFromMessages([text])).toBe(company);
  });

  it.each([
    "our budget is limited, so options are very limited",
    "prices inc. VAT please",
    "i'm head of a small team at our company",
    "we get our parts from a supplier in the US",
  ])("no company in: %s", (text) => {
    expect(companyFromMessages([text])).toBeUndefined();
  });
});
