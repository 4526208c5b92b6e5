import { RetryQueue } from "../lib/retry-queue";

/**
 * Leads sales deleted that a visitor's own object must forget too: one item of the ledger's retry
 * queue per copy (the lead, and any duplicate another visitor's object sent), told by the alarm
 * and retried until done.
 */

/** 2 s doubling to at most an hour apart, never given up: the visitor's copy must go. */
const erasures = (sql: SqlStorage) =>
  new RetryQueue(sql, {
    table: "erasure",
    key: ["visitor_ref", "lead_id"],
    schedule: { firstRetryMs: 2000, maxDelayMs: 60 * 60 * 1000, giveUpAfterMs: null },
  });

export interface LeadCopy {
  visitorRef: string;
  leadId: string;
}

type ErasureRow = { visitor_ref: string; lead_id: string; attempts: number };

export function queueErasures(sql: SqlStorage, copies: readonly LeadCopy[], now: number): void {
  const queue = erasures(sql);
  for (const copy of copies)
    queue.enqueue({ visitor_ref: copy.visitorRef, lead_id: copy.leadId }, now);
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
  const queue = erasures(sql);
  for (const e of queue.due<ErasureRow>(now, { limit: 50 })) {
    try {
      await forget({ visitorRef: e.visitor_ref, leadId: e.lead_id });
      queue.succeeded(e);
    } catch (error) {
      if (error instanceof TypeError) queue.drop(e);
      else
        queue.failed(e, {
          error: String(error instanceof Error ? error.message : error).slice(0, 500),
        });
    }
  }
  return queue.nextDue();
}

/** Erasures given up on: none, as they are retried until done (for `/api/health`). */
export const deadErasures = (sql: SqlStorage): number => erasures(sql).dead();
