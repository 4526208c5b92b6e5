import type { SentLead } from "../contracts/lead-record";
import { sendAlert, sendDigest } from "../outbound/alerts/send";
import type { AlertChannel } from "../outbound/config";
import type { DeliveryResult } from "../outbound/transports/result";
import { deliver } from "../outbound/transports/webhook";
import { sendConfirmationEmail } from "../outbound/visitor-mail/send-confirmation";
import { type DeliveryConfig, type DeliveryRow, deliveryQueue, syncLead } from "./deliveries";
import { webhookPayload } from "./lead-record";

function send(row: DeliveryRow, lead: SentLead, config: DeliveryConfig, now: number) {
  switch (row.channel) {
    case "prospect":
      return sendConfirmationEmail(lead, config.outbound);
    case "webhook":
      return deliver(config.outbound, row.idempotency_key, webhookPayload(lead), now);
    default:
      return sendAlert(row.channel, lead, row.reason ?? "new", config.outbound, now);
  }
}

type Queue = ReturnType<typeof deliveryQueue>;

/** Records one attempt and what it means for the delivery: arrived, retried later, or failed. */
function record(sql: SqlStorage, queue: Queue, row: DeliveryRow, result: DeliveryResult) {
  const at = Date.now();
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
    queue.succeeded(row, at);
    return;
  }
  const { attempts, dead } = queue.failed(
    row,
    {
      error: result.error ?? "unknown error",
      retryable: result.retryable,
      retryAfterMs: result.retryAfterMs,
    },
    at,
  );
  if (dead)
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
  queue: Queue,
  first: DeliveryRow,
  config: DeliveryConfig,
  readLead: (id: string) => SentLead | null,
  now: number,
) {
  const rows = queue.due<DeliveryRow>(now, {
    orderBy: "id",
    where: { batch: first.batch, channel: first.channel },
  });
  const found = rows.map((row) => ({ row, lead: readLead(row.lead_id) }));
  for (const { row } of found.filter((f) => !f.lead)) queue.drop(row);
  const sent = found.filter((f): f is { row: DeliveryRow; lead: SentLead } => f.lead !== null);
  if (!sent.length) return;
  const channel = first.channel as AlertChannel;
  const result = await sendDigest(
    channel,
    sent.map((f) => f.lead),
    config.outbound,
    now,
  );
  for (const { row } of sent) {
    record(sql, queue, row, result);
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
  const queue = deliveryQueue(sql, config.retryBaseMs);
  const due = queue.due<DeliveryRow>(now, { limit: 50, orderBy: "id" });
  const batches = new Map<string, DeliveryRow>();
  for (const row of due) if (row.batch) batches.set(`${row.channel} ${row.batch}`, row);
  await Promise.all([
    ...[...batches.values()].map((row) => sendBatch(sql, queue, row, config, readLead, now)),
    ...due
      .filter((row) => !row.batch)
      .map(async (row) => {
        const lead = readLead(row.lead_id);
        if (!lead) {
          queue.drop(row);
          return;
        }
        record(sql, queue, row, await send(row, lead, config, now));
        syncLead(sql, row.lead_id);
      }),
  ]);
  return queue.nextDue();
}
