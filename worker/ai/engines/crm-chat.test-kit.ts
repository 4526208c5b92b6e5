import { expect } from "vitest";
import { seedOpportunities } from "../../../content/prototype";
import { seedContext } from "../../../tests/fixtures/crm-seed";
import type { AssistantContext } from "../../contracts/crm";
import { crmRespond } from "./crm-engine";

/**
 * What the CRM engine's tests and its evaluation share: the day they run on, the seed pipeline
 * with a deal already won beside the open ones, and a conversation played to its last reply.
 */
export const CRM_TODAY = "2026-11-23";

/** A deal already won beside the open ones: it counts in the total, not in what is still open. */
export const withWon: AssistantContext = {
  opportunities: [
    ...seedOpportunities,
    {
      id: "opp-5",
      company: "Vandelay Industries",
      amount: 50_000,
      stage: "Closed Won",
      probability: 100,
      closeDate: "2026-11-10",
    },
  ],
  recentActivities: seedContext.recentActivities,
};

/** The last reply to a conversation: its one tool call's input, else its text. */
export function replyTo(messages: string[], context: AssistantContext = seedContext) {
  const turns: { role: "user" | "assistant"; content: string }[] = [];
  let reply = crmRespond([], { context, today: CRM_TODAY });
  for (const content of messages) {
    turns.push({ role: "user", content });
    reply = crmRespond(turns, { context, today: CRM_TODAY });
    turns.push({ role: "assistant", content: reply.text });
  }
  return reply.toolCalls?.length === 1 ? reply.toolCalls[0]!.input : reply.text;
}

/** A message logged as this activity on the seed pipeline. */
export function expectLogged(message: string, type: string, contact: string, subject: string) {
  expect(replyTo([message])).toEqual({ type, contact, subject });
}
