import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SubmitResponse } from "../../worker/contracts/contact";
import { type ContactDraft, emptyDraft } from "../../worker/contracts/contact";
import type { Visitor } from "../../worker/durable-objects/visitor";
import { runHandoffs } from "../../worker/visitor/handoff";
import { api, postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import { ledger } from "./helpers/leads";

const webhook = vi.fn(async (_url: string, _init: RequestInit) => new Response("ok"));
vi.stubGlobal("fetch", webhook);
afterEach(() => webhook.mockReset().mockImplementation(async () => new Response("ok")));

const fresh = () => env.VISITOR.getByName(`visitor-${crypto.randomUUID()}`);
/** Real details, new in each test: the ledger takes the same details within a day as one lead. */
const danaFor = (tag: string) => ({
  name: "Dana Reyes",
  email: "dana.reyes@acme-industrial.com",
  company: "Acme Industrial",
  phone: "+1 (555) 010-0199",
  note: `We are replacing QuickBooks and three spreadsheets with NetSuite before Q3 next year (${tag}).`,
});
let dana = danaFor("first");
let filled: ContactDraft = emptyDraft();
beforeEach(() => {
  dana = danaFor(crypto.randomUUID().slice(0, 8));
  filled = {
    ...emptyDraft(),
    name: [dana.name],
    email: [dana.email],
    company: [dana.company],
    phone: [dana.phone],
    note: [dana.note],
  };
});
const leadIdsOf = (stub: ReturnType<typeof fresh>) =>
  runInDurableObject(stub, (_v: Visitor, s) =>
    s.storage.sql.exec<{ id: string }>("SELECT id FROM lead ORDER BY created_at").toArray(),
  );
const refOf = (stub: ReturnType<typeof fresh>) =>
  runInDurableObject(stub, (_v: Visitor, s) => s.id.toString());

describe("contact leads over HTTP (64-hex submission keys, real payloads)", () => {
  it("gives a second, different request from one browser its own lead (it used to 500)", async () => {
    const first = await postJson("/api/contact/submit", dana);
    expect(first.status).toBe(201);
    const cookie = visitorCookie(first);
    const second = await postJson(
      "/api/contact/submit",
      { ...dana, name: "Sam Ortiz", email: "sam.ortiz@acme-industrial.com" },
      cookie,
    );
    expect(second.status).toBe(201);
    const third = await postJson(
      "/api/contact/submit",
      { ...dana, phone: "+1 555 010 0200" },
      cookie,
    );
    expect(third.status).toBe(201);
    // The same details again within 24 h: the same lead, concurrently too.
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => postJson("/api/contact/submit", dana, cookie)),
    );
    const ids = await Promise.all(
      [first, ...repeats].map(async (r) => ((await r.json()) as SubmitResponse).leadId),
    );
    expect(new Set(ids).size).toBe(1);
    expect(repeats.every((r) => r.status === 200)).toBe(true);
    expect(await leadIdsOf(env.VISITOR.getByName(visitorIdOf(cookie)))).toHaveLength(3);
  });
});

describe("Visitor leads", () => {
  it("makes the same details a day later a new lead", async () => {
    const stub = fresh();
    const key = "a".repeat(64);
    const first = await stub.submit(key, dana);
    await runInDurableObject(stub, (_v: Visitor, s) =>
      s.storage.sql.exec("UPDATE lead SET created_at = ?", Date.now() - 25 * 3600_000),
    );
    const second = await stub.submit(key, dana);
    expect(second.created).toBe(true);
    expect(second.leadId).not.toBe(first.leadId);
    expect(await stub.submit(key, dana)).toEqual({ leadId: second.leadId, created: false });
  });

  it("restores only the first name and time of a recent lead, for 24 hours", async () => {
    const stub = fresh();
    await stub.saveDraft(filled);
    const { leadId } = await stub.submit("b".repeat(64), dana);
    const restored = await stub.restore();
    expect(restored).toEqual({
      draft: emptyDraft(),
      submitted: { leadId, firstName: "Dana", submittedAt: expect.any(Number) },
    });
    expect(JSON.stringify(restored)).not.toContain("acme-industrial.com");
    expect(JSON.stringify(restored)).not.toContain("010-0199");
    const sentAt = restored.submitted!.submittedAt;
    expect((await stub.restore(sentAt + 24 * 3600_000 + 1)).submitted).toBeNull();
  });

  it("hands each lead to the ledger with the visitor's conversations and the form answers", async () => {
    const stub = fresh();
    await stub.saveDraft(filled);
    const start = await stub.beginReply("chat_abc", {
      id: "m1",
      text: "A NetSuite ERP for finance",
    });
    if (!start.ok) throw new Error("full");
    await stub.saveReply("chat_abc", start.replyId, "What is driving it?");
    const { leadId } = await stub.submit("c".repeat(64), dana);
    await runDurableObjectAlarm(stub);
    await expect.poll(async () => (await ledger().get(leadId))?.id).toBe(leadId);
    const lead = (await ledger().get(leadId))!;
    expect(lead).toMatchObject({
      kind: "contact",
      contact: dana,
      values: filled,
      visitorRef: await refOf(stub),
      roadmap: { project: "NetSuite (ERP)", departments: ["finance"] },
    });
    expect(lead.conversations[0]!.messages.map((m) => m.text)).toEqual([
      "A NetSuite ERP for finance",
      "What is driving it?",
    ]);
    expect(await stub.pendingHandoffs()).toEqual([]);
  });

  it("makes a conversation with the visitor's email a chat lead, updated as it goes on", async () => {
    const stub = fresh();
    let start = await stub.beginReply("chat_1", {
      id: "m1",
      text: "CRM. Reach me at Jane.Roe@Acme.io",
    });
    if (!start.ok) throw new Error("full");
    await stub.saveReply("chat_1", start.replyId, "Thanks, Jane.");
    await runDurableObjectAlarm(stub);
    const [row] = await leadIdsOf(stub);
    await expect
      .poll(async () => (await ledger().get(row!.id))?.contact)
      .toEqual({ email: "jane.roe@acme.io" });
    start = await stub.beginReply("chat_1", { id: "m2", text: "We also use HubSpot" });
    if (!start.ok) throw new Error("full");
    await stub.saveReply("chat_1", start.replyId, "Noted.");
    await runDurableObjectAlarm(stub);
    await expect
      .poll(async () => (await ledger().get(row!.id))?.conversations[0]?.messages.length)
      .toBe(4);
    expect((await leadIdsOf(stub)).length).toBe(1);
  });

  it("keeps a hand-off the ledger did not acknowledge and sends the latest state later", async () => {
    const stub = fresh();
    const { leadId } = await stub.submit("d".repeat(64), dana);
    await runInDurableObject(stub, async (_v: Visitor, s) => {
      const failing = async () => {
        throw new Error("ledger unavailable");
      };
      await runHandoffs(s.storage.sql, Date.now() + 1000, failing);
    });
    const [pending] = await stub.pendingHandoffs();
    expect(pending).toMatchObject({ leadId, op: "upsert", attempts: 1 });
    await runInDurableObject(stub, (_v: Visitor, s) =>
      s.storage.sql.exec("UPDATE handoff SET next_attempt_at = 0"),
    );
    await runDurableObjectAlarm(stub);
    expect(await stub.pendingHandoffs()).toEqual([]);
    expect((await ledger().get(leadId))?.contact.name).toBe(dana.name);
  });
});

