import { describe, expect, it } from "vitest";
import { learnFrom } from "./clarity-learn";
import { emptyMemory } from "./clarity-memory";

/** A product's support ending is the vendor's, not a customer-service team in scope. */
const departments = (said: string) => learnFrom(emptyMemory(), said).departments;

describe("support as a product's lifecycle", () => {
  it.each([
    "We're still on Microsoft Dynamics GP, which goes out of support next year.",
    "Vendor support ends in 2027 for our version.",
    "Mainstream support for our ERP stopped last spring.",
  ])("%s → no customer service", (said) => {
    expect(departments(said)).not.toContain("customer service");
  });
  it("keeps a support team said as one", () => {
    expect(departments("Our support team of 12 logs every ticket by hand.")).toContain(
      "customer service",
    );
  });
});
