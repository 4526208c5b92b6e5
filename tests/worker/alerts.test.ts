// Alerts to sales (docs/decisions/022): what each channel carries, hostile input escaped, retries
// and failures visible, and which changes alert.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { alertContent } from "../../worker/outbound/alerts/alert-content";
import { slackMessage, teamsMessage } from "../../worker/outbound/alerts/render-chat";
import { alertEmail } from "../../worker/outbound/alerts/render-email";
import { withBindings } from "./helpers/env";
import { api } from "./helpers/http";
import { contactLead, ledger, robin, SALES_TOKEN } from "./helpers/leads";

const SLACK = "https://hooks.slack.test/services/T0000/B0000/XXXXXXXXXXXXXXXXXXXXXXXX";
const TEAMS = "https://teams.test/webhookb2/1234/IncomingWebhook/abcd";
const receiver = vi.fn(async (_url: string, _init: RequestInit) => new Response("ok"));
vi.stubGlobal("fetch", receiver);
const mailbox = vi.fn(async (_message: EmailMessageBuilder) => ({ messageId: "m1" }));

const settings = {
  SLACK_WEBHOOK_URL: SLACK,
  TEAMS_WEBHOOK_URL: TEAMS,
  SALES_ALERT_EMAILS: "sales@clarity.test, dana@clarity.test",
  ALERT_EMAIL_FROM: "alerts@clarity.test",
  SITE_ORIGIN: "https://clarity.test",
  LEAD_WEBHOOK_URL: "",
};
withBindings({ ...settings, EMAIL: { send: mailbox } }, () => {
  receiver.mockReset().mockImplementation(async () => new Response("ok"));
  mailbox.mockReset().mockImplementation(async () => ({ messageId: "m1" }));
});

const hostile = () =>
  contactLead({
    contact: {
      name: '<script>alert("x")</script> Mallory',
      email: "mallory@evil.example",
      company: '<a href="https://evil.example/login">Acme</a>',
      phone: "+1 555 010 0199",
      note: "Call me today: details at https://evil.example/reset?token=1 *now* <@U123>",
    },
  });

async function deliverDue() {
  await runInDurableObject(ledger(), (_l: Ledger, s) =>
    s.storage.sql.exec("UPDATE delivery SET next_attempt_at = 0 WHERE status = 'pending'"),
  );
  await runDurableObjectAlarm(ledger());
}
/** Emails to sales (the prospect's own confirmation goes to their address). */
const toSales = () => mailbox.mock.calls.filter(([m]) => Array.isArray(m.to));
const callsTo = (url: string, leadId: string) =>
  receiver.mock.calls.filter(([u, init]) => u === url && String(init.body).includes(leadId));