describe("retention and erasure", () => {
  it("expires a draft and a conversation unused for 30 days, then deletes the object's storage", async () => {
    const stub = fresh();
    await stub.saveDraft(filled);
    const start = await stub.beginReply("chat_old", { id: "m1", text: "ERP" });
    if (!start.ok) throw new Error("full");
    await stub.saveReply("chat_old", start.replyId, "Tell me more.");
    const old = Date.now() - 31 * 24 * 3600_000;
    await runInDurableObject(stub, (_v: Visitor, s) => {
      s.storage.sql.exec("UPDATE draft SET updated_at = ?", old);
      s.storage.sql.exec("UPDATE conversation SET updated_at = ?", old);
    });
    await runDurableObjectAlarm(stub);
    const tables = await runInDurableObject(stub, (_v: Visitor, s) =>
      s.storage.sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .toArray(),
    );
    expect(tables).toEqual([]);
    // Still usable afterwards.
    expect(await stub.draft()).toEqual(emptyDraft());
  });

  it("keeps the conversations of a visitor who became a lead", async () => {
    const stub = fresh();
    const start = await stub.beginReply("chat_kept", { id: "m1", text: "ERP" });
    if (!start.ok) throw new Error("full");
    await stub.submit("e".repeat(64), dana);
    await runInDurableObject(stub, (_v: Visitor, s) =>
      s.storage.sql.exec("UPDATE conversation SET updated_at = 0"),
    );
    await runDurableObjectAlarm(stub);
    expect(await stub.conversations()).toHaveLength(1);
  });

  it("DELETE /api/visitor erases the draft, conversations and leads, here and in the ledger", async () => {
    const submit = await postJson("/api/contact/submit", dana);
    const cookie = visitorCookie(submit);
    const { leadId } = (await submit.json()) as SubmitResponse;
    const chat = await postJson(
      "/api/clarity",
      {
        id: "chat_erase",
        message: { id: "m1", role: "user", parts: [{ type: "text", text: "CRM" }] },
      },
      cookie,
    );
    await chat.text();
    const stub = env.VISITOR.getByName(visitorIdOf(cookie));
    await runDurableObjectAlarm(stub);
    await expect.poll(async () => (await ledger().get(leadId))?.id).toBe(leadId);

    const res = await api("/api/visitor", { method: "DELETE", headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      found: true,
      erased: { draft: false, conversations: 1, leads: 1 },
    });
    expect(res.headers.get("set-cookie")).toMatch(/clarity_visitor=;.*Max-Age=0/i);
    expect(await ledger().get(leadId)).toBeNull();
    expect(await stub.conversations()).toEqual([]);
    expect(await leadIdsOf(stub)).toEqual([]);
  });

  it("DELETE /api/visitor without a cookie answers 200 and creates nothing", async () => {
    const res = await api("/api/visitor", { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie") ?? "").not.toMatch(/clarity_visitor=[^;]/);
  });

  it("a read without a cookie answers from nothing and sets no cookie", async () => {
    const res = await api("/api/contact/draft");
    expect(await res.json()).toMatchObject({ draft: emptyDraft(), submitted: null });
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});
