import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import {
  type LiveLeadMessage,
  PING,
  PONG,
  REAUTHENTICATE,
} from "../../worker/contracts/inbox-live";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { api } from "./helpers/http";
import { contactLead, ledger, robin, SALES_TOKEN } from "./helpers/leads";

// Deliveries go nowhere: the webhook's fetch answers at once.
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

async function sessionCookie(): Promise<string> {
  const res = await api("/api/inbox/session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: SALES_TOKEN, name: "Sam Ortiz" }),
  });
  expect(res.status).toBe(204);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

const upgrade = (headers: Record<string, string> = {}) =>
  api("/api/inbox/live", { headers: { upgrade: "websocket", ...headers } });

/** An open inbox socket and the messages it has received, in order. */
async function openInbox(headers: Record<string, string>) {
  const res = await upgrade(headers);
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  ws.accept();
  const messages: string[] = [];
  const closed = new Promise<number>((resolve) =>
    ws.addEventListener("close", (event) => resolve(event.code)),
  );
  ws.addEventListener("message", (event) => {
    messages.push(String(event.data));
  });
  const next = (matching: (text: string) => boolean) =>
    vi.waitFor(
      () => {
        const found = messages.find(matching);
        if (!found) throw new Error(`no matching message yet (${messages.length} received)`);
        return found;
      },
      { timeout: 5000, interval: 10 },
    );
  const leadMessage = async (leadId: string, change: LiveLeadMessage["change"]) =>
    JSON.parse(
      await next((text) => text.includes(leadId) && text.includes(`"${change}"`)),
    ) as LiveLeadMessage;
  return { ws, messages, closed, next, leadMessage };
}

describe("GET /api/inbox/live", () => {
  it("refuses an upgrade without a sign-in (401) and a plain request (426)", async () => {
    const anonymous = await upgrade();
    expect(anonymous.status).toBe(401);
    expect(anonymous.webSocket).toBeNull();
    expect(await anonymous.json()).toMatchObject({ error: { code: "unauthorized:inbox" } });

    const forged = await upgrade({ cookie: `clarity_sales=${"ab".repeat(32)}` });
    expect(forged.status).toBe(401);

    const cookie = await sessionCookie();
    const plain = await api("/api/inbox/live", { headers: { cookie } });
    expect(plain.status).toBe(426);
    expect(plain.headers.get("upgrade")).toBe("websocket");
    expect(await plain.json()).toMatchObject({ error: { code: "upgrade_required" } });

    const post = await api("/api/inbox/live", { method: "POST", headers: { cookie } });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
  });

  it("sends a signed-in inbox every created, updated and deleted lead, and answers pings", async () => {
    const inbox = await openInbox({ cookie: await sessionCookie() });
    inbox.ws.send(PING);
    expect(await inbox.next((text) => text === PONG)).toBe(PONG);

    const lead = contactLead();
    await ledger().upsert(lead);
    expect(await inbox.leadMessage(lead.id, "created")).toEqual({
      type: "lead",
      leadId: lead.id,
      change: "created",
      prospectId: expect.stringMatching(/^prospect_/),
    });
    // Ids and what happened, never the lead's contents.
    expect(inbox.messages.join("")).not.toContain(lead.contact.email);

    await ledger().setStatus(lead.id, robin, "contacted", null);
    await inbox.leadMessage(lead.id, "updated");
    await ledger().upsert({ ...lead, updatedAt: lead.updatedAt + 1000 });
    expect(
      inbox.messages.filter((m) => m.includes(lead.id) && m.includes('"updated"')),
    ).toHaveLength(2);
    await ledger().remove(lead.id, robin);
    await inbox.leadMessage(lead.id, "deleted");
    inbox.ws.close(1000, "done");
  });

  it("tells the inbox of a next step set or cleared and of a call logged", async () => {
    const cookie = await sessionCookie();
    const inbox = await openInbox({ cookie });
    const lead = contactLead();
    await ledger().upsert(lead);
    await inbox.leadMessage(lead.id, "created");
    const updates = () =>
      inbox.messages.filter((m) => m.includes(lead.id) && m.includes('"updated"')).length;
    const send = (method: string, path: string, body?: unknown) =>
      api(`/api/inbox/leads/${lead.id}/${path}`, {
        method,
        headers: { cookie, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const dueAt = new Date(Date.now() + 86_400_000).toISOString();
    expect((await send("POST", "next-step", { kind: "email", dueAt })).status).toBe(200);
    await vi.waitFor(() => expect(updates()).toBe(1));
    expect((await send("DELETE", "next-step")).status).toBe(200);
    await vi.waitFor(() => expect(updates()).toBe(2));
    const call = { kind: "call", outcome: "reached" };
    expect((await send("POST", "activities", call)).status).toBe(201);
    await vi.waitFor(() => expect(updates()).toBe(3));
    inbox.ws.close(1000, "done");
  });

  it("reaches every open inbox, the bearer token's too", async () => {
    const a = await openInbox({ cookie: await sessionCookie() });
    const b = await openInbox({ authorization: `Bearer ${SALES_TOKEN}` });
    const lead = contactLead();
    await ledger().upsert(lead);
    await Promise.all([a.leadMessage(lead.id, "created"), b.leadMessage(lead.id, "created")]);
    a.ws.close(1000);
    b.ws.close(1000);
  });

  it("closes a socket past its sign-in check at the next change, so the browser checks in again", async () => {
    const inbox = await openInbox({ cookie: await sessionCookie() });
    await runInDurableObject(ledger(), (_instance: Ledger, state) => {
      for (const ws of state.getWebSockets()) ws.serializeAttachment({ openedAt: 0 });
    });
    const lead = contactLead();
    await ledger().upsert(lead);
    expect(await inbox.closed).toBe(REAUTHENTICATE);
    expect(inbox.messages.some((m) => m.includes(lead.id))).toBe(false);
  });
});
