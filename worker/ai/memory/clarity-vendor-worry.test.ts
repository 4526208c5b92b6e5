import { describe, expect, it } from "vitest";
import { vendorWorry } from "./clarity-vendor-worry";

describe("doubts about a vendor", () => {
  it.each([
    [
      "The board is twitchy about Microsoft after what Dynamics did to a rival.",
      "the board's doubts about Microsoft",
    ],
    [
      "we're nervous about Salesforce after what it did to our sister company",
      "doubts about Salesforce",
    ],
    [
      "The partners are wary of Oracle after the mess it made elsewhere.",
      "the partners' doubts about Oracle",
    ],
    ["Our MD is sceptical of NetSuite.", "the MD's doubts about NetSuite"],
    ["we tried Merlin twice, so my dad's nervous about merlin", "my dad's doubts about Merlin"],
  ])("%s", (said, label) => {
    expect(vendorWorry(said)?.text).toBe(`Concern: ${label}`);
  });

  it.each([
    "We are nervous about the data migration.",
    "The team is worried about losing history in Sage during the move.",
    "we're nervous about change in general",
    "nervous about Sage crashing at month end",
  ])("no vendor doubt: %s", (said) => {
    expect(vendorWorry(said)).toBeUndefined();
  });
});
