import type { NextStepKind } from "../contracts/inbox";
import type { SentLead } from "../contracts/lead-record";
import { type AlertChannel, configuredChannels, type OutboundConfig } from "../outbound/config";
import { queueAlerts } from "./deliveries";

/**
 * A next step falling due reminds its owner (docs/decisions/032): the ledger's one alarm wakes at
 * the earliest due step not yet reminded, and the reminder is an alert like any other (the
 * deliveries queue: retried, shown on the lead). Each due time is reminded once (the prospect
 * keeps the one it reminded); a step moved to another time is reminded again at that time, a
 * cleared step never.
 */

/** Due steps not yet reminded: their due time differs from the one reminded. */
const UNREMINDED = "next_step_due_at IS NOT NULL AND next_step_reminded IS NOT next_step_due_at";

/** When the next reminder is due (a time already past: at once), or null when none is. */
export function nextReminder(sql: SqlStorage): number | null {
  return sql
    .exec<{ due: number | null }>(
      `SELECT MIN(next_step_due_at) AS due FROM prospect WHERE ${UNREMINDED}`,
    )
    .one().due;
}

/**
 * Where a reminder goes: to the owner alone by email when they are an address (named in Slack and
 * Teams), to sales' channels when the prospect has no owner.
 */
export function reminderChannels(owner: string | null, outbound: OutboundConfig): AlertChannel[] {
  const configured = configuredChannels(outbound);
  if (!owner) return configured;
  const channels = configured.filter((c) => c !== "email" || owner.includes("@"));
  if (!channels.includes("email") && outbound.mailer && owner.includes("@")) channels.push("email");
  return channels;
}

/**
 * Queues the reminder of every step due by `now` not yet reminded, on the prospect's newest lead,
 * and marks it reminded. Returns when the earliest of them is due to go (now), or null.
 */
export function queueDueReminders(
  sql: SqlStorage,
  now: number,
  outbound: OutboundConfig,
): number | null {
  const due = sql
    .exec<{ id: string; assignee: string | null; due: number }>(
      `SELECT id, assignee, next_step_due_at AS due FROM prospect
        WHERE ${UNREMINDED} AND next_step_due_at <= ? ORDER BY next_step_due_at LIMIT 100`,
      now,
    )
    .toArray();
  let earliest: number | null = null;
  for (const step of due) {
    sql.exec("UPDATE prospect SET next_step_reminded = ? WHERE id = ?", step.due, step.id);
    const lead = sql
      .exec<{ id: string }>(
        "SELECT id FROM lead WHERE prospect_id = ? ORDER BY created_at DESC LIMIT 1",
        step.id,
      )
      .toArray()[0];
    if (!lead) continue;
    const channels = reminderChannels(step.assignee, outbound);
    const at = queueAlerts(sql, lead.id, ["next_step_due"], channels, now);
    if (at !== null) earliest = Math.min(earliest ?? at, at);
  }
  return earliest;
}

/**
 * A lead as its alerts send it, with what its prospect asks of sales now: a call not yet logged
 * (every alert says so first) and the next step (its reminder says which and when).
 */
export function withProspectAsks(sql: SqlStorage, lead: SentLead | null): SentLead | null {
  if (!lead) return null;
  const row = sql
    .exec<{ kind: NextStepKind | null; due: number | null; call: number }>(
      `SELECT p.next_step_kind AS kind, p.next_step_due_at AS due, p.call_requested AS call
         FROM lead l JOIN prospect p ON p.id = l.prospect_id WHERE l.id = ?`,
      lead.id,
    )
    .toArray()[0];
  if (!row) return lead;
  const nextStep =
    row.kind && row.due !== null
      ? { kind: row.kind, dueAt: new Date(row.due).toISOString() }
      : null;
  return { ...lead, callRequested: row.call === 1, nextStep };
}
