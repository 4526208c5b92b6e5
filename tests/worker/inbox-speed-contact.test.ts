import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { LeadSummary, SpeedToLead } from "../../worker/contracts/inbox";
import type { LeadRecord } from "../../worker/contracts/lead-record";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { conversationOf, person } from "./helpers/inbox";
import { contactLead, ledger, signInAs } from "./helpers/leads";

/**
 * Speed to lead counts first contact (a call or email logged, or the status contacted), not an
 * assignment or a note; an untouched lead is missed from the moment its hour is up; a reopen
 * starts a new clock; beside the figures, how many wait and the oldest wait.
 */
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);

const MINUTE = 60_000;
const alex = async () => person(await signInAs("Alex Kim"));

/** Stores a lead as if it had arrived `ago` minutes ago. */
async function arrived(lead: LeadRecord, ago: number): Promise<LeadRecord> {
  await ledger().upsert(lead);
  await runInDurableObject(ledger(), (_l: Ledger, s) =>
    s.storage.sql.exec(
      "UPDATE lead SET created_at = ? WHERE id = ?",
      Date.now() - ago * MINUTE,
      lead.id,
    ),
  );
  return lead;
}

const speedOf = async (a: Awaited<ReturnType<typeof alex>>) =>
  (await a.prospects("limit=1")).speed as SpeedToLead;
const week = (s: SpeedToLead) => s.windows[0]!;
const firstContact = async (a: Awaited<ReturnType<typeof alex>>, id: string) =>
  ((await (await a.send("GET", `/leads/${id}`)).json()) as LeadSummary).firstActionAt;

describe("speed to lead", () => {
  it("a self-assignment or a note is no contact; the status contacted, a call or an email is", async () => {
    const a = await alex();
    const before = week(await speedOf(a));
    const [assigned, contacted, called, emailed] = [
      await arrived(contactLead(), 180),
      await arrived(contactLead(), 180),
      await arrived(contactLead(), 180),
      await arrived(contactLead(), 180),
    ];
    const untouched = week(await speedOf(a));
    expect(untouched.leads - before.leads).toBe(4);
    expect(untouched.missed - before.missed).toBe(4);

    await a.assign(assigned.id, "Alex Kim");
    await a.note(assigned.id, "Will call them after lunch");
    await a.status(contacted.id, "contacted");
    await a.logActivity(called.id, { kind: "call", outcome: "no_answer" });
    await a.logActivity(emailed.id, { kind: "email", outcome: "reached" });

    expect(await firstContact(a, assigned.id)).toBeNull();
    for (const lead of [contacted, called, emailed])
      expect(await firstContact(a, lead.id)).toEqual(expect.any(String));
    const after = week(await speedOf(a));
    expect(after.answered - before.answered).toBe(3);
    expect(after.missed - before.missed).toBe(1);
  });

  it("an untouched lead is missed from the moment its hour is up, not when someone acts", async () => {
    const a = await alex();
    const before = week(await speedOf(a));
    const lead = await arrived(contactLead(), 59);
    expect(week(await speedOf(a))).toMatchObject({ leads: before.leads, missed: before.missed });
    await arrived(lead, 61);
    const after = week(await speedOf(a));
    expect(after).toMatchObject({ leads: before.leads + 1, missed: before.missed + 1 });
    // The share within the hour counts it as not answered in time.
    expect(after.withinHour).toBeLessThan(1);
  });

  it("a reopen starts a new clock for the lead", async () => {
    const a = await alex();
    const chat = contactLead({
      kind: "chat",
      values: null,
      conversations: conversationOf(["We need a CRM", "dana@acme-industrial.com"]),
    });
    await arrived(chat, 300);
    await a.status(chat.id, "contacted");
    expect(await firstContact(a, chat.id)).toEqual(expect.any(String));
    const answered = await speedOf(a);

    // They write again: the prospect reopens, and the lead waits for a contact anew.
    await ledger().upsert({
      ...chat,
      updatedAt: chat.updatedAt + MINUTE,
      conversations: conversationOf(["We need a CRM", "dana@acme-industrial.com", "Any news?"]),
    });
    expect(await firstContact(a, chat.id)).toBeNull();
    const reopened = await speedOf(a);
    expect(reopened.waiting.count).toBe(answered.waiting.count + 1);
    // Under an hour into its new clock, it is not counted yet.
    expect(week(reopened).leads).toBe(week(answered).leads - 1);

    await a.logActivity(chat.id, { kind: "call", outcome: "reached" });
    const again = await speedOf(a);
    expect(week(again)).toMatchObject({
      leads: week(answered).leads,
      answered: week(answered).answered,
    });
    expect(again.waiting.count).toBe(answered.waiting.count);
  });

  it("says how many leads wait for a first contact, and the oldest wait", async () => {
    const a = await alex();
    const before = (await speedOf(a)).waiting;
    const oldest = await arrived(contactLead(), 20 * 24 * 60);
    await arrived(contactLead(), 30);
    const waiting = (await speedOf(a)).waiting;
    expect(waiting.count).toBe(before.count + 2);
    expect(waiting.oldestMinutes).toBe(20 * 24 * 60);
    await a.logActivity(oldest.id, { kind: "email", outcome: "voicemail" });
    const after = (await speedOf(a)).waiting;
    expect(after.count).toBe(before.count + 1);
    expect(after.oldestMinutes).toBeLessThan(20 * 24 * 60);
  });
});
