import { sha256Hex } from "../lib/sha256";
import { utcDay } from "../lib/utc-day";

/**
 * How much mail the ledger has sent today to people outside, per mailbox, visitor, client address
 * and for the whole site: the counts its limits read. They are kept apart from the leads and
 * deliveries, so "Delete my data" (or sales deleting a lead) never gives a sender a fresh count,
 * and under a SHA-256 of what they count, so they hold no address. Only today's are read; older
 * days are dropped as new mail is counted.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type SendCountKind = "recipient" | "visitor" | "address";

/** The key of a count: what it counts, and a hash of the value, never the value. */
export const sendCountKey = async (kind: SendCountKind, value: string) =>
  `${kind}:${await sha256Hex(value)}`;

/** The key of the whole site's count. */
export const SITE_SENDS = "site";

/** What was counted under `key` on the UTC day of `now`. */
export function sentToday(sql: SqlStorage, key: string, now: number): number {
  return (
    sql
      .exec<{ sent: number }>(
        "SELECT sent FROM send_count WHERE day = ? AND key = ?",
        utcDay(now),
        key,
      )
      .toArray()[0]?.sent ?? 0
  );
}

/** Counts one email under each key for today; drops the days before yesterday. */
export function countSend(sql: SqlStorage, keys: readonly string[], now: number): void {
  sql.exec("DELETE FROM send_count WHERE day < ?", utcDay(now - DAY_MS));
  for (const key of keys)
    sql.exec(
      `INSERT INTO send_count (day, key, sent) VALUES (?, ?, 1)
         ON CONFLICT (day, key) DO UPDATE SET sent = sent + 1`,
      utcDay(now),
      key,
    );
}
