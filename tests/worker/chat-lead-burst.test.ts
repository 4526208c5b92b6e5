// Chat leads spend the client address's lead budget, as forms do; past a burst of leads from one
// address, sales get one digest per channel, not one alert per lead (docs/decisions/028).
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { modelOverrides } from "../../worker/ai/models";
import type { Ledger } from "../../worker/durable-objects/ledger";
import { ALERT_BURST } from "../../worker/ledger/alert-burst";
import { hex, sha256Hex } from "../../worker/lib/sha256";
import { alertChannels, SLACK, TEAMS } from "./helpers/alert-channels";
import { ask, chatId, mockModel, stored } from "./helpers/clarity";
import { postJson, visitorCookie, visitorIdOf } from "./helpers/http";
import { contactLead, details, ledger, tag } from "./helpers/leads";

const { receiver, mailbox } = alertChannels({ SLACK_WEBHOOK_URL: SLACK, TEAMS_WEBHOOK_URL: TEAMS });

afterEach(() => {
  modelOverrides.clarity = undefined;
});

/** The lead submits an address may make a minute (wrangler.toml, SUBMIT_IP_LIMITER). */
const LEAD_LIMIT = 10;
const minute = () => Math.floor(Date.now() / 60_000);
const ipRef = (ip: string) => sha256Hex(`client-address:${ip}`);

const leadsFrom = (ref: string) =>
  runInDurableObject(ledger(), (_l: Ledger, s) =>
    s.storage.sql
      .exec<{ id: string }>("SELECT id FROM lead WHERE address_ref = ? ORDER BY created_at", ref)
      .toArray()
      .map((r) => r.id),
  );
async function runAlarm(dueNow: boolean) {
  if (dueNow)
    await runInDurableObject(ledger(), (_l: Ledger, s) =>
      s.storage.sql.exec("UPDATE delivery SET next_attempt_at = 0 WHERE status = 'pending'"),
    );
  await runDurableObjectAlarm(ledger());
}

/** What each channel carried about these leads: one entry per message, the leads it names. */
function perChannel(ids: string[]) {
  const named = (body: string) => ids.filter((id) => body.includes(id));
  const posts = (url: string) =>
    receiver.mock.calls
      .filter(([u]) => u === url)
      .map(([, init]) => String(init.body))
      .filter((b) => named(b).length > 0);
  const mails = mailbox.mock.calls
    .map(([m]) => m)
    .filter((m) => Array.isArray(m.to) && named(String(m.text)).length > 0);
  return {
    slack: posts(SLACK).map((b) => ({ names: named(b), body: b })),
    teams: posts(TEAMS).map((b) => ({ names: named(b), body: b })),
    email: mails.map((m) => ({ names: named(String(m.text)), body: `${m.subject}\n${m.text}` })),
  };
}

describe("leads from one client address", () => {
  it("15 chats each giving a new email: at most the lead limit of leads, and a digest past the burst", async () => {
    const ip = `203.0.113.${10 + Math.floor(Math.random() * 200)}`;
    const ref = await ipRef(ip);
    const t = tag();
    const started = minute();
    const cookies: string[] = [];
    modelOverrides.clarity = mockModel(["Thanks, noted."]);
    for (let i = 0; i < 15; i++) {
      const res = await postJson(
        "/api/clarity",
        ask(chatId(), `We need a CRM for 40 people. My email is buyer${i}.${t}@acme-${i}.example`),
        undefined,
        ip,
      );
      expect(res.status).toBe(200);
      cookies.push(visitorCookie(res));
      await res.text();
    }
    // Every chat was answered as ever: the reply is stored.
    for (const cookie of cookies)
      await expect
        .poll(async () => (await stored(cookie))[0]?.messages.map((m) => m.role))
        .toEqual(["user", "assistant"]);
    for (const cookie of cookies)
      await runDurableObjectAlarm(env.VISITOR.getByName(visitorIdOf(cookie)));
    await expect.poll(async () => (await leadsFrom(ref)).length).toBeGreaterThanOrEqual(LEAD_LIMIT);
    const ids = await leadsFrom(ref);
    // Within one wall-clock minute exactly the limit; across two, at most one more minute's worth.
    // It is the address's one lead budget: a form sent from it now waits too.
    const form = await postJson("/api/contact/submit", details(t), undefined, ip);
    if (minute() === started) {
      expect(ids).toHaveLength(LEAD_LIMIT);
      expect(form.status).toBe(429);
    } else expect(ids.length).toBeLessThanOrEqual(15);

    // At once: the first few alone; the rest wait for the digest at the end of the window.
    await runAlarm(false);
    for (const [channel, messages] of Object.entries(perChannel(ids))) {
      expect(messages.length, channel).toBe(ALERT_BURST.singles);
      for (const m of messages) expect(m.names, channel).toHaveLength(1);
    }
    await runAlarm(true);
    const held = ids.length - ALERT_BURST.singles;
    for (const [channel, messages] of Object.entries(perChannel(ids))) {
      expect(messages, channel).toHaveLength(ALERT_BURST.singles + 1);
      const digest = messages.at(-1)!;
      expect(digest.names, channel).toHaveLength(held);
      expect(digest.body, channel).toMatch(new RegExp(`${held} more leads from one address in`));
      // Every lead reaches each channel exactly once, alone or in the digest.
      expect(messages.flatMap((m) => m.names).sort(), channel).toEqual([...ids].sort());
      for (const id of digest.names)
        expect(digest.body, channel).toContain(`https://clarity.test/inbox/${id}`);
    }
    // Each lead's delivery shows as arrived once the digest went.
    for (const id of ids) expect((await ledger().get(id))?.delivery?.status).toBe("delivered");
  });

  it("leads from different addresses are alerted one by one, however many", async () => {
    const t = tag();
    const leads = Array.from({ length: ALERT_BURST.singles + 3 }, (_, i) =>
      contactLead({
        addressRef: hex(crypto.getRandomValues(new Uint8Array(32))),
        contact: { name: `Lee ${i} ${t}`, email: `lee${i}.${t}@acme.io`, company: "Acme" },
      }),
    );
    for (const lead of leads) await ledger().upsert(lead);
    await runAlarm(false);
    const messages = perChannel(leads.map((l) => l.id));
    for (const [channel, list] of Object.entries(messages))
      expect(
        list.map((m) => m.names.length),
        channel,
      ).toEqual(leads.map(() => 1));
  });
});
