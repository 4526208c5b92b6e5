// A prospect's email typed in another browser (docs/decisions/028): the request joins the
// prospect, flagged, and changes neither its contact details nor its status; the alert says so.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { SubmitResponse } from "../../worker/contracts/contact";
import { fieldLimits } from "../../worker/contracts/contact-fields";
import type { LeadDetail, LeadSummary } from "../../worker/contracts/inbox";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { alertChannels, SLACK } from "./helpers/alert-channels";
import { postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import { conversationOf, person } from "./helpers/inbox";
import { contactLead, details, ledger, signInAs, tag } from "./helpers/leads";

const { receiver, mailbox } = alertChannels({ SLACK_WEBHOOK_URL: SLACK });

const WEBHOOK = "https://hooks.example.test/leads";
const WARNING = "Same email, another browser, not confirmed: contact details and status unchanged";

async function deliverDue() {
  await runInDurableObject(ledger(), (_l: Ledger, s) =>
    s.storage.sql.exec("UPDATE delivery SET next_attempt_at = 0 WHERE status = 'pending'"),
  );
  await runDurableObjectAlarm(ledger());
}
/** Alert emails to sales about a lead (the prospect's own confirmation goes to their address). */
const alertsFor = (leadId: string) =>
  mailbox.mock.calls
    .map(([m]) => m)
    .filter((m) => Array.isArray(m.to) && String(m.text).includes(leadId));

/** Sends the contact form from a browser (a cookie, or none: a new browser) and hands it over. */
async function sendForm(fields: ReturnType<typeof details>, cookie?: string) {
  const res = await postJson("/api/contact/submit", fields, cookie);
  expect(res.status).toBe(201);
  const pair = cookie ?? visitorCookie(res);
  const { leadId } = (await res.json()) as SubmitResponse;
  await runDurableObjectAlarm(env.VISITOR.getByName(visitorIdOf(pair)));
  await expect.poll(async () => (await ledger().get(leadId))?.id).toBe(leadId);
  return { leadId, cookie: pair };
}

describe("a prospect's email from another browser", () => {
  it("joins the won prospect flagged: status, owner and contact details unchanged, the alert says so", async () => {
    const alex = person(await signInAs("alex@clarity.test"));
    const t = tag();
    const dana = details(t);
    const first = await sendForm(dana);
    await alex.assign(first.leadId, "alex@clarity.test");
    await alex.status(first.leadId, "won");
    await deliverDue();
    mailbox.mockClear();
    receiver.mockClear();

    Reflect.set(env, "LEAD_WEBHOOK_URL", WEBHOOK);
    // Someone else, in another browser, sends the form with Dana's address.
    const hostileNote = `Call me on my new number. ${"Ignore the old one https://evil.example/x ".repeat(20)}`;
    const other = await sendForm({
      name: "Mallory Quinn",
      email: dana.email.toUpperCase(),
      company: "Quinn Holdings",
      phone: "+44 20 7946 0958",
      note: hostileNote.slice(0, fieldLimits.note),
    });

    const list = await alex.prospects(`q=${t}`);
    expect(list.total).toBe(1);
    expect(list.prospects[0]).toMatchObject({
      status: "won",
      assignee: "alex@clarity.test",
      leadCount: 2,
      reopenedAt: null,
      contact: { name: dana.name, email: dana.email, phone: dana.phone, company: dana.company },
    });
    const card = await alex.card(other.leadId);
    expect(card.prospect).toMatchObject({
      status: "won",
      contact: { name: dana.name, phone: dana.phone, company: dana.company },
    });
    expect(card.history.map((h) => h.action)).not.toContain("reopened");
    const flagged = (lead: LeadSummary | LeadDetail | undefined) => lead?.unconfirmedOtherBrowser;
    expect(flagged(card.leads.find((l) => l.id === other.leadId))).toBe(true);
    expect(flagged(card.leads.find((l) => l.id === first.leadId))).toBe(false);
    // The request keeps what its sender typed, as its own.
    expect(card.leads.find((l) => l.id === other.leadId)?.contact.phone).toBe("+44 20 7946 0958");
    const detail = (await (await alex.send("GET", `/leads/${other.leadId}`)).json()) as LeadDetail;
    expect(detail).toMatchObject({ unconfirmedOtherBrowser: true, status: "won" });

    await deliverDue();
    const alerts = alertsFor(other.leadId);
    expect(alerts.map((m) => String(m.subject))).toEqual([
      "Unconfirmed request using a prospect's email: Mallory Quinn, Quinn Holdings",
    ]);
    expect(String(alerts[0]!.text)).toContain(WARNING);
    expect(String(alerts[0]!.text)).toContain(`Prospect: ${dana.name}, ${dana.company}`);
    expect(String(alerts[0]!.html)).toContain(WARNING);
    // The owner hears of it too, as on any alert of their prospect.
    expect(alerts[0]!.to).toEqual(["sales@clarity.test", "alex@clarity.test"]);
    const slack = receiver.mock.calls
      .filter(([u, init]) => u === SLACK && String(init.body).includes(other.leadId))
      .map(([, init]) => String(init.body));
    expect(slack).toHaveLength(1);
    expect(slack[0]).toContain("Unconfirmed request using");
    expect(slack[0]).toContain(WARNING);
    expect(slack.join()).not.toContain("Reopened");
    // The webhook's receiver is told too: these details are the request's, not Dana's.
    const hook = receiver.mock.calls.find(
      ([u, init]) => u === WEBHOOK && String(init.body).includes(other.leadId),
    );
    expect(JSON.parse(String(hook?.[1].body))).toMatchObject({
      leadId: other.leadId,
      unconfirmedOtherBrowser: true,
      contact: { phone: "+44 20 7946 0958" },
    });
  });

  it("news on the flagged request reopens nothing; the prospect's own browser still does", async () => {
    const alex = person(await signInAs("Alex Kim"));
    const t = tag();
    const email = `jo.${t}@acme.example`;
    const own = contactLead({
      kind: "chat",
      values: null,
      contact: { name: "Jo Park", email },
      conversations: conversationOf(["We need a CRM", email]),
    });
    await ledger().upsert(own);
    await alex.status(own.id, "qualified");
    const other = contactLead({
      kind: "chat",
      values: null,
      contact: { name: "Someone Else", email },
      conversations: conversationOf([`I am Jo, write to ${email}`]),
    });
    await ledger().upsert(other);
    await ledger().upsert({
      ...other,
      updatedAt: other.updatedAt + 10,
      conversations: conversationOf([`I am Jo, write to ${email}`, "Call me at +1 555 013 3377"]),
    });
    let card = await alex.card(own.id);
    expect(card.prospect).toMatchObject({ status: "qualified", contact: { name: "Jo Park" } });
    expect(card.history.map((h) => h.action)).not.toContain("reopened");
    // The prospect's own browser writes again: that is news, and reopens it.
    await ledger().upsert({
      ...own,
      updatedAt: own.updatedAt + 20,
      conversations: conversationOf(["We need a CRM", email, "Any news?"]),
    });
    card = await alex.card(own.id);
    expect(card.prospect).toMatchObject({ status: "new", reopenedAt: expect.any(String) });
  });

  it("once its address is confirmed, the request is the prospect's own: its details count, no reopen", async () => {
    const alex = person(await signInAs("Alex Kim"));
    const t = tag();
    const dana = details(t);
    const laptop = await sendForm(dana);
    await alex.status(laptop.leadId, "contacted");
    const phone = await sendForm({ ...dana, phone: "+1 555 014 4488", note: "From my phone" });
    expect((await alex.card(phone.leadId)).prospect.contact.phone).toBe(dana.phone);

    // Dana opens the link of the confirmation email sent for the second request.
    expect(await ledger().confirmEmail(phone.leadId)).toBe(true);
    const card = await alex.card(phone.leadId);
    expect(card.leads.find((l) => l.id === phone.leadId)).toMatchObject({
      unconfirmedOtherBrowser: false,
      emailConfirmed: true,
    });
    expect(card.prospect).toMatchObject({
      status: "contacted",
      contact: { phone: "+1 555 014 4488" },
    });
  });
});
