import type { AlertReason } from "../alerts/alert-content";
import { leadSignals, prospectMessageCount } from "../alerts/signals";
import type { LeadRecord } from "./lead-record";

/**
 * What about a lead sales must hear of now, given what the ledger knew of it: a new lead; a
 * call asked for or a phone number given since; a message from the prospect on a lead marked
 * handled (which reopens it). Call after `storeLead`: it reads and then updates the lead's own
 * memory of signals and message count.
 */
export function alertReasons(
  sql: SqlStorage,
  lead: LeadRecord,
  created: boolean,
  now: number,
): AlertReason[] {
  const prev = sql
    .exec<{ signals: string | null; prospect_messages: number; handled_at: number | null }>(
      "SELECT signals, prospect_messages, handled_at FROM lead WHERE id = ?",
      lead.id,
    )
    .one();
  const signals = leadSignals(lead);
  const messages = prospectMessageCount(lead);
  const reasons: AlertReason[] = [];
  if (created) reasons.push("new");
  else {
    const before = prev.signals
      ? (JSON.parse(prev.signals) as typeof signals)
      : { phone: false, callRequest: false };
    if (signals.callRequest && !before.callRequest) reasons.push("call");
    else if (signals.phone && !before.phone) reasons.push("phone");
    if (prev.handled_at !== null && messages > prev.prospect_messages) {
      reasons.push("reopened");
      sql.exec("UPDATE lead SET handled_at = NULL, reopened_at = ? WHERE id = ?", now, lead.id);
    }
  }
  sql.exec(
    "UPDATE lead SET signals = ?, prospect_messages = ? WHERE id = ?",
    JSON.stringify(signals),
    Math.max(messages, prev.prospect_messages),
    lead.id,
  );
  return reasons;
}
