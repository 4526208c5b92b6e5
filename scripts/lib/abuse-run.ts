/**
 * What `npm run abuse` (scripts/abuse.ts) shares between its attacks: a row of the report, what
 * the server sent out (emails to prospects, alerts to sales), the mailbox an address lands in, and
 * waiting for the server's background work with a bound.
 */

import type { Sales } from "./abuse-client.ts";
import type { OtherEmail } from "./alerts-email-log.ts";
import type { Arrival } from "./alerts-run.ts";

/** One line of the report: what was tried, what got through, against which limit. */
export interface Row {
  item: string;
  attempts: number;
  /** Null when the attack could not be checked against this build (the note says why). */
  through: number | null;
  limit: string;
  note: string;
}

/** What every attack gets: the server, the inbox API, and what the server sent out so far. */
export interface Target {
  url: string;
  sales: Sales;
  /** Emails to anyone but sales (confirmations, links to finish /try), in arrival order. */
  emails: OtherEmail[];
  /** Alerts to sales: email, Slack and Teams, in arrival order. */
  alerts: Arrival[];
}

/** The made-up domain every address of the run is at. */
export const MAIL_DOMAIN = "mail.test";

/**
 * The mailbox an address delivers to: case and a `+tag` in its local part do not make another
 * one (`Victim+3@…` reaches `victim@…`).
 */
export function mailbox(address: string): string {
  const bare = /<([^>]+)>/.exec(address)?.[1] ?? address;
  const [local = "", domain = ""] = bare.trim().toLowerCase().split("@");
  return `${local.split("+")[0]}@${domain}`;
}

/** The emails the server sent to one mailbox so far. */
export const emailsTo = (target: Target, address: string) =>
  target.emails.filter((e) => mailbox(e.to) === mailbox(address));

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` every `every` ms until it gives a value, or `ms` pass (then undefined). */
export async function until<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  ms: number,
  every = 300,
): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) return undefined;
    await sleep(every);
  }
}

/**
 * Waits until `count` has not changed for `quietMs` (the server's alarms and deliveries have
 * done what they will), `ms` at most. Returns the last count.
 */
export async function settled(
  count: () => Promise<number> | number,
  quietMs: number,
  ms: number,
  every = 250,
) {
  const deadline = Date.now() + ms;
  let last = await count();
  let since = Date.now();
  while (Date.now() < deadline && Date.now() - since < quietMs) {
    await sleep(every);
    const now = await count();
    if (now !== last) [last, since] = [now, Date.now()];
  }
  return last;
}

/** How many sent over a limit of `allowed`. */
export const beyond = (sent: number, allowed: number) => Math.max(0, sent - allowed);

/** A row for an attack this build gives no way to try (an API that is not there, or changed). */
export const notCheckable = (item: string, limit: string, why: string): Row => ({
  item,
  attempts: 0,
  through: null,
  limit,
  note: `not checkable: ${why}`,
});

/** Seconds left in the current wall-clock minute (the rate limiters' windows are aligned to it). */
export const secondsLeftInMinute = () => 60 - (Date.now() % 60_000) / 1000;

/** A short random tag, so two runs' values never match by chance. */
export const tag = () => Math.random().toString(36).slice(2, 8);
