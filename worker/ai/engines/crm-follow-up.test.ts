import { describe, expect, it } from "vitest";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import type { Turn } from "../window";
import { crmRespond } from "./crm-engine";

const situation = {
  context: seedContext,
  today: "2026-11-23",
};

/** Runs a conversation through the engine as the Worker would and returns its last reply. */
function converse(...said: string[]) {
  const turns: Turn[] = [];
  let reply = crmRespond([{ role: "user", content: said[0]! }], situation);
  for (const next of said.slice(1)) {
    turns.push(
      { role: "user", content: said[turns.length / 2]! },
      { role: "assistant", content: reply.text },
    );
    reply = crmRespond([...turns, { role: "user", content: next }], situation);
  }
  return reply;
}

describe("answers to the engine's questions complete the request", () => {
  it.each([
    [["add Hooli", "$50k"], "add_opportunity", { company: "Hooli", amount: 50_000 }],
    [["add a deal", "Initech, 40k"], "add_opportunity", { company: "Initech", amount: 40_000 }],
    [["add a deal", "Initech", "$40k"], "add_opportunity", { company: "Initech", amount: 40_000 }],
    [
      ["log a call", "Jane Roe - Initech about pricing"],
      "add_activity",
      { contact: "Jane Roe - Initech", subject: "Pricing" },
    ],
    [
      ["log an email with Sam Lee - Globex", "the revised quote"],
      "add_activity",
      { subject: "Revised quote" },
    ],
    [
      ["set probability to 80%", "Atlas"],
      "update_opportunity",
      { company: "Atlas Manufacturing", updates: { probability: 80 } },
    ],
    [
      ["update Meridian", "negotiation"],
      "update_opportunity",
      { updates: { stage: "Negotiation" } },
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
    expect(reply.text).toBe("I can add that $40,000 deal. Which company is it with?");
  });

  it("does not take a hosted model's question for its own", () => {
    const reply = crmRespond(
      [
        { role: "user", content: "add Hooli" },
        { role: "assistant", content: "Sure. How much is the Hooli deal worth?" },
        { role: "user", content: "$50k" },
      ],
      situation,
    );
    expect(reply.toolCalls).toBeUndefined();
  });
});
