/**
 * The visitor's hand-offs to the lead ledger: each new or updated lead (and an erasure) is a row,
 * sent by the alarm and retried with backoff until the ledger acknowledges it. A row changed while
 * its send was in flight stays for the next pass, so the ledger always ends with the latest state.
 */

import { backoffMs } from "../lib/backoff";

export type HandoffOp = "upsert" | "erase";
/** An erasure covers all of the visitor's leads. */
export const ALL_LEADS = "*";

const FIRST_RETRY_MS = 2000;
const MAX_DELAY_MS = 5 * 60 * 1000;

/** The hand-offs still waiting, soonest first. */
export function pendingHandoffs(
  sql: SqlStorage,
): { leadId: string; op: HandoffOp; attempts: number }[] {
  return sql
    .exec<{ lead_id: string; op: HandoffOp; attempts: number }>(
      "SELECT lead_id, op, attempts FROM handoff ORDER BY next_attempt_at",
    )
    .toArray()
    .map((r) => ({ leadId: r.lead_id, op: r.op, attempts: r.attempts }));
}

export function queueHandoff(sql: SqlStorage, leadId: string, op: HandoffOp, now: number): void {
  sql.exec(
    `INSERT INTO handoff (lead_id, op, next_attempt_at) VALUES (?, ?, ?)
     ON CONFLICT(lead_id, op) DO UPDATE SET version = version + 1,
       next_attempt_at = MIN(next_attempt_at, excluded.next_attempt_at)`,
    leadId,
    op,
    now,
  );
}

type HandoffRow = {
  lead_id: string;
  op: HandoffOp;
  version: number;
  attempts: number;
};

/** Sends what is due; returns when the next hand-off is due, or null when none is left. */
export async function runHandoffs(
  sql: SqlStorage,
  now: number,
  send: (row: { leadId: string; op: HandoffOp }) => Promise<void>,
): Promise<number | null> {
  const due = sql
    .exec<HandoffRow>(
      "SELECT lead_id, op, version, attempts FROM handoff WHERE next_attempt_at <= ? ORDER BY op DESC, next_attempt_at LIMIT 20",
      now,
    )
    .toArray();
  for (const row of due) {
    try {
      await send({ leadId: row.lead_id, op: row.op });
      sql.exec(
        "DELETE FROM handoff WHERE lead_id = ? AND op = ? AND version = ?",
        row.lead_id,
        row.op,
        row.version,
      );
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      if (attempts % 10 === 0)
        console.error(`lead hand-off still failing (${attempts}): ${message}`);
      sql.exec(
        "UPDATE handoff SET attempts = ?, last_error = ?, next_attempt_at = ? WHERE lead_id = ? AND op = ?",
        attempts,
        message.slice(0, 500),
        Date.now() + backoffMs(attempts, FIRST_RETRY_MS, MAX_DELAY_MS),
        row.lead_id,
        row.op,
      );
    }
  }
  return sql.exec<{ next: number | null }>("SELECT MIN(next_attempt_at) AS next FROM handoff").one()
    .next;
}
