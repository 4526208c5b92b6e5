import { describe, expect, it } from "vitest";
import { PONG, parseLiveMessage } from "./inbox-live";

describe("the live inbox's messages", () => {
  it("reads a change, with the lead's prospect when the ledger names it", () => {
    const leadId = "lead_0f8fad5b-d9cb-469f-a165-70867728950e";
    expect(
      parseLiveMessage(
        JSON.stringify({ type: "lead", leadId, change: "updated", prospectId: "prospect_1" }),
      ),
    ).toEqual({ type: "lead", leadId, change: "updated", prospectId: "prospect_1" });
    expect(parseLiveMessage(JSON.stringify({ type: "lead", leadId, change: "created" }))).toEqual({
      type: "lead",
      leadId,
      change: "created",
    });
    // A prospect that is not a string is left out, not trusted.
    expect(
      parseLiveMessage(JSON.stringify({ type: "lead", leadId, change: "deleted", prospectId: 7 })),
    ).toEqual({ type: "lead", leadId, change: "deleted" });
  });

  it("ignores the pong and anything that is not one of the ledger's messages", () => {
    for (const data of [PONG, "{", "null", JSON.stringify({ type: "lead", leadId: 1 }), 42])
      expect(parseLiveMessage(data)).toBeNull();
  });
});
