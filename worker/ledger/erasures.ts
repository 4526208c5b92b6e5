import { backoffMs } from "../lib/backoff";

/**
 * Leads sales deleted that a visitor's own object must forget too: one row per copy (the lead, and
 * any duplicate another visitor's object sent), told by the alarm and retried with backoff.
 */

const FIRST_RETRY_MS = 2000;
const MAX_DELAY_MS = 60 * 60 * 1000;

export interface LeadCopy {
  visitorRef: string;
  leadId: string;
}

export function queueErasures(sql: SqlStorage, copies: readonly LeadCopy[], now: number): void {
  for (const copy of copies)
    sql.exec(
      "INSERT OR REPLACE INTO erasure (visitor_ref, lead_id, next_attempt_at) VALUES (?, ?, ?)",
      copy.visitorRef,
      copy.leadId,
      now,
    );
}

/** The visitor erased everything themselves: nothing of theirs is left to tell. */
export function forgetVisitor(sql: SqlStorage, visitorRef: string): void {
  sql.exec("DELETE FROM erasure WHERE visitor_ref = ?", visitorRef);
  sql.exec("DELETE FROM lead_alias WHERE visitor_ref = ?", visitorRef);
}

/**
 * Tells each due visitor's object to forget its copy. A reference that is not an object id
 * (`forget` throws a TypeError) can never be reached: nothing there to erase. Returns when the
 * next erasure is due, or null.
 */
export async function runErasures(
  sql: SqlStorage,
  now: number,
  forget: (copy: LeadCopy) => Promise<void>,
): Promise<number | null> {
  const due = sql
    .exec<{ visitor_ref: string; lead_id: string; attempts: number }>(
      "SELECT * FROM erasure WHERE next_attempt_at <= ? LIMIT 50",
      now,
    )
    .toArray();
  for (const e of due) {
    const key = [e.visitor_ref, e.lead_id] as const;
    try {
      await forget({ visitorRef: e.visitor_ref, leadId: e.lead_id });
      sql.exec("DELETE FROM erasure WHERE visitor_ref = ? AND lead_id = ?", ...key);
    } catch (error) {
      if (error instanceof TypeError) {
        sql.exec("DELETE FROM erasure WHERE visitor_ref = ? AND lead_id = ?", ...key);
        continue;
      }
      sql.exec(
        "UPDATE erasure SET attempts = attempts + 1, next_attempt_at = ? WHERE visitor_ref = ? AND lead_id = ?",
        now + backoffMs(e.attempts + 1, FIRST_RETRY_MS, MAX_DELAY_MS),
        ...key,
      );
    }
  }
  return sql.exec<{ next: number | null }>("SELECT MIN(next_attempt_at) AS next FROM erasure").one()
    .next;
}
