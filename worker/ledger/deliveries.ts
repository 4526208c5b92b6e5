import type { LeadRecord } from "../contracts/lead-record";
import type { Bindings } from "../lib/app-env";
import { RetryQueue } from "../lib/retry-queue";
import type { AlertReason } from "../outbound/alerts/alert-content";
import { type AlertChannel, type OutboundConfig, outboundConfig } from "../outbound/config";
import { digestFor } from "./alert-burst";

/** How long a conversation stays quiet before its chat lead goes to the webhook (2 min). */
export const CHAT_LEAD_QUIET_MS = 2 * 60 * 1000;

export type DeliveryChannel = "webhook" | AlertChannel | "prospect";

export interface DeliveryConfig {
  retryBaseMs: number;
  /** Quiet time before a chat lead goes out, so the webhook gets one message per conversation burst. */
  chatQuietMs: number;
  /** Where each channel sends (the webhook, sales' alerts, the visitor's confirmation). */
  outbound: OutboundConfig;
}

/** The deliveries the environment configures (README "Configuration"). */
export const deliveryConfig = (env: Bindings): DeliveryConfig => ({
  retryBaseMs: Number(env.LEAD_RETRY_BASE_MS ?? DELIVERY_FIRST_RETRY_MS),
  chatQuietMs: Number(env.CHAT_LEAD_QUIET_MS ?? CHAT_LEAD_QUIET_MS),
  outbound: outboundConfig(env),
});

/** The first retry of a delivery, unless LEAD_RETRY_BASE_MS says otherwise (30 s). */
export const DELIVERY_FIRST_RETRY_MS = 30_000;

/**
 * Deliveries are items of the ledger's retry queue (lib/retry-queue.ts), kept as the lead's record
 * once delivered or failed: retried from `firstRetryMs` doubling to at most an hour apart
 * (longer only if the receiver's Retry-After asks, up to an hour), failed for good 72 hours after
 * they were queued or at once on a refusal.
 */
export const deliveryQueue = (sql: SqlStorage, firstRetryMs = DELIVERY_FIRST_RETRY_MS) =>
  new RetryQueue(sql, {
    table: "delivery",
    key: ["id"],
    schedule: { firstRetryMs, maxDelayMs: 60 * 60 * 1000, giveUpAfterMs: 72 * 60 * 60 * 1000 },
    status: { pending: "pending", done: "delivered", dead: "failed", doneAt: "delivered_at" },
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
  if (!config.outbound.webhook) return null;
  const due = lead.kind === "chat" ? now + config.chatQuietMs : now;
  const rows = sql
    .exec<DeliveryRow>(
      "SELECT * FROM delivery WHERE lead_id = ? AND channel = 'webhook' ORDER BY id",
      lead.id,
    )
    .toArray();
  const untried = rows.find((r) => r.status === "pending" && r.attempts === 0);
  if (untried) {
    if (lead.kind === "chat") deliveryQueue(sql).reschedule([untried.id], due);
    return untried.next_attempt_at > due || lead.kind === "chat" ? due : untried.next_attempt_at;
  }
  // A contact lead handed over again (a retried hand-off) is the same lead: nothing new to send.
  if (!created && lead.kind === "contact" && rows.length > 0) return null;
  deliveryQueue(sql).enqueue(
    {
      lead_id: lead.id,
      idempotency_key: rows.length === 0 ? lead.id : `${lead.id}#${rows.length + 1}`,
      created_at: now,
    },
    due,
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
  const queue = deliveryQueue(sql);
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
      queue.enqueue(
        {
          lead_id: leadId,
          channel,
          reason,
          idempotency_key: n === 0 ? key : `${key}#${n + 1}`,
          created_at: now,
          batch: digest?.batch ?? null,
        },
        due,
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
  const queue = deliveryQueue(sql);
  for (const { id } of stuck) queue.revive([id], now);
  if (stuck.length) syncLead(sql, leadId);
  return stuck.length > 0;
}

export interface DeliveryHealth {
  pending: number;
  failed: number;
  /** Age of the oldest pending delivery already due or tried (ms), 0 when none. */
  oldestPendingMs: number;
  /** Deliveries given up on (any lead's, worked or not, until retried). */
  dead: number;
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
    dead: deliveryQueue(sql).dead(),
  };
}
