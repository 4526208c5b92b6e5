import { describe, expect, it } from "vitest";
import { seedOpportunities } from "../../../content/prototype";
import { crmReply } from "./crm-reply";

const today = "2026-11-23";
const ctx = { opportunities: seedOpportunities, recentActivities: [] };

/** Runs a short conversation through the engine and returns its last reply. */
function converse(...userTurns: string[]) {
  let earlier: { user: string; assistant: string } | undefined;
  let reply = crmReply(userTurns[0]!, ctx, today);
  for (const turn of userTurns.slice(1)) {
    earlier = { user: userTurns[userTurns.indexOf(turn) - 1]!, assistant: reply.text };
    reply = crmReply(turn, ctx, today, earlier);
  }
  return reply;
}

describe("answers to the engine's questions complete the request", () => {
  it.each([
    [["add Hooli", "$50k"], "add_opportunity", { company: "Hooli", amount: 50_000 }],
    [["add Hooli", "50,000 in proposal"], "add_opportunity", { amount: 50_000, stage: "Proposal" }],
    [["add a deal", "Initech, 40k"], "add_opportunity", { company: "Initech", amount: 40_000 }],
    [
      ["log a call", "Jane Roe - Initech about pricing"],
      "add_activity",
      { type: "call", contact: "Jane Roe - Initech", subject: "Pricing" },
    ],
    [
      ["log an email with Sam Lee - Globex", "the revised quote"],
      "add_activity",
      { type: "email", contact: "Sam Lee - Globex", subject: "The revised quote" },
    ],
    [
      ["set probability to 80%", "Atlas"],
      "update_opportunity",
      { company: "Atlas Manufacturing", updates: { probability: 80 } },
    ],
    [
      ["update Meridian", "negotiation"],
      "update_opportunity",
      { company: "Meridian Health Partners", updates: { stage: "Negotiation" } },
    ],
  ])("%j", (turns, toolName, input) => {
    const reply = converse(...turns);
    expect(reply.toolCalls?.[0]?.toolName).toBe(toolName);
    expect(reply.toolCalls?.[0]?.input).toMatchObject(input);
  });

  it("reads a new complete request on its own, not as an answer", () => {
    const reply = converse("add Hooli", "what's the pipeline total?");
    expect(reply.toolCalls).toBeUndefined();
    expect(reply.text).toContain("$410,000");
  });

  it("still asks while details are missing, and never invents a company", () => {
    const reply = converse("add a deal", "$40k");
    expect(reply.toolCalls).toBeUndefined();
    expect(reply.text).toMatch(/company/);
  });
});
