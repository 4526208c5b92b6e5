import { type AlertChannel, sendAlert } from "../alerts/channels";
import { sendDigest } from "../alerts/digest";
import {
  type DeliveryResult,
  deliver,
  GIVE_UP_AFTER_MS,
  notConfigured,
  retryDelay,
} from "../delivery/webhook";
import { sendProspectEmail } from "../prospect/send";
import { type DeliveryConfig, type DeliveryRow, syncLead } from "./deliveries";
import { type SentLead, webhookPayload } from "./lead-record";

function send(row: DeliveryRow, lead: SentLead, config: DeliveryConfig, now: number) {
  switch (row.channel) {
    case "prospect":
      return config.alerts.prospect
        ? sendProspectEmail(lead, config.alerts.prospect)
        : Promise.resolve(notConfigured("ALERT_EMAIL_FROM"));
    case "webhook":
      return config.url
        ? deliver(config.url, config.secret, row.idempotency_key, webhookPayload(lead), now)
        : Promise.resolve(notConfigured("LEAD_WEBHOOK_URL"));
    default:
      return sendAlert(row.channel, lead, row.reason ?? "new", config.alerts, now);
  }
}

/** Records one attempt and what it means for the delivery: arrived, retried later, or failed. */
function record(sql: SqlStorage, row: DeliveryRow, result: DeliveryResult, baseMs: number) {
  const at = Date.now();
  const attempts = row.attempts + 1;
  sql.exec(
    "INSERT INTO attempt (lead_id, channel, at, ok, status, error) VALUES (?, ?, ?, ?, ?, ?)",
    row.lead_id,
    row.channel,
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
    return;
  }
  const next = at + Math.max(retryDelay(attempts, baseMs), result.retryAfterMs ?? 0);
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

/**
 * One digest (alert-burst.ts): the held alerts of its batch on its channel that are due, sent as
 * one message; each lead's delivery records the attempt. A lead deleted since is left out.
 */
async function sendBatch(
  sql: SqlStorage,
  first: DeliveryRow,
  config: DeliveryConfig,
  readLead: (id: string) => SentLead | null,
  now: number,
) {
  const rows = sql
    .exec<DeliveryRow>(
      "SELECT * FROM delivery WHERE batch = ? AND channel = ? AND status = 'pending' AND next_attempt_at <= ? ORDER BY id",
      first.batch,
      first.channel,
      now,
    )
    .toArray();
  const found = rows.map((row) => ({ row, lead: readLead(row.lead_id) }));
  for (const { row } of found.filter((f) => !f.lead))
    sql.exec("DELETE FROM delivery WHERE id = ?", row.id);
  const sent = found.filter((f): f is { row: DeliveryRow; lead: SentLead } => f.lead !== null);
  if (!sent.length) return;
  const channel = first.channel as AlertChannel;
  const result = await sendDigest(
    channel,
    sent.map((f) => f.lead),
    config.alerts,
    now,
  );
  for (const { row } of sent) {
    record(sql, row, result, config.retryBaseMs);
    syncLead(sql, row.lead_id);
  }
}

/**
 * Sends what is due, on every channel (webhook, email, Slack, Teams), all at once: one slow
 * receiver does not hold up the others; held alerts go as their digest. Returns when the next
 * delivery is due, or null.
 */
export async function runDueDeliveries(
  sql: SqlStorage,
  now: number,
  config: DeliveryConfig,
  readLead: (id: string) => SentLead | null,
): Promise<number | null> {
  const due = sql
    .exec<DeliveryRow>(
      "SELECT * FROM delivery WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT 50",
      now,
    )
    .toArray();
  const batches = new Map<string, DeliveryRow>();
  for (const row of due) if (row.batch) batches.set(`${row.channel} ${row.batch}`, row);
  await Promise.all([
    ...[...batches.values()].map((row) => sendBatch(sql, row, config, readLead, now)),
    ...due
      .filter((row) => !row.batch)
      .map(async (row) => {
        const lead = readLead(row.lead_id);
        if (!lead) {
          sql.exec("DELETE FROM delivery WHERE id = ?", row.id);
          return;
        }
        record(sql, row, await send(row, lead, config, now), config.retryBaseMs);
        syncLead(sql, row.lead_id);
      }),
  ]);
  return sql
    .exec<{ next: number | null }>(
      "SELECT MIN(next_attempt_at) AS next FROM delivery WHERE status = 'pending'",
    )
    .one().next;
}
