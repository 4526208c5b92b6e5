import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ContactDraft, emptyDraft } from "../../worker/contracts/contact";
import { signature } from "../../worker/delivery/webhook";
import type { Visitor } from "../../worker/durable-objects/visitor";

const fresh = () => env.VISITOR.getByName(`visitor-${crypto.randomUUID()}`);
const contact = {
  name: "Dana Reyes",
  email: "dana@acme.io",
  company: "Acme",
  phone: "+1 555 0100",
  note: "",
};
const filled: ContactDraft = {
  ...emptyDraft(),
  name: ["Dana Reyes"],
  email: ["dana@acme.io"],
  company: ["Acme"],
  phone: ["+1 555 0100"],
};

// Alarms also fire on their own in the background; every delivery hits this stub, never the network.
const webhook = vi.fn(async (_url: string, _init: RequestInit) => new Response("ok"));
vi.stubGlobal("fetch", webhook);
afterEach(() => webhook.mockReset().mockImplementation(async () => new Response("ok")));

describe("Visitor draft", () => {
  it("is empty at first, then holds what was saved, replaced as a whole", async () => {
    const stub = fresh();
    expect(await stub.draft()).toEqual(emptyDraft());
    await stub.saveDraft({ ...emptyDraft(), name: ["Dana"] });
    await stub.saveDraft({ ...emptyDraft(), name: ["Dana", "D. Reyes"], email: ["dana@acme.io"] });
    expect(await stub.draft()).toEqual({
      ...emptyDraft(),
      name: ["Dana", "D. Reyes"],
      email: ["dana@acme.io"],
    });
    // Stored in SQLite, not memory: a fresh instance reads the same.
    const rows = await runInDurableObject(stub, (_v: Visitor, state) =>
      state.storage.sql.exec<{ data: string }>("SELECT data FROM draft").toArray(),
    );
    expect(JSON.parse(rows[0]!.data).name).toEqual(["Dana", "D. Reyes"]);
  });
});

describe("Visitor submit", () => {
  it("creates one lead for concurrent submits of the same details and closes the draft", async () => {
    const stub = fresh();
    await stub.saveDraft(filled);
    await stub.saveTranscript({ messages: [{ role: "user", content: "ERP" }], projectType: "ERP" });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => stub.submit("key-1", contact)),
    );
    expect(new Set(results.map((r) => r.leadId)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await stub.leads()).toHaveLength(1);
    expect(await stub.draft()).toEqual(emptyDraft());
    expect(await stub.outbox()).toHaveLength(1);
    const payload = JSON.parse((await stub.outbox())[0]!.payload);
    expect(payload.transcripts[0].projectType).toBe("ERP");
    expect(payload.values.name).toEqual(["Dana Reyes"]);
  });

  it("treats the same details a day later as a new lead", async () => {
    const stub = fresh();
    const first = await stub.submit("key-day", contact);
    await runInDurableObject(stub, (_v: Visitor, s) =>
      s.storage.sql.exec("UPDATE lead SET created_at = ?", Date.now() - 25 * 3600_000),
    );
    const second = await stub.submit("key-day", contact);
    expect(second.created).toBe(true);
    expect(second.leadId).not.toBe(first.leadId);
    // …and a repeat of that one is a duplicate again.
    expect(await stub.submit("key-day", contact)).toEqual({
      leadId: second.leadId,
      created: false,
    });
    expect(await stub.leads()).toHaveLength(2);
    expect(await stub.outbox()).toHaveLength(2);
  });
});