describe("what an alert says", () => {
  it("email: text and HTML, with no prospect markup or link, and the inbox link", () => {
    const lead = hostile();
    const { subject, text, html } = alertEmail(alertContent(lead, "new", "https://clarity.test"));
    expect(subject).toBe(
      'New lead: <script>alert("x")</script> Mallory, <a href="https[:]//evil[.]example/login">Acme</a>',
    );
    expect(subject).not.toMatch(/[\r\n]/);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("evil.example/");
    expect(html).toContain("evil[.]example/login");
    expect(html).not.toMatch(/href="https:\/\/evil/);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain(`href="https://clarity.test/inbox/${lead.id}"`);
    expect([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      `https://clarity.test/inbox/${lead.id}`,
    ]);
    expect(text).toContain("Phone: +1 555 010 0199");
    expect(text).toContain("evil[.]example");
    expect(text).toContain(`Open the lead: https://clarity.test/inbox/${lead.id}`);
  });

  it("Slack: Block Kit with the prospect's words as plain text, escaped fallback, one link", () => {
    const message = slackMessage(alertContent(hostile(), "call", "https://clarity.test"));
    expect(message.text).not.toMatch(/[<>]/);
    expect(message.unfurl_links).toBe(false);
    const json = JSON.stringify(message.blocks);
    expect(json).not.toContain('"type":"mrkdwn"');
    expect(json).not.toContain("https://evil");
    expect(message.blocks[0]).toMatchObject({ type: "header", text: { type: "plain_text" } });
    expect(message.blocks.at(-1)).toMatchObject({
      type: "actions",
      elements: [
        { type: "button", url: expect.stringMatching(/^https:\/\/clarity\.test\/inbox\/lead_/) },
      ],
    });
  });

  it("Teams: an Adaptive Card 1.4 with an Open action, the prospect's link defanged", () => {
    const message = teamsMessage(alertContent(hostile(), "new", "https://clarity.test"));
    const card = message.attachments[0]!;
    expect(card.contentType).toBe("application/vnd.microsoft.card.adaptive");
    expect(card.content).toMatchObject({ type: "AdaptiveCard", version: "1.4" });
    expect(card.content.actions).toEqual([
      {
        type: "Action.OpenUrl",
        title: "Open the lead",
        url: expect.stringContaining("/inbox/lead_"),
      },
    ]);
    const json = JSON.stringify(card.content.body);
    expect(json).not.toContain("https://evil");
  });
});

describe("alerts from the ledger", () => {
  it("a new lead alerts every configured channel once, at once; a repeat hand-off does not", async () => {
    const lead = contactLead();
    await ledger().upsert(lead);
    await ledger().upsert({ ...lead, updatedAt: lead.updatedAt + 1 });
    await runDurableObjectAlarm(ledger());
    expect(callsTo(SLACK, lead.id)).toHaveLength(1);
    expect(callsTo(TEAMS, lead.id)).toHaveLength(1);
    const mails = toSales().filter(([m]) => String(m.text).includes(lead.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]![0]).toMatchObject({
      from: "alerts@clarity.test",
      to: ["sales@clarity.test", "dana@clarity.test"],
      subject: `New lead: ${lead.contact.name}, ${lead.contact.company}`,
    });
    expect((await ledger().get(lead.id))?.delivery).toMatchObject({ status: "delivered" });
  });

  it("retries a failing channel, shows the failure on the lead and in health, and recovers", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    receiver.mockImplementation(async (url) =>
      url === SLACK ? new Response("invalid_token", { status: 403 }) : new Response("ok"),
    );
    mailbox.mockImplementation(async () => {
      throw new Error("sender not verified");
    });
    const lead = contactLead();
    await ledger().upsert(lead);
    await runDurableObjectAlarm(ledger());
    const detail = await ledger().get(lead.id);
    expect(detail?.delivery?.status).toBe("failed");
    expect(detail?.delivery?.lastError).toBe("slack: HTTP 403: invalid_token");
    expect(detail?.attempts.map((a) => [a.channel, a.ok]).sort()).toEqual([
      ["email", false],
      ["prospect", false],
      ["slack", false],
      ["teams", true],
    ]);
    const health = await (
      await api("/api/health", { headers: { authorization: `Bearer ${SALES_TOKEN}` } })
    ).json();
    expect(health).toMatchObject({ status: "degraded" });
    // The email is retried with backoff (a sender problem may be fixed); Slack's 403 is final.
    receiver.mockImplementation(async () => new Response("ok"));
    mailbox.mockImplementation(async () => ({ messageId: "m2" }));
    await deliverDue();
    expect(toSales().filter(([m]) => String(m.text).includes(lead.id))).toHaveLength(2);
    expect(await ledger().retry(lead.id, robin)).toMatchObject({
      lead: { delivery: { status: "pending" } },
    });
    await deliverDue();
    expect((await ledger().get(lead.id))?.delivery?.status).toBe("delivered");
    errors.mockRestore();
  });

  it("a chat lead alerts again when the prospect asks for a call, and reopens when worked", async () => {
    const at = new Date().toISOString();
    const conversation = (texts: string[]) => [
      {
        id: "chat_1",
        projectType: "CRM",
        omittedMessages: 0,
        messages: texts.map((text, i) => ({ id: `m${i}`, role: "user" as const, text, at })),
      },
    ];
    const base = contactLead({
      kind: "chat",
      contact: { email: `pat.${crypto.randomUUID().slice(0, 6)}@acme.io` },
      values: null,
    });
    const t = base.createdAt;
    await ledger().upsert({
      ...base,
      conversations: conversation(["We want a new CRM", base.contact.email!]),
    });
    await ledger().upsert({
      ...base,
      updatedAt: t + 10,
      conversations: conversation([
        "We want a new CRM",
        base.contact.email!,
        "Can someone call me this week?",
      ]),
    });
    await ledger().setStatus(base.id, robin, "contacted", null);
    await ledger().upsert({
      ...base,
      updatedAt: t + 20,
      conversations: conversation([
        "We want a new CRM",
        base.contact.email!,
        "Can someone call me this week?",
        "Please call me urgently",
      ]),
    });
    await runDurableObjectAlarm(ledger());
    const subjects = toSales()
      .filter(([m]) => String(m.text).includes(base.id))
      .map(([m]) =>
        String(m.subject)
          .replace(/: .*? — /, ": … — ")
          .replace(/: [^—]*$/, ""),
      );
    // Every alert sent once the call is asked for says it first (the arrival's went out after).
    expect(subjects.sort()).toEqual([
      "Wants a call",
      "Wants a call: … — New lead",
      "Wants a call: … — Reopened by news from the prospect",
    ]);
    expect(await ledger().get(base.id)).toMatchObject({ handled: false, status: "new" });
  });
});

describe("what the site promises", () => {
  it("a call within the minute only with an alert channel configured", async () => {
    const promises = async () =>
      ((await (await api("/api/contact/draft")).json()) as { promises: Record<string, boolean> })
        .promises;
    expect(await promises()).toMatchObject({ callWithinMinute: true });
    for (const k of ["SLACK_WEBHOOK_URL", "TEAMS_WEBHOOK_URL", "SALES_ALERT_EMAILS"])
      Reflect.set(env, k, "");
    expect(await promises()).toMatchObject({ callWithinMinute: false });
    Reflect.set(env, "TEAMS_WEBHOOK_URL", TEAMS);
    expect((await promises()).callWithinMinute).toBe(true);
  });
});
