// A next step falling due reminds its owner once: by email where the owner is an address, named in
// Slack; a step moved later is reminded at its new time, a cleared one never.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { alertChannels, SLACK } from "./helpers/alert-channels";
import { person } from "./helpers/inbox";
import { contactLead, ledger, signInAs } from "./helpers/leads";

const { receiver, mailbox } = alertChannels({ SLACK_WEBHOOK_URL: SLACK });

const HOUR = 3_600_000;
const reminders = (leadId: string) =>
  mailbox.mock.calls
    .map(([m]) => m)
    .filter((m) => String(m.subject).includes("Next step due") && String(m.text).includes(leadId));
const remindersPosted = (leadId: string) =>
  receiver.mock.calls.filter(
    ([u, i]) =>
      u === SLACK && String(i.body).includes(leadId) && String(i.body).includes("Next step due"),
  );
const alarmAt = () => runInDurableObject(ledger(), (_l: Ledger, s) => s.storage.getAlarm());

/** A prospect owned by Alex (an address), given by Robin; its alerts so far sent. */
async function owned() {
  const lead = contactLead();
  await ledger().upsert(lead);
  const robin = person(await signInAs("robin@clarity.test"));
  await signInAs("alex@clarity.test");
  await robin.assign(lead.id, "alex@clarity.test");
  await runDurableObjectAlarm(ledger());
  mailbox.mockClear();
  receiver.mockClear();
  return { lead, robin };
}

describe("a next step's reminder", () => {
  it("a step due in the past alerts its owner once: their email alone, named in Slack", async () => {
    const { lead, robin } = await owned();
    const dueAt = new Date(Date.now() - HOUR).toISOString();
    expect((await robin.nextStep(lead.id, { kind: "call", dueAt })).status).toBe(200);
    await runDurableObjectAlarm(ledger());
    const mails = reminders(lead.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(["alex@clarity.test"]);
    expect(String(mails[0]!.subject)).toBe(
      `Next step due: ${lead.contact.name}, ${lead.contact.company}`,
    );
    const due = `${dueAt.slice(0, 10)} ${dueAt.slice(11, 16)} UTC`;
    expect(String(mails[0]!.text)).toContain(`Next step: Call, due ${due}`);
    expect(String(mails[0]!.text)).toContain(
      `Open the lead: https://clarity.test/inbox/${lead.id}`,
    );
    const posts = remindersPosted(lead.id);
    expect(posts).toHaveLength(1);
    expect(String(posts[0]![1].body)).toContain("Owner: alex@clarity.test");

    // Nothing more to say of it: another alarm, another sales action, and it stays one.
    await robin.note(lead.id, "Left a voicemail, trying again after lunch");
    await runDurableObjectAlarm(ledger());
    expect(reminders(lead.id)).toHaveLength(1);
    expect(remindersPosted(lead.id)).toHaveLength(1);
  });

  it("a step moved later is reminded at its new time, once more", async () => {
    const { lead, robin } = await owned();
    await robin.nextStep(lead.id, {
      kind: "call",
      dueAt: new Date(Date.now() - HOUR).toISOString(),
    });
    await runDurableObjectAlarm(ledger());
    expect(reminders(lead.id)).toHaveLength(1);

    const later = Date.now() + 1500;
    await robin.nextStep(lead.id, { kind: "email", dueAt: new Date(later).toISOString() });
    await runDurableObjectAlarm(ledger());
    expect(reminders(lead.id)).toHaveLength(1);
    expect(await alarmAt()).toBe(later);

    await new Promise((r) => setTimeout(r, Math.max(0, later - Date.now()) + 50));
    await runDurableObjectAlarm(ledger());
    const mails = reminders(lead.id);
    expect(mails).toHaveLength(2);
    expect(String(mails[1]!.text)).toContain("Next step: Email, due");
    expect(mails[1]!.to).toEqual(["alex@clarity.test"]);
  });

  it("a cleared step is never reminded; without an owner the reminder goes to sales", async () => {
    const { lead, robin } = await owned();
    await robin.nextStep(lead.id, {
      kind: "call",
      dueAt: new Date(Date.now() - HOUR).toISOString(),
    });
    await robin.nextStep(lead.id, null);
    await runDurableObjectAlarm(ledger());
    expect(reminders(lead.id)).toEqual([]);
    expect(remindersPosted(lead.id)).toEqual([]);

    const unowned = contactLead();
    await ledger().upsert(unowned);
    await robin.nextStep(unowned.id, {
      kind: "meeting",
      dueAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    await runDurableObjectAlarm(ledger());
    const mails = reminders(unowned.id);
    expect(mails.map((m) => m.to)).toEqual([["sales@clarity.test"]]);
    expect(remindersPosted(unowned.id)).toHaveLength(1);
  });
});
