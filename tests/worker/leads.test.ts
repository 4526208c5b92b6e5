import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { decodeCursor } from "../../worker/contracts/inbox-schemas";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { fitLead, MAX_LEAD_BYTES } from "../../worker/ledger/lead-record";
import { signature } from "../../worker/outbound/transports/webhook";
import { api } from "./helpers/http";
import { contactLead, ledger, robin, SALES_TOKEN } from "./helpers/leads";

// Every delivery hits this stub, never the network; alarms may also fire on their own.
const webhook = vi.fn(async (_url: string, _init: RequestInit) => new Response("ok"));
vi.stubGlobal("fetch", webhook);
afterEach(() => webhook.mockReset().mockImplementation(async () => new Response("ok")));

/** Makes every pending delivery due now and runs the ledger's alarm. */
async function deliverDue() {
  await runInDurableObject(ledger(), (_l: Ledger, s) =>
    s.storage.sql.exec("UPDATE delivery SET next_attempt_at = 0 WHERE status = 'pending'"),
  );
  await runDurableObjectAlarm(ledger());
}

const deliveriesFor = (leadId: string) =>
  webhook.mock.calls.filter(([, init]) => String(init.body).includes(leadId));

describe("the lead ledger", () => {
  it("lists leads newest first, filters, searches and pages with a cursor", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const base = Date.now() - 10_000;
    const leads = Array.from({ length: 5 }, (_, i) =>
      contactLead({
        createdAt: base + i,
        updatedAt: base + i,
        kind: i % 2 ? "chat" : "contact",
        projectType: `Project ${tag}`,
      }),
    );
    for (const lead of leads) await ledger().upsert(lead);
    const all = await ledger().list({ q: tag });
    expect(all.total).toBe(5);
    expect(all.leads.map((l) => l.id)).toEqual(leads.map((l) => l.id).reverse());
    expect((await ledger().list({ q: tag, kind: "chat" })).leads).toHaveLength(2);
    const byName = await ledger().list({ q: leads[2]!.contact.name!.toUpperCase() });
    expect(byName.leads.map((l) => l.id)).toEqual([leads[2]!.id]);
    const page1 = await ledger().list({ q: tag, limit: 2 });
    const page2 = await ledger().list({
      q: tag,
      limit: 2,
      cursor: decodeCursor(page1.nextCursor!)!,
    });
    const page3 = await ledger().list({
      q: tag,
      limit: 2,
      cursor: decodeCursor(page2.nextCursor!)!,
    });
    expect([...page1.leads, ...page2.leads, ...page3.leads].map((l) => l.id)).toEqual(
      all.leads.map((l) => l.id),
    );
    expect(page3.nextCursor).toBeNull();
    // A search of 200 characters works (SQLite's LIKE would refuse a pattern over 50 bytes).
    expect((await ledger().list({ q: "x".repeat(200) })).total).toBe(0);
  });

  it("keeps the newest state of a lead; a late older hand-off changes nothing", async () => {
    const lead = contactLead();
    await ledger().upsert(lead);
    await ledger().upsert({ ...lead, updatedAt: lead.updatedAt + 5, projectType: "Newer" });
    expect(await ledger().upsert({ ...lead, projectType: "Older" })).toEqual({ stored: false });
    expect((await ledger().get(lead.id))?.projectType).toBe("Newer");
  });

  it("retries 503 with backoff (honouring Retry-After) and delivers once, signed", async () => {
    let calls = 0;
    const lead = contactLead();
    webhook.mockImplementation(async (_url, init) => {
      if (!String(init.body).includes(lead.id)) return new Response("ok");
      calls++;
      return calls === 1
        ? new Response("busy", { status: 503, headers: { "retry-after": "120" } })
        : new Response(null, { status: 204 });
    });
    await ledger().upsert(lead);
    await runDurableObjectAlarm(ledger());
    let detail = await ledger().get(lead.id);
    expect(detail?.delivery).toMatchObject({ status: "pending", attempts: 1 });
    expect(detail?.delivery?.lastError).toBe("HTTP 503: busy");
    const next = await runInDurableObject(ledger(), (_l: Ledger, s) =>
      s.storage.sql
        .exec<{ next: number }>(
          "SELECT next_attempt_at AS next FROM delivery WHERE lead_id = ?",
          lead.id,
        )
        .one(),
    );
    expect(next.next - Date.now()).toBeGreaterThan(100_000);
    await deliverDue();
    detail = await ledger().get(lead.id);
    expect(detail?.delivery).toMatchObject({ status: "delivered", attempts: 2, lastError: null });
    expect(detail?.attempts.map((a) => [a.ok, a.status])).toEqual([
      [true, 204],
      [false, 503],
    ]);
    const sent = deliveriesFor(lead.id);
    expect(sent).toHaveLength(2);
    const init = sent[1]![1];
    const headers = new Headers(init.headers);
    expect(headers.get("idempotency-key")).toBe(lead.id);
    const sig = headers.get("x-clarity-signature")!;
    const t = Number(/t=(\d+)/.exec(sig)![1]);
    expect(sig).toBe(await signature("test-webhook-secret", t, String(init.body)));
    expect(JSON.parse(String(init.body))).toMatchObject({
      kind: "contact",
      leadId: lead.id,
      visitorRef: lead.visitorRef,
      contact: lead.contact,
      values: lead.values,
    });
  });

  it("fails a rejected payload (4xx) at once, with the status and body kept and logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    webhook.mockImplementation(
      async () => new Response('{"error":"unknown field kind"}', { status: 422 }),
    );
    const lead = contactLead();
    await ledger().upsert(lead);
    await deliverDue();
    const detail = await ledger().get(lead.id);
    expect(detail?.delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: 'HTTP 422: {"error":"unknown field kind"}',
    });
    expect(errors.mock.calls.flat().join(" ")).toContain(lead.id);
    // Health reports it; sales can retry it.
    const health = await (
      await api("/api/health", { headers: { authorization: `Bearer ${SALES_TOKEN}` } })
    ).json();
    expect(health).toMatchObject({
      status: "degraded",
      leads: { failedDeliveries: expect.any(Number) },
    });
    webhook.mockImplementation(async () => new Response("ok"));
    expect(await ledger().retry(lead.id, robin)).toMatchObject({
      lead: { delivery: { status: "pending" } },
    });
    await deliverDue();
    expect((await ledger().get(lead.id))?.delivery?.status).toBe("delivered");
    errors.mockRestore();
  });

  it("gives up on network errors after 72 hours and says so", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    webhook.mockImplementation(async () => {
      throw new Error("connection refused");
    });
    const lead = contactLead();
    await ledger().upsert(lead);
    await runInDurableObject(ledger(), (_l: Ledger, s) =>
      s.storage.sql.exec(
        "UPDATE delivery SET created_at = ?, next_attempt_at = 0 WHERE lead_id = ?",
        Date.now() - 72 * 3600_000 + 1000,
        lead.id,
      ),
    );
    await runDurableObjectAlarm(ledger());
    expect((await ledger().get(lead.id))?.delivery).toMatchObject({
      status: "failed",
      lastError: "connection refused",
    });
    expect(errors).toHaveBeenCalled();
    await ledger().setStatus(lead.id, robin, "contacted", null);
    errors.mockRestore();
  });

  it("sends a chat lead after the quiet time, and an update as the same lead #2", async () => {
    const lead = contactLead({ kind: "chat", values: null, contact: { email: "jo@acme.io" } });
    await ledger().upsert(lead);
    const due = await runInDurableObject(
      ledger(),
      (_l: Ledger, s) =>
        s.storage.sql
          .exec<{ next: number }>(
            "SELECT next_attempt_at AS next FROM delivery WHERE lead_id = ?",
            lead.id,
          )
          .one().next,
    );
    expect(due - Date.now()).toBeGreaterThan(60_000);
    // More conversation before it went out: still one delivery.
    await ledger().upsert({ ...lead, updatedAt: lead.updatedAt + 1, projectType: "CRM" });
    await deliverDue();
    expect(deliveriesFor(lead.id)).toHaveLength(1);
    await ledger().upsert({ ...lead, updatedAt: lead.updatedAt + 2, projectType: "CRM + CPQ" });
    await deliverDue();
    const sent = deliveriesFor(lead.id);
    expect(sent).toHaveLength(2);
    expect(new Headers(sent[1]![1].headers).get("idempotency-key")).toBe(`${lead.id}#2`);
    expect(JSON.parse(String(sent[1]![1].body))).toMatchObject({ projectType: "CRM + CPQ" });
  });

  it("keeps a lead with a 30-exchange chat of long messages under 256 KB, oldest left out first", async () => {
    const messages = Array.from({ length: 200 }, (_, i) => ({
      id: `m${i}`,
      role: (i % 2 ? "assistant" : "user") as "user" | "assistant",
      text: `${i}: ${"We close the month in spreadsheets; ".repeat(110)}`,
      at: new Date().toISOString(),
    }));
    const lead = contactLead({
      conversations: [{ id: "c1", projectType: "ERP", messages, omittedMessages: 0 }],
    });
    const fitted = fitLead(lead);
    const size = new TextEncoder().encode(JSON.stringify(fitted)).byteLength;
    expect(size).toBeLessThanOrEqual(MAX_LEAD_BYTES);
    const kept = fitted.conversations[0]!;
    expect(kept.omittedMessages).toBe(200 - kept.messages.length);
    expect(kept.messages.at(-1)!.id).toBe("m199");
    await ledger().upsert(lead);
    expect((await ledger().get(lead.id))?.conversations[0]?.omittedMessages).toBe(
      kept.omittedMessages,
    );
  });

  it("erases a visitor's leads and their deliveries", async () => {
    const lead = contactLead();
    await ledger().upsert(lead);
    await ledger().upsert(contactLead({ visitorRef: lead.visitorRef, kind: "chat" }));
    expect(await ledger().eraseVisitor(lead.visitorRef)).toEqual({ erased: 2 });
    expect((await ledger().list({ q: lead.visitorRef })).total).toBe(0);
    expect(await ledger().get(lead.id)).toBeNull();
  });
});
