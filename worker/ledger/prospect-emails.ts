/**
 * The prospect's confirmation email, queued as a delivery on the `prospect` channel when a lead
 * with an address is created — if the limits allow: one per lead a day, two per recipient a day,
 * three per visitor and five per client address (hashed) a day, and a site-wide cap, so the site cannot be used to flood a mailbox
 * with mail nobody asked for.
 */
import type { LeadRecord } from "./lead-record";

const DAY_MS = 24 * 60 * 60 * 1000;
export const PROSPECT_EMAIL_LIMITS = {
  perLead: 1,
  perRecipient: 2,
  perVisitor: 3,
  perAddress: 5,
  perSite: 2000,
};

function sentSince(sql: SqlStorage, where: string, value: string | null, since: number): number {
  return sql
    .exec<{ n: number }>(
      `SELECT COUNT(*) AS n FROM delivery d JOIN lead l ON l.id = d.lead_id
        WHERE d.channel = 'prospect' AND d.created_at > ? ${where}`,
      since,
      ...(value === null ? [] : [value]),
    )
    .one().n;
}

/** Queues the email (due now) and returns when it is due; null when not sent, and why not. */
export function queueProspectEmail(
  sql: SqlStorage,
  lead: LeadRecord,
  now: number,
): { due: number | null; skipped?: string } {
  const to = lead.contact.email?.trim().toLowerCase();
  if (!to) return { due: null, skipped: "no address" };
  const since = now - DAY_MS;
  const limits = PROSPECT_EMAIL_LIMITS;
  const over =
    sentSince(sql, "AND d.lead_id = ?", lead.id, since) >= limits.perLead
      ? "lead"
      : sentSince(sql, "AND d.recipient = ?", to, since) >= limits.perRecipient
        ? "recipient"
        : sentSince(sql, "AND l.visitor_ref = ?", lead.visitorRef, since) >= limits.perVisitor
          ? "visitor"
          : lead.addressRef &&
              sentSince(sql, "AND l.address_ref = ?", lead.addressRef, since) >= limits.perAddress
            ? "address"
            : sentSince(sql, "", null, since) >= limits.perSite
              ? "site"
              : null;
  if (over) {
    console.warn(`prospect email not sent for ${lead.id}: over the ${over} limit`);
    return { due: null, skipped: over };
  }
  sql.exec(
    "INSERT INTO delivery (lead_id, channel, reason, recipient, idempotency_key, next_attempt_at, created_at) VALUES (?, 'prospect', 'new', ?, ?, ?, ?)",
    lead.id,
    to,
    `prospect:${lead.id}`,
    now,
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
