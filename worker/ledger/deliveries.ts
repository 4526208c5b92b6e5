import { deliver, GIVE_UP_AFTER_MS, retryDelay } from "../delivery/webhook";
import { type LeadRecord, webhookPayload } from "./lead-record";

/** How long a conversation stays quiet before its chat lead goes to the webhook (2 min). */
export const CHAT_LEAD_QUIET_MS = 2 * 60 * 1000;

export interface DeliveryConfig {
  url: string | undefined;
  secret: string | undefined;
  retryBaseMs: number;
  /** Quiet time before a chat lead goes out, so sales get one message per conversation burst. */
  chatQuietMs: number;
}

type DeliveryRow = {
  id: number;
  lead_id: string;
  idempotency_key: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  next_attempt_at: number;
  created_at: number;
};

/** Copies the lead's newest delivery onto its row, where the inbox lists and filters it. */
function syncLead(sql: SqlStorage, leadId: string): void {
  const latest = sql
    .exec<{ status: string; attempts: number; last_error: string | null }>(
      "SELECT status, attempts, last_error FROM delivery WHERE lead_id = ? ORDER BY id DESC LIMIT 1",
      leadId,
    )
    .toArray()[0];
  sql.exec(
    "UPDATE lead SET delivery_status = ?, delivery_attempts = ?, delivery_error = ? WHERE id = ?",
    latest?.status ?? null,
    latest?.attempts ?? 0,
    latest?.last_error ?? null,
    leadId,
  );
}

/**
 * Schedules the webhook delivery of a new or updated lead. A delivery not yet tried takes the
 * update (a chat lead's waits for the quiet time again); otherwise the update is one more
 * delivery, `<id>#2`, `#3` …. Returns when it is due, or null without a webhook.
 */
export function queueDelivery(
  sql: SqlStorage,
  lead: LeadRecord,
  created: boolean,
  now: number,
  config: DeliveryConfig,
): number | null {
  if (!config.url) return null;
  const due = lead.kind === "chat" ? now + config.chatQuietMs : now;
  const rows = sql
    .exec<DeliveryRow>("SELECT * FROM delivery WHERE lead_id = ? ORDER BY id", lead.id)
    .toArray();
  const untried = rows.find((r) => r.status === "pending" && r.attempts === 0);
  if (untried) {
    if (lead.kind === "chat")
      sql.exec("UPDATE delivery SET next_attempt_at = ? WHERE id = ?", due, untried.id);
    return untried.next_attempt_at > due || lead.kind === "chat" ? due : untried.next_attempt_at;
  }
  // A contact lead handed over again (a retried hand-off) is the same lead: nothing new to send.
  if (!created && lead.kind === "contact" && rows.length > 0) return null;
  sql.exec(
    "INSERT INTO delivery (lead_id, idempotency_key, next_attempt_at, created_at) VALUES (?, ?, ?, ?)",
    lead.id,
    rows.length === 0 ? lead.id : `${lead.id}#${rows.length + 1}`,
    due,
    now,
  );
  syncLead(sql, lead.id);
  return due;
}

/** Sends what is due. Returns when the next delivery is due, or null when none is pending. */
export async function runDueDeliveries(
  sql: SqlStorage,
  now: number,
  config: DeliveryConfig,
  readLead: (id: string) => LeadRecord | null,
): Promise<number | null> {
  const due = sql
    .exec<DeliveryRow>(
      "SELECT * FROM delivery WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT 50",
      now,
    )
    .toArray();
  for (const row of due) {
    const lead = readLead(row.lead_id);
    if (!lead) {
      sql.exec("DELETE FROM delivery WHERE id = ?", row.id);
      continue;
    }
    const result = config.url
      ? await deliver(config.url, config.secret, row.idempotency_key, webhookPayload(lead), now)
      : { ok: false, status: null, error: "LEAD_WEBHOOK_URL is not configured", retryable: true };
    const at = Date.now();
    const attempts = row.attempts + 1;
    sql.exec(
      "INSERT INTO attempt (lead_id, at, ok, status, error) VALUES (?, ?, ?, ?, ?)",
      row.lead_id,
      at,
      result.ok ? 1 : 0,
      result.status,
      result.error ?? null,
    );
    if (result.ok) {
      sql.exec(
        "UPDATE delivery SET status = 'delivered', attempts = ?, delivered_at = ?, last_error = NULL WHERE id = ?",
        attempts,
        at,
        row.id,
      );
    } else {
      const next =
        at + Math.max(retryDelay(attempts, config.retryBaseMs), result.retryAfterMs ?? 0);
      const failed = !result.retryable || next - row.created_at > GIVE_UP_AFTER_MS;
      sql.exec(
        "UPDATE delivery SET status = ?, attempts = ?, last_error = ?, next_attempt_at = ? WHERE id = ?",
        failed ? "failed" : "pending",
        attempts,
        result.error ?? "unknown error",
        next,
        row.id,
      );
      if (failed)
        console.error(
          `lead delivery failed for good: ${row.idempotency_key} after ${attempts} attempt(s): ${result.error}`,
        );
    }
    syncLead(sql, row.lead_id);
  }
  const next = sql
    .exec<{ next: number | null }>(
      "SELECT MIN(next_attempt_at) AS next FROM delivery WHERE status = 'pending'",
    )
    .one().next;
  return next;
}

/**
 * Sends a lead's newest delivery again (sales' "Retry"). Returns false when there is nothing to
 * retry: no webhook delivery, or the newest one has arrived.
 */
export function retryLatest(sql: SqlStorage, leadId: string, now: number): boolean {
  const latest = sql
    .exec<DeliveryRow>("SELECT * FROM delivery WHERE lead_id = ? ORDER BY id DESC LIMIT 1", leadId)
    .toArray()[0];
  if (!latest || latest.status === "delivered") return false;
  // A fresh 72-hour window from now, so a failed delivery is not given up on at once.
  sql.exec(
    "UPDATE delivery SET status = 'pending', next_attempt_at = ?, created_at = ? WHERE id = ?",
    now,
    now,
    latest.id,
  );
  syncLead(sql, leadId);
  return true;
}

export interface DeliveryHealth {
  pending: number;
  failed: number;
  /** Age of the oldest pending delivery already due or tried (ms), 0 when none. */
  oldestPendingMs: number;
}

export function deliveryHealth(sql: SqlStorage, now: number): DeliveryHealth {
  const row = sql
    .exec<{ pending: number; failed: number; oldest: number | null }>(
      `SELECT
         (SELECT COUNT(*) FROM delivery WHERE status = 'pending') AS pending,
         (SELECT COUNT(*) FROM lead WHERE delivery_status = 'failed' AND handled_at IS NULL) AS failed,
         (SELECT MIN(created_at) FROM delivery WHERE status = 'pending' AND (attempts > 0 OR next_attempt_at <= ?)) AS oldest`,
      now,
    )
    .one();
  return {
    pending: row.pending,
    failed: row.failed,
    oldestPendingMs: row.oldest === null ? 0 : Math.max(0, now - row.oldest),
  };
}
