/**
 * A product chosen already, or a choice that may prove wrong, said as a doubt about the
 * simulation's point: answered with what the simulation tests before the contract, never "our
 * pages don't say". Found by the lead's fair samples.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";
import { objectionIn } from "./clarity-objections";

describe("a choice already made, or one that may be wrong", () => {
  it.each([
    "If we've more or less already picked Odoo, is there any point?",
    "We've pretty much settled on NetSuite — does a simulation still make sense?",
    "What if HubSpot turns out to be the wrong pick halfway through?",
    "Suppose the vendor we chose proves to be a bad fit?",
  ])("%s is a doubt", (text) => {
    expect(objectionIn(text)).toBe("chosen");
  });

  it.each(["We already picked a vendor last year and it went fine.", "What if the data is wrong?"])(
    "%s is none",
    (text) => {
      expect(objectionIn(text)).toBeUndefined();
    },
  );

  it("answers what the simulation tests about the product chosen, not 'our pages don't say'", async () => {
    const reply = await lastReply([
      "We're a 95-person distributor comparing Odoo and SAP Business One for our ERP.",
      "If we've more or less already picked Odoo, is there any point?",
    ]);
    expect(reply).toMatch(/checks whether Odoo fits your team/);
    expect(reply).not.toMatch(/pages don't|rather not guess/);
  });
});
