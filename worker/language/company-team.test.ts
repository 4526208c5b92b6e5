import { describe, expect, it } from "vitest";
import { companyFromMessages } from "./company-names";

/**
 * The prospect's team or department, the company's by its name (round h42): "I'm on Acme's
 * finance team", "Halden Logistics' IT department". A vendor's team is no company of theirs.
 */
describe("a company named as the owner of the prospect's team", () => {
  it.each([
    ["I'm on Acme's finance team, 300 staff overall", "Acme"],
    ["Hi, Acme's finance team here - we're looking at a new ERP", "Acme"],
    ["I work in Halden Logistics' IT department", "Halden Logistics"],
    ["I'm in Brightwater's people team, we're 140", "Brightwater"],
  ])("%j → %s", (said, name) => expect(companyFromMessages([said])).toBe(name));

  it.each(["Microsoft's sales team called me yesterday", "Odoo's support team was useless"])(
    "%j names none",
    (said) => expect(companyFromMessages([said])).toBeUndefined(),
  );
});
