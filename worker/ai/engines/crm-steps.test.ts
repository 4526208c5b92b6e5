import { describe, expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import { CRM_TODAY, replyTo } from "./crm-chat.test-kit";
import { crmRespond } from "./crm-engine";
import { requestsIn } from "./crm-steps";

/** Several requests in one message, and words that point at the previous reply. */
describe("a message with two requests", () => {
  it("is cut where the second request starts, and only there", () => {
    expect(requestsIn("add Orbit at 60k and log a call with Dana about pricing")).toEqual([
      "add Orbit at 60k",
      "log a call with Dana about pricing",
    ]);
    expect(requestsIn("called Sarah, then moved Northwind to negotiation")).toEqual([
      "called Sarah",
      "moved Northwind to negotiation",
    ]);
    expect(requestsIn("log a call with Sarah about pricing and volume tiers")).toHaveLength(1);
  });

  it("makes both tool calls, the second against the pipeline the first leaves", () => {
    const reply = crmRespond(
      [{ role: "user", content: "add Orbit Labs 60k and then move it to proposal" }],
      { context: seedContext, today: CRM_TODAY },
    );
    expect(reply.toolCalls?.map((c) => c.toolName)).toEqual([
      "add_opportunity",
      "update_opportunity",
    ]);
    expect(reply.toolCalls?.[1]?.input).toEqual({
      company: "Orbit Labs",
      updates: { stage: "Proposal" },
    });
    expect(reply.text).toMatch(/Added \*\*Orbit Labs\*\*.*Updated \*\*Orbit Labs\*\*/s);
  });
});

describe("words that point at the previous reply", () => {
  it("reads 'the second one' as the second deal the answer listed", () => {
    expect(replyTo(["which deals close in december", "the second one is now 95%"])).toEqual({
      company: "Meridian Health Partners",
      updates: { probability: 95 },
    });
  });

  it("reads 'her' as the person of the activity logged last", () => {
    expect(replyTo(["called Priya about the pilot", "emailed her the SOW"])).toMatchObject({
      type: "email",
      contact: "Priya Natarajan - Atlas Manufacturing",
    });
  });
});
