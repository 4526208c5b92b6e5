import type { AlertReason } from "../outbound/alerts/alert-content";
import type { AlertChannel } from "../outbound/config";

/**
 * A burst of leads from one client address (docs/decisions/028): each channel gets the first
 * `singles` new-lead alerts of the address within `windowMs` one by one; the ones after are held
 * and go out together, as one digest per channel, when the window of the burst's first alert
 * ends. Held alerts are deliveries like any other (their `batch` names the digest), so they are
 * retried, shown on each lead and counted in health the same way.
 */
export const ALERT_BURST = {
  singles: 3,
  windowMs: 10 * 60 * 1000,
};

/** The alerts a lead's arrival causes (a call asked for in its first words): the ones a burst collapses. */
const ARRIVALS: readonly AlertReason[] = ["new", "call", "unconfirmed"];
const arrivals = ARRIVALS.map((r) => `'${r}'`).join(", ");

/**
 * Where an alert of this lead goes on this channel: null to send it alone, now; else the digest
 * (`batch`) it joins and when that is due. Leads without a known address are never held.
 */
export function digestFor(
  sql: SqlStorage,
  leadId: string,
  channel: AlertChannel,
  reason: AlertReason,
  now: number,
): { batch: string; due: number } | null {
  if (!ARRIVALS.includes(reason)) return null;
  const address = sql
    .exec<{ address_ref: string | null }>("SELECT address_ref FROM lead WHERE id = ?", leadId)
    .one().address_ref;
  if (!address) return null;
  const from = `FROM lead l JOIN delivery d ON d.lead_id = l.id
    WHERE l.address_ref = ? AND l.id != ? AND d.channel = ? AND d.reason IN (${arrivals})`;
  const singles = sql
    .exec<{ n: number; first: number | null }>(
      `SELECT COUNT(*) AS n, MIN(d.created_at) AS first ${from}
         AND d.batch IS NULL AND d.created_at > ?`,
      address,
      leadId,
      channel,
      now - ALERT_BURST.windowMs,
    )
    .one();
  if (singles.n < ALERT_BURST.singles) return null;
  // A digest not yet due takes it; otherwise a new one, due when the burst's window ends.
  const open = sql
    .exec<{ batch: string; due: number }>(
      `SELECT d.batch AS batch, d.next_attempt_at AS due ${from}
         AND d.batch IS NOT NULL AND d.status = 'pending' AND d.attempts = 0
         AND d.next_attempt_at > ? LIMIT 1`,
      address,
      leadId,
      channel,
      now,
    )
    .toArray()[0];
  if (open) return open;
  const due = Math.max(now, (singles.first ?? now) + ALERT_BURST.windowMs);
  return { batch: `digest:${address.slice(0, 16)}:${now}`, due };
}
