// A prospect who asks for a call is alerted as such, whatever the alert: "Wants a call" first in the
// email's subject, Slack's header and Teams' card, from the form's note or the first chat message
// as from a later one, once per request; a logged call ends it.
import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { alertChannels, SLACK, TEAMS } from "./helpers/alert-channels";
import { conversationOf, person } from "./helpers/inbox";
import { contactLead, ledger, signInAs } from "./helpers/leads";

const { receiver, mailbox } = alertChannels({ SLACK_WEBHOOK_URL: SLACK, TEAMS_WEBHOOK_URL: TEAMS });

/** What each receiver got about this lead: email subjects, Slack headers, Teams' first lines. */
function received(leadId: string) {
  const posted = (url: string) =>
    receiver.mock.calls
      .filter(([u, i]) => u === url && String(i.body).includes(leadId))
      .map(([, i]) => JSON.parse(String(i.body)));
  return {
    subjects: mailbox.mock.calls
      .map(([m]) => m)
      .filter((m) => Array.isArray(m.to) && String(m.text).includes(leadId))
      .map((m) => String(m.subject)),
    slack: posted(SLACK).map((b) => [b.text, b.blocks[0].text.text]),
    teams: posted(TEAMS).map((b) => b.attachments[0].content.body[0].text),
  };
}

const who = (lead: ReturnType<typeof contactLead>) =>
  `${lead.contact.name}, ${lead.contact.company}`;

describe("a call asked for", () => {
  it("in the form's note: the lead's one alert says it first on every channel", async () => {
    const lead = contactLead();
    lead.contact.note = `Please call me today after 2pm, we are choosing this week. ${"Context. ".repeat(400)}`;
    await ledger().upsert(lead);
    await runDurableObjectAlarm(ledger());
    const got = received(lead.id);
    expect(got.subjects).toEqual([`Wants a call: ${who(lead)}`]);
    expect(got.slack).toEqual([[`Wants a call: ${who(lead)}`, `Wants a call: ${who(lead)}`]]);
    expect(got.teams).toEqual(["Wants a call"]);
  });

  it("in the first chat message: alerted once, and not again as the conversation goes on", async () => {
    const base = contactLead({
      kind: "chat",
      // No dot in the local part: "pat.deea5e" would read as a domain and be made inert too.
      contact: { email: `pat-${crypto.randomUUID().slice(0, 6)}@acme.io` },
      values: null,
    });
    const first = ["Can someone call me this week about our CRM?"];
    await ledger().upsert({ ...base, conversations: conversationOf(first) });
    await ledger().upsert({
      ...base,
      updatedAt: base.updatedAt + 10,
      conversations: conversationOf([...first, "We have 40 people in sales", "Please call me"]),
    });
    await runDurableObjectAlarm(ledger());
    const got = received(base.id);
    expect(got.subjects).toEqual([
      `Wants a call: ${base.contact.email!.replace(/\.io$/, "[.]io")}`,
    ]);
    expect(got.slack).toHaveLength(1);
    expect(got.teams).toEqual(["Wants a call"]);
  });

  it("every alert of a prospect who wants a call says so until a call is logged", async () => {
    const lead = contactLead();
    lead.contact.note = "Could someone give me a call tomorrow morning?";
    await ledger().upsert(lead);
    await runDurableObjectAlarm(ledger());
    const robin = person(await signInAs("robin@clarity.test"));
    await signInAs("alex@clarity.test");
    await robin.assign(lead.id, "alex@clarity.test");
    await runDurableObjectAlarm(ledger());
    expect(received(lead.id).subjects).toEqual([
      `Wants a call: ${who(lead)}`,
      `Wants a call: ${who(lead)} — Assigned to you`,
    ]);
    expect(received(lead.id).teams).toEqual(["Wants a call", "Wants a call · Assigned to you"]);

    await robin.logActivity(lead.id, { kind: "call", outcome: "reached" });
    await signInAs("sam@clarity.test");
    expect((await robin.assign(lead.id, "sam@clarity.test")).status).toBe(200);
    await runDurableObjectAlarm(ledger());
    expect(received(lead.id).subjects.at(-1)).toBe(`Assigned to you: ${who(lead)}`);
  });

  it("a lead that asks for no call is a new lead, as before", async () => {
    const lead = contactLead();
    lead.contact.note = "Replacing QuickBooks before the busy season";
    await ledger().upsert(lead);
    await runDurableObjectAlarm(ledger());
    expect(received(lead.id).subjects).toEqual([`New lead: ${who(lead)}`]);
    expect(received(lead.id).teams).toEqual(["New lead"]);
  });
});
