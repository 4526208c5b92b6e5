import type { ProspectCard, ProspectListResponse } from "../../../worker/contracts/inbox";
import { api } from "./http";

/** One signed-in person of the inbox (a session cookie), as the page calls the API. */
export function person(cookie: string) {
  const send = (method: string, path: string, body?: unknown) =>
    api(`/api/inbox${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    send,
    status: (leadId: string, status: string, reason?: string) =>
      send("POST", `/leads/${leadId}/status`, { status, ...(reason ? { reason } : {}) }),
    assign: (leadId: string, assignee: string | null) =>
      send("POST", `/leads/${leadId}/assign`, { assignee }),
    note: (leadId: string, text: string) => send("POST", `/leads/${leadId}/notes`, { text }),
    nextStep: (leadId: string, step: { kind: string; dueAt: string } | null) =>
      step
        ? send("POST", `/leads/${leadId}/next-step`, step)
        : send("DELETE", `/leads/${leadId}/next-step`),
    logActivity: (leadId: string, activity: { kind: string; outcome: string; note?: string }) =>
      send("POST", `/leads/${leadId}/activities`, activity),
    card: async (leadId: string) =>
      (await (await send("GET", `/leads/${leadId}/card`)).json()) as ProspectCard,
    prospects: async (query: string) =>
      (await (await send("GET", `/prospects?${query}`)).json()) as ProspectListResponse,
  };
}

/** A chat conversation of the prospect's messages (each a user message, then nothing). */
export const conversationOf = (texts: string[], at = new Date().toISOString()) => [
  {
    id: `chat_${crypto.randomUUID().slice(0, 8)}`,
    projectType: "CRM",
    omittedMessages: 0,
    messages: texts.map((text, i) => ({ id: `m${i}`, role: "user" as const, text, at })),
  },
];
