import type { AlertReason } from "../alerts/alert-content";
import { type AlertChannel, type AlertConfig, alertConfig } from "../alerts/channels";
import type { Bindings } from "../lib/app-env";
import { digestFor } from "./alert-burst";
import type { LeadRecord } from "./lead-record";

/** How long a conversation stays quiet before its chat lead goes to the webhook (2 min). */
export const CHAT_LEAD_QUIET_MS = 2 * 60 * 1000;

export type DeliveryChannel = "webhook" | AlertChannel | "prospect";

export interface DeliveryConfig {
  url: string | undefined;
  secret: string | undefined;
  retryBaseMs: number;
  /** Quiet time before a chat lead goes out, so the webhook gets one message per conversation burst. */
  chatQuietMs: number;
  alerts: AlertConfig;
}

/** The deliveries the environment configures (README "Configuration"). */
export const deliveryConfig = (env: Bindings): DeliveryConfig => ({
  url: env.LEAD_WEBHOOK_URL || undefined,
  secret: env.LEAD_WEBHOOK_SECRET || undefined,
  retryBaseMs: Number(env.LEAD_RETRY_BASE_MS ?? 30_000),
  chatQuietMs: Number(env.CHAT_LEAD_QUIET_MS ?? CHAT_LEAD_QUIET_MS),
  alerts: alertConfig(env),
});

export type DeliveryRow = {
  id: number;
  /** The digest a held alert goes out in (alert-burst.ts); null for any other delivery. */
  batch: string | null;
  lead_id: string;
  channel: DeliveryChannel;
  reason: AlertReason | null;
  idempotency_key: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  last_error: string | null;
  next_attempt_at: number;
  created_at: number;
};

/**
 * Copies the state of the lead's deliveries onto its row, where the inbox lists and filters it:
 * each channel's newest delivery counts; failed if any failed, pending if any is pending.
 */
export function syncLead(sql: SqlStorage, leadId: string): void {
  const latest = sql
    .exec<DeliveryRow>(
      `SELECT * FROM delivery WHERE id IN (SELECT MAX(id) FROM delivery WHERE lead_id = ? GROUP BY channel)`,
      leadId,
    )
    .toArray();
  const worst =
    latest.find((d) => d.status === "failed") ?? latest.find((d) => d.status === "pending");
  const status = latest.length === 0 ? null : (worst?.status ?? "delivered");
  const error = worst?.last_error
    ? latest.length > 1
      ? `${worst.channel}: ${worst.last_error}`
      : worst.last_error
    : null;
  sql.exec(
    "UPDATE lead SET delivery_status = ?, delivery_attempts = ?, delivery_error = ? WHERE id = ?",
    status,
    latest.reduce((n, d) => n + d.attempts, 0),
    error,
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
    .exec<DeliveryRow>(
      "SELECT * FROM delivery WHERE lead_id = ? AND channel = 'webhook' ORDER BY id",
      lead.id,
    )
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

/**
 * Schedules an alert to sales on each configured channel, due now: one per lead, reason and
 * channel (`slack:<id>:new`; the same reason again is `#2` …), so a retried hand-off does not
 * alert twice. Past a burst of new leads from one client address it is held for the burst's
 * digest instead, due when that goes (alert-burst.ts). Returns the earliest due time, or null
 * when no channel is configured.
 */
export function queueAlerts(
  sql: SqlStorage,
  leadId: string,
  reasons: readonly AlertReason[],
  channels: readonly AlertChannel[],
  now: number,
): number | null {
  if (!reasons.length || !channels.length) return null;
  let earliest = Number.POSITIVE_INFINITY;
  for (const channel of channels) {
    for (const reason of reasons) {
      const key = `${channel}:${leadId}:${reason}`;
      const { n } = sql
        .exec<{ n: number }>(
          "SELECT COUNT(*) AS n FROM delivery WHERE lead_id = ? AND channel = ? AND reason = ?",
          leadId,
          channel,
          reason,
        )
        .one();
      const digest = digestFor(sql, leadId, channel, reason, now);
      const due = digest?.due ?? now;
      earliest = Math.min(earliest, due);
      sql.exec(
        "INSERT INTO delivery (lead_id, channel, reason, idempotency_key, next_attempt_at, created_at, batch) VALUES (?, ?, ?, ?, ?, ?, ?)",
        leadId,
        channel,
        reason,
        n === 0 ? key : `${key}#${n + 1}`,
        due,
        now,
        digest?.batch ?? null,
      );
    }
  }
  syncLead(sql, leadId);
  return earliest;
}

/**
 * Sends the lead's newest delivery on each channel again where it has not arrived (sales'
 * "Retry"). Returns false when there is nothing to retry.
 */
export function retryLatest(sql: SqlStorage, leadId: string, now: number): boolean {
  const stuck = sql
    .exec<{ id: number }>(
      `SELECT id FROM delivery WHERE status != 'delivered'
         AND id IN (SELECT MAX(id) FROM delivery WHERE lead_id = ? GROUP BY channel)`,
      leadId,
    )
    .toArray();
  // A fresh 72-hour window from now, so a failed delivery is not given up on at once.
  for (const { id } of stuck)
    sql.exec(
      "UPDATE delivery SET status = 'pending', next_attempt_at = ?, created_at = ? WHERE id = ?",
      now,
      now,
      id,
    );
  if (stuck.length) syncLead(sql, leadId);
  return stuck.length > 0;
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
         (SELECT COUNT(*) FROM lead l JOIN prospect p ON p.id = l.prospect_id
           WHERE l.delivery_status = 'failed' AND p.status = 'new') AS failed,
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
