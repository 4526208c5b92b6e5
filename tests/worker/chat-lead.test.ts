import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatTranscript } from "../../worker/contracts/transcript";
import { CHAT_LEAD_QUIET_MS } from "../../worker/durable-objects/chat-lead";
import type { Visitor } from "../../worker/durable-objects/visitor";

const fresh = () => env.VISITOR.getByName(`chat-lead-${crypto.randomUUID()}`);
const webhook = vi.fn(async (_url: string, _init: RequestInit) => new Response("ok"));
vi.stubGlobal("fetch", webhook);
afterEach(() => webhook.mockReset().mockImplementation(async () => new Response("ok")));

type Msg = ChatTranscript["messages"][number];
const user = (content: string): Msg => ({ role: "user", content });
const bot = (content: string): Msg => ({ role: "assistant", content });
const transcript = (...messages: Msg[]): ChatTranscript => ({ messages, projectType: "ERP" });
const conversation = [
  user("ERP"),
  bot("What's driving it?"),
  user("Month-end close takes 12 days. Reach me at Jane@Acme.com"),
];
const dueNow = (stub: ReturnType<typeof fresh>) =>
  runInDurableObject(stub, (_v: Visitor, s) =>
    s.storage.sql.exec("UPDATE outbox SET next_attempt_at = 0 WHERE status = 'pending'"),
  );

describe("chat leads (an address given in the Clarity chat)", () => {
  it("are delivered once the conversation is quiet, with its newest transcript", async () => {
    const stub = fresh();
    await stub.saveTranscript(transcript(user("ERP")));
    expect(await stub.outbox()).toEqual([]);

    const before = Date.now();
    await stub.saveTranscript(transcript(...conversation));
    let [row] = await stub.outbox();
    expect(row!.next_attempt_at).toBeGreaterThanOrEqual(before + CHAT_LEAD_QUIET_MS);

    // More conversation before the delivery: still one delivery, now with every message.
    await stub.saveTranscript(transcript(...conversation, bot("Which systems?"), user("SAP")));
    const rows = await stub.outbox();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload).messages).toHaveLength(5);

    // Not due yet: the alarm delivers nothing.
    await runDurableObjectAlarm(stub);
    expect(webhook).not.toHaveBeenCalled();

    await dueNow(stub);
    await runDurableObjectAlarm(stub);
    [row] = await stub.outbox();
    expect(row).toMatchObject({ status: "delivered", attempts: 1 });
    expect(webhook).toHaveBeenCalledTimes(1);
    const init = webhook.mock.calls[0]![1];
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      kind: "chat",
      email: "jane@acme.com",
      projectType: "ERP",
      leadId: row!.lead_id,
    });
    expect(body.messages.at(-1)).toEqual(user("SAP"));
    expect(new Headers(init.headers).get("idempotency-key")).toBe(row!.lead_id);

    // The conversation goes on after the delivery: one more delivery of the same lead.
    await stub.saveTranscript(
      transcript(...conversation, bot("Which systems?"), user("SAP"), bot("Team?"), user("4")),
    );
    const after = await stub.outbox();
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({
      lead_id: row!.lead_id,
      idempotency_key: `${row!.lead_id}#2`,
      status: "pending",
    });
  });

  it("count only an address the visitor typed, and are not contact-form leads", async () => {
    const stub = fresh();
    await stub.saveTranscript(transcript(user("CRM"), bot("Write to hello@clarity.example")));
    expect(await stub.outbox()).toEqual([]);

    await stub.saveTranscript(transcript(...conversation));
    expect(await stub.leads()).toEqual([]);
    expect((await stub.restore()).submitted).toBeNull();
  });

  it("leave the contact lead as it was: its own delivery, marked contact, with the chat", async () => {
    const stub = fresh();
    await stub.saveTranscript(transcript(...conversation));
    const { leadId } = await stub.submit("key-chat-then-form", {
      name: "Jane Roe",
      email: "jane@acme.com",
      company: "Acme",
      phone: "555",
      note: "",
    });
    const contactRow = (await stub.outbox()).find((r) => r.lead_id === leadId)!;
    const payload = JSON.parse(contactRow.payload);
    expect(payload.kind).toBe("contact");
    expect(payload.transcripts[0].messages).toEqual(conversation);
    expect(await stub.leads()).toHaveLength(1);
  });
});
