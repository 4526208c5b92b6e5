/**
 * The visitor's hand-offs to the lead ledger: each new or updated lead (and an erasure) is an item
 * of the object's retry queue (lib/retry-queue.ts), sent by the alarm and retried until the ledger
 * acknowledges it. A row queued again while its send was in flight stays for the next pass, so
 * the ledger always ends with the latest state.
 */

import { RetryQueue } from "../lib/retry-queue";

export type HandoffOp = "upsert" | "erase";
/** An erasure covers all of the visitor's leads. */
export const ALL_LEADS = "*";

/** 2 s doubling to at most 5 min apart, never given up: the ledger must end with every lead. */
const handoffs = (sql: SqlStorage) =>
  new RetryQueue(sql, {
    table: "handoff",
    key: ["lead_id", "op"],
    versioned: true,
    schedule: { firstRetryMs: 2000, maxDelayMs: 5 * 60 * 1000, giveUpAfterMs: null },
  });

type HandoffRow = {
  lead_id: string;
  op: HandoffOp;
  version: number;
  attempts: number;
};

/** The hand-offs still waiting, soonest first. */
export function pendingHandoffs(
  sql: SqlStorage,
): { leadId: string; op: HandoffOp; attempts: number }[] {
  return handoffs(sql)
    .waiting<HandoffRow>()
    .map((r) => ({ leadId: r.lead_id, op: r.op, attempts: r.attempts }));
}

export function queueHandoff(sql: SqlStorage, leadId: string, op: HandoffOp, now: number): void {
  handoffs(sql).enqueue({ lead_id: leadId, op }, now);
}

/** Sends what is due (erasures first); returns when the next hand-off is due, or null. */
export async function runHandoffs(
  sql: SqlStorage,
  now: number,
  send: (row: { leadId: string; op: HandoffOp }) => Promise<void>,
): Promise<number | null> {
  const queue = handoffs(sql);
  const due = queue.due<HandoffRow>(now, { limit: 20, orderBy: "op DESC, next_attempt_at" });
  for (const row of due) {
    try {
      await send({ leadId: row.lead_id, op: row.op });
      queue.succeeded(row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const { attempts } = queue.failed(row, { error: message.slice(0, 500) });
      if (attempts % 10 === 0)
        console.error(`lead hand-off still failing (${attempts}): ${message}`);
    }
  }
  return queue.nextDue();
}
