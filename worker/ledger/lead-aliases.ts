import type { LeadRecord } from "../contracts/lead-record";
import { contactFingerprint, DUPLICATE_WINDOW_MS } from "../lib/contact-fingerprint";

/**
 * A new contact lead whose details match one the ledger got within DUPLICATE_WINDOW_MS, from
 * whichever visitor's object (ten tabs without a cookie are ten objects): the id it duplicates,
 * with the newcomer kept as an alias of it (its visitor can still erase it, sales' delete reaches
 * it); null when it is new. A later state of an alias is still the same duplicate. Synchronous SQL
 * only, so concurrent hand-offs cannot both pass the check.
 */
export function findDuplicate(sql: SqlStorage, lead: LeadRecord): string | null {
  const alias = sql
    .exec<{ lead_id: string }>("SELECT lead_id FROM lead_alias WHERE id = ?", lead.id)
    .toArray()[0];
  if (alias) return alias.lead_id;
  if (lead.kind !== "contact") return null;
  const match = sql
    .exec<{ id: string }>(
      "SELECT id FROM lead WHERE dedupe = ? AND created_at > ? AND created_at < ? ORDER BY created_at LIMIT 1",
      contactFingerprint(lead.contact),
      lead.createdAt - DUPLICATE_WINDOW_MS,
      lead.createdAt + DUPLICATE_WINDOW_MS,
    )
    .toArray()[0];
  if (!match) return null;
  sql.exec(
    "INSERT INTO lead_alias (id, lead_id, visitor_ref) VALUES (?, ?, ?)",
    lead.id,
    match.id,
    lead.visitorRef,
  );
  return match.id;
}

/** The visitors' objects that hold a copy of a lead under another id. */
export function aliasVisitors(sql: SqlStorage, leadId: string) {
  return sql
    .exec<{ id: string; visitor_ref: string }>(
      "SELECT id, visitor_ref FROM lead_alias WHERE lead_id = ?",
      leadId,
    )
    .toArray()
    .map((r) => ({ leadId: r.id, visitorRef: r.visitor_ref }));
}
