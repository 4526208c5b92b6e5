import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type {
  ProspectCard,
  ProspectListResponse,
  ProspectSummary,
} from "../../../worker/contracts/inbox";
import { api, visitorCookie, visitorIdOf } from "./http";

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

/** The first prospect the search `q` finds, once it is there (a hand-off lands just after). */
export async function prospectFound(
  who: ReturnType<typeof person>,
  q: string,
): Promise<ProspectSummary> {
  let found: ProspectSummary | undefined;
  await expect
    .poll(async () => {
      found = (await who.prospects(`q=${encodeURIComponent(q)}`)).prospects[0];
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Sends the /try form as a browser does (no cookie), and hands the lead to the ledger. */
export async function sendTryForm(form: {
  name: string;
  email: string;
  company: string;
  phone: string;
  note: string;
}): Promise<void> {
  const res = await api("/api/contact/submit", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(form),
  });
  expect(res.status).toBe(201);
  await runDurableObjectAlarm(env.VISITOR.getByName(visitorIdOf(visitorCookie(res))));
}
