/**
 * Chat leads past the lead limit: 15 Clarity chats from one client address, each from a new
 * browser and each giving a new email address, within one wall-clock minute. The form's sends are
 * limited to 10 a minute per address; what got through: chat leads over that, and alerts to
 * sales sent one per lead over the number the ledger sends before it sums the rest up in a
 * digest (the Slack, Teams and email messages are counted and shown).
 */

import { Browser } from "./abuse-client.ts";
import { beyond, type Row, secondsLeftInMinute, settled, sleep, type Target } from "./abuse-run.ts";
import type { Channel } from "./alerts-run.ts";

const CHATS = 15;
/** Lead submits a minute per client address (SUBMIT_IP_LIMITER in wrangler.toml). */
const LEADS_PER_MINUTE = 10;
/**
 * New-lead alerts a channel sends one by one for a burst from one address before it holds the
 * rest for one digest (ALERT_BURST.singles, worker/ledger/alert-burst.ts; due when the burst's
 * window ends, after this run).
 */
const SINGLE_ALERTS_BEFORE_DIGEST = 3;
const DOMAIN = "chatflood.test";
const ADDRESS = "127.0.11.1";
/** Every chat, from its first message to its lead and alerts, inside one limiter window. */
const NEEDED_SECONDS = 25;

const lead = /\/inbox\/(lead_[0-9a-f-]{36})/g;

/** One chat from a new browser: a message that gives an email address, the reply read to its end. */
async function chat(url: string, n: number): Promise<number> {
  const browser = new Browser(url, ADDRESS);
  const id = `abuse${n}x${Date.now().toString(36)}`;
  const text = `Hi, I'm Sam Lee ${n}. We want to replace our spreadsheets with a CRM for 40 people within 3 months. Reach me at sam.${n}@${DOMAIN}`;
  const answer = await browser.call("POST", "/api/clarity", {
    id,
    message: { id: `${id}m`, role: "user", parts: [{ type: "text", text }] },
  });
  return answer.status;
}

export async function chatFloodAttack(target: Target): Promise<Row[]> {
  if (secondsLeftInMinute() < NEEDED_SECONDS) await sleep(secondsLeftInMinute() * 1000 + 200);
  const firstAlert = target.alerts.length;
  const statuses = await Promise.all(Array.from({ length: CHATS }, (_, n) => chat(target.url, n)));
  const leadsNow = () => target.sales.leads({ kind: "chat", q: DOMAIN, limit: "100" });
  // Chat leads go out after CHAT_LEAD_QUIET_MS of quiet; alerts right after them.
  // One look a second: the inbox API's own limit is 120 a minute.
  await settled(async () => (await leadsNow()).length, 3_000, 20_000, 1_000);
  await settled(() => target.alerts.length, 3_000, 15_000);
  const leads = new Set((await leadsNow()).map((l) => l.id));

  const perChannel = new Map<Channel, { single: number; other: number }>();
  for (const alert of target.alerts.slice(firstAlert)) {
    const ids = [...alert.body.matchAll(lead)].map((m) => m[1]!);
    const counts = perChannel.get(alert.channel) ?? { single: 0, other: 0 };
    if (new Set(ids).size === 1 && leads.has(ids[0]!)) counts.single++;
    else counts.other++;
    perChannel.set(alert.channel, counts);
  }
  const channels = (["email", "slack", "teams"] as const).map((channel) => ({
    channel,
    ...(perChannel.get(channel) ?? { single: 0, other: 0 }),
  }));
  const refused = statuses.filter((s) => s >= 300);
  return [
    {
      item: "7 chat leads from one address",
      attempts: CHATS,
      through: beyond(leads.size, LEADS_PER_MINUTE),
      limit: `${LEADS_PER_MINUTE} leads a minute per address`,
      note: `${leads.size} chat leads${refused.length ? `; chats refused: ${refused.join(", ")}` : ""}`,
    },
    {
      item: "7 single alerts per channel for those leads",
      attempts: CHATS,
      through: Math.max(...channels.map((c) => beyond(c.single, SINGLE_ALERTS_BEFORE_DIGEST))),
      limit: `${SINGLE_ALERTS_BEFORE_DIGEST} single alerts a channel, then a digest`,
      note: channels
        .map((c) => `${c.channel} ${c.single} single + ${c.other} other (digests)`)
        .join(", "),
    },
  ];
}
