import { describe, expect, it } from "vitest";
import { lastReply } from "./clarity-chat.test-kit";
import { samplesAnswer } from "./clarity-samples";

describe("a request to see what we hand over gets the site's sample deliverables", () => {
  it("links the sample RFP and the sample specification, not 'our pages don't say'", () => {
    const reply = lastReply([
      "We're a 60 person HVAC contractor looking at HubSpot.",
      "Can we see an example of what you hand over at the end?",
    ]);
    expect(reply).toContain("[sample RFP](/rfp)");
    expect(reply).toContain("[sample specification](/spec-document)");
    expect(reply).not.toMatch(/pages don't|rather not guess/);
  });

  it.each(["Do you have a template for our RFP?", "What's an example of a bad data migration?"])(
    "%s is not a request to see ours",
    (q) => {
      expect(samplesAnswer(q)).toBeNull();
    },
  );
});