describe("Visitor restore (the contact page after a reload)", () => {
  it("gives the form in progress, and the latest lead for 24 h after it was sent", async () => {
    const stub = fresh();
    expect(await stub.restore()).toEqual({ draft: emptyDraft(), submitted: null });
    await stub.saveDraft({ ...filled, phone: ["+1 555 0100", "+1 555 0199"] });
    const { leadId } = await stub.submit("key-restore", {
      ...contact,
      phone: "+1 555 0100, +1 555 0199",
    });
    const afterSubmit = await stub.restore();
    expect(afterSubmit.draft).toEqual(emptyDraft());
    expect(afterSubmit.submitted).toEqual({
      leadId,
      values: { ...filled, phone: ["+1 555 0100", "+1 555 0199"] },
      submittedAt: expect.any(Number),
    });
    // A new form started since is returned alongside; the page resumes it.
    await stub.saveDraft({ ...emptyDraft(), name: ["Dana"] });
    expect((await stub.restore()).draft.name).toEqual(["Dana"]);

    const sentAt = afterSubmit.submitted!.submittedAt;
    expect((await stub.restore(sentAt + 23 * 3600_000)).submitted?.leadId).toBe(leadId);
    expect((await stub.restore(sentAt + 24 * 3600_000 + 1)).submitted).toBeNull();
  });

  it("recaps a lead sent without a draft from its submitted details", async () => {
    const stub = fresh();
    await stub.submit("key-no-draft", contact);
    expect((await stub.restore()).submitted?.values).toEqual(filled);
  });
});

describe("Visitor outbox", () => {
  it("retries a failing webhook with backoff and delivers exactly once, signed", async () => {
    const calls: { headers: Headers; body: string }[] = [];
    webhook.mockImplementation(async (_url: string, init: RequestInit) => {
      calls.push({ headers: new Headers(init.headers), body: String(init.body) });
      return new Response(null, { status: calls.length <= 2 ? 503 : 200 });
    });
    const stub = fresh();
    const { leadId } = await stub.submit("key-2", contact);
    // The first attempt is due at once: run it (unless the alarm already fired by itself).
    await runDurableObjectAlarm(stub);
    await expect.poll(async () => (await stub.outbox())[0]!.attempts).toBe(1);
    let [row] = await stub.outbox();
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "HTTP 503" });
    const firstRetryAt = row!.next_attempt_at;

    // Make the retry due now, run it: fails again, and the next wait is longer.
    await runInDurableObject(stub, (_v: Visitor, s) =>
      s.storage.sql.exec("UPDATE outbox SET next_attempt_at = 0"),
    );
    await runDurableObjectAlarm(stub);
    [row] = await stub.outbox();
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row!.next_attempt_at - Date.now()).toBeGreaterThan(firstRetryAt - row!.created_at);

    await runInDurableObject(stub, (_v: Visitor, s) =>
      s.storage.sql.exec("UPDATE outbox SET next_attempt_at = 0"),
    );
    await runDurableObjectAlarm(stub);
    [row] = await stub.outbox();
    expect(row).toMatchObject({ status: "delivered", attempts: 3, last_error: null });
    expect(calls).toHaveLength(3);
    // Nothing left to do: no more deliveries.
    expect(await runDurableObjectAlarm(stub)).toBe(false);

    const last = calls[2]!;
    expect(last.headers.get("idempotency-key")).toBe(leadId);
    expect(new Set(calls.map((c) => c.headers.get("idempotency-key"))).size).toBe(1);
    const sig = last.headers.get("x-clarity-signature")!;
    const t = Number(/t=(\d+)/.exec(sig)![1]);
    expect(sig).toBe(await signature("test-webhook-secret", t, last.body));
    expect(JSON.parse(last.body)).toMatchObject({ leadId, contact });
  });

  it("gives up after 72 hours, keeps the lead and marks the delivery failed", async () => {
    webhook.mockImplementation(async () => {
      throw new Error("connection refused");
    });
    const stub = fresh();
    await stub.submit("key-3", contact);
    // Pretend the lead was queued just under 72 hours ago; the next retry would pass the limit.
    await runInDurableObject(stub, (_v: Visitor, s) =>
      s.storage.sql.exec(
        "UPDATE outbox SET created_at = ?, next_attempt_at = 0",
        Date.now() - 72 * 3600_000 + 1000,
      ),
    );
    await runDurableObjectAlarm(stub);
    const [row] = await stub.outbox();
    expect(row).toMatchObject({ status: "failed", last_error: "connection refused" });
    expect(row!.attempts).toBeGreaterThanOrEqual(1);
    expect(await stub.leads()).toHaveLength(1);
    expect(await runDurableObjectAlarm(stub)).toBe(false);
  });
});
