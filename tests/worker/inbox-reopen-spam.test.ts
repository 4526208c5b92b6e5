import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { SubmitResponse } from "../../worker/contracts/contact";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { withBindings } from "./helpers/env";
import { api, postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import { conversationOf, person } from "./helpers/inbox";
import { bearer, contactLead, details, ledger, signInAs, tag } from "./helpers/leads";

/**
 * News from the prospect on a worked prospect reopens it and alerts its owner; a lead deleted as
 * spam keeps its visitor from making new ones (docs/decisions/025).
 */
const receiver = vi.fn(async (_url: string, _init: RequestInit) => new Response("ok"));
vi.stubGlobal("fetch", receiver);
const mailbox = vi.fn(async (_message: EmailMessageBuilder) => ({ messageId: "m1" }));
withBindings(
  {
    SLACK_WEBHOOK_URL: "https://hooks.slack.test/services/T0/B0/X",
    SALES_ALERT_EMAILS: "sales@clarity.test",
    ALERT_EMAIL_FROM: "alerts@clarity.test",
    EMAIL: { send: mailbox },
    LEAD_WEBHOOK_URL: "",
  },
  () => mailbox.mockClear(),
);

async function deliverDue() {
  await runInDurableObject(ledger(), (_l: Ledger, s) =>
    s.storage.sql.exec("UPDATE delivery SET next_attempt_at = 0 WHERE status = 'pending'"),
  );
  await runDurableObjectAlarm(ledger());
}
const alertsFor = (leadId: string) =>
  mailbox.mock.calls
    .map(([m]) => m)
    .filter((m) => Array.isArray(m.to) && String(m.text).includes(leadId));

describe("news reopens a worked prospect", () => {
  it("a new message on a contacted lead: back to new, marked reopened, its owner alerted", async () => {
    const owner = person(await signInAs("owner@clarity.test"));
    const base = contactLead({
      kind: "chat",
      values: null,
      contact: { email: `jo.${tag()}@acme.example` },
      conversations: conversationOf(["We need a CRM"]),
    });
    await ledger().upsert(base);
    await owner.assign(base.id, "owner@clarity.test");
    await owner.status(base.id, "contacted");
    await ledger().upsert({
      ...base,
      updatedAt: base.updatedAt + 10,
      conversations: conversationOf(["We need a CRM", "Please call me urgently"]),
    });
    const card = await owner.card(base.id);
    expect(card.prospect).toMatchObject({ status: "new", reopenedAt: expect.any(String) });
    expect(card.history[0]).toMatchObject({
      action: "reopened",
      by: null,
      leadId: base.id,
      detail: { from: "contacted" },
    });
    await deliverDue();
    const reopened = alertsFor(base.id).find((m) =>
      String(m.subject).endsWith(" — Reopened by news from the prospect"),
    );
    expect(String(reopened?.subject)).toMatch(/^Wants a call: /);
    expect(reopened?.to).toEqual(["sales@clarity.test", "owner@clarity.test"]);
    expect(String(reopened?.text)).toContain("Owner: owner@clarity.test");
    const slack = receiver.mock.calls.filter(([, init]) => String(init.body).includes(base.id));
    expect(slack.map(([, init]) => String(init.body)).join()).toContain("owner@clarity.test");
  });

  it("a new request from the same visitor on a won prospect reopens it (one alert, not two)", async () => {
    const owner = person(await signInAs("Alex Kim"));
    const first = contactLead();
    await ledger().upsert(first);
    await owner.status(first.id, "won");
    const again = contactLead({ visitorRef: first.visitorRef });
    await ledger().upsert(again);
    expect((await owner.card(again.id)).prospect).toMatchObject({ status: "new", leadCount: 2 });
    await deliverDue();
    expect(alertsFor(again.id).map((m) => String(m.subject).replace(/:.*/, ""))).toEqual([
      "Reopened by news from the prospect",
    ]);
    // A message without news (the same state handed over again) reopens nothing.
    await owner.status(first.id, "qualified");
    await ledger().upsert({ ...first, updatedAt: first.updatedAt + 5 });
    expect((await owner.card(first.id)).prospect.status).toBe("qualified");
  });
});

describe("delete as spam", () => {
  it("blocks the visitor's conversation from making new leads; they still use the site and can erase", async () => {
    const submit = await postJson("/api/contact/submit", details(tag()));
    const cookie = visitorCookie(submit);
    const { leadId } = (await submit.json()) as SubmitResponse;
    const visitor = env.VISITOR.getByName(visitorIdOf(cookie));
    await runDurableObjectAlarm(visitor);
    await expect.poll(async () => (await ledger().get(leadId))?.id).toBe(leadId);
    const ref = (await ledger().get(leadId))!.visitorRef;

    const spam = await api(`/api/inbox/leads/${leadId}/spam`, { method: "POST", headers: bearer });
    expect(spam.status).toBe(204);
    expect(await ledger().get(leadId)).toBeNull();

    // The visitor sends the form again: answered as ever, but no lead reaches sales.
    const again = await postJson("/api/contact/submit", details(tag()), cookie);
    expect(again.status).toBe(201);
    await runDurableObjectAlarm(visitor);
    expect(await visitor.pendingHandoffs()).toEqual([]);
    const theirs = await api(`/api/inbox/leads?q=${ref}`, { headers: bearer });
    expect(await theirs.json()).toMatchObject({ total: 0 });
    // Another visitor is not affected.
    const other = await postJson("/api/contact/submit", details(tag()));
    const otherVisitor = env.VISITOR.getByName(visitorIdOf(visitorCookie(other)));
    await runDurableObjectAlarm(otherVisitor);
    const { leadId: otherId } = (await other.json()) as SubmitResponse;
    await expect.poll(async () => (await ledger().get(otherId))?.id).toBe(otherId);

    // The site still answers them, and they can still erase their data.
    expect((await api("/api/contact/draft", { headers: { cookie } })).status).toBe(200);
    const erase = await api("/api/visitor", { method: "DELETE", headers: { cookie } });
    expect(erase.status).toBe(200);
    expect(await erase.json()).toMatchObject({ erased: { leads: expect.any(Number) } });
    expect(await visitor.pendingHandoffs()).toEqual([]);
  });
});
