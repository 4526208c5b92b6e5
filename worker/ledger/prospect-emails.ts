/**
 * The prospect's confirmation email, queued as a delivery on the `prospect` channel when a lead
 * with an address is created — if the limits allow: one per lead, and per UTC day two per
 * recipient's mailbox, three per visitor, five per client address (hashed) and a site-wide cap, so
 * the site cannot be used to flood a mailbox with mail nobody asked for. The day's counts are the
 * ledger's send counts (send-counts.ts), which no erasure deletes; `victim+1@` and `Victim@` are
 * one mailbox (lib/mailbox.ts).
 */

import type { LeadRecord } from "../contracts/lead-record";
import { mailboxOf } from "../lib/mailbox";
import { deliveryQueue } from "./deliveries";
import { countSend, type SendCountKind, SITE_SENDS, sendCountKey, sentToday } from "./send-counts";

export const PROSPECT_EMAIL_LIMITS = {
  perLead: 1,
  perRecipient: 2,
  perVisitor: 3,
  perAddress: 5,
  perSite: 2000,
};

/** The counts one email to `to` for this lead goes under, with the most each may hold today. */
async function countsFor(lead: LeadRecord, to: string) {
  const limits = PROSPECT_EMAIL_LIMITS;
  const count = async (kind: SendCountKind, value: string | null | undefined, most: number) =>
    value ? [{ over: kind, key: await sendCountKey(kind, value), most }] : [];
  return [
    ...(await count("recipient", mailboxOf(to), limits.perRecipient)),
    ...(await count("visitor", lead.visitorRef, limits.perVisitor)),
    ...(await count("address", lead.addressRef, limits.perAddress)),
    { over: "site", key: SITE_SENDS, most: limits.perSite },
  ];
}

/**
 * Queues the email (due now) and returns when it is due; null when not sent, and why not. The
 * keys are hashed first; the check and the count after them are synchronous SQL, so two leads
 * handed over at once cannot both pass a count with one email left.
 */
export async function queueProspectEmail(
  sql: SqlStorage,
  lead: LeadRecord,
  now: number,
): Promise<{ due: number | null; skipped?: string }> {
  const to = lead.contact.email?.trim();
  if (!to) return { due: null, skipped: "no address" };
  const counts = await countsFor(lead, to);
  const queued = sql
    .exec<{ n: number }>(
      "SELECT COUNT(*) AS n FROM delivery WHERE channel = 'prospect' AND lead_id = ?",
      lead.id,
    )
    .one().n;
  const over =
    queued >= PROSPECT_EMAIL_LIMITS.perLead
      ? "lead"
      : counts.find((c) => sentToday(sql, c.key, now) >= c.most)?.over;
  if (over) {
    console.warn(`prospect email not sent for ${lead.id}: over the ${over} limit`);
    return { due: null, skipped: over };
  }
  countSend(
    sql,
    counts.map((c) => c.key),
    now,
  );
  deliveryQueue(sql).enqueue(
    {
      lead_id: lead.id,
      channel: "prospect",
      reason: "new",
      idempotency_key: `prospect:${lead.id}`,
      created_at: now,
    },
    now,
  );
  return { due: now };
}

export function confirmEmail(sql: SqlStorage, leadId: string, now: number): boolean {
  return (
    sql.exec(
      "UPDATE lead SET email_confirmed_at = COALESCE(email_confirmed_at, ?) WHERE id = ?",
      now,
      leadId,
    ).rowsWritten > 0
  );
}
