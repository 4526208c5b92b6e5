import type { LeadRecord } from "../contracts/lead-record";
import type { AlertReason } from "../outbound/alerts/alert-content";
import { leadSignals, prospectMessageCount } from "./lead-signals";
import { noteCallWish } from "./next-steps";
import type { Placement } from "./prospects";
import { reopenOnNews } from "./work";

/**
 * What about a lead sales must hear of now, given what the ledger knew of it: a new lead; a
 * call asked for or a phone number given since; news from the prospect — a new message, or a new
 * request joining their prospect — on a prospect sales have worked, which reopens it
 * (docs/decisions/022, 025); a request from another browser under the prospect's address, not
 * confirmed, which reopens nothing (docs/decisions/028). Call after the lead is stored and placed
 * in its prospect: it reads and then updates the lead's own memory of signals and message count.
 */
export function alertReasons(
  sql: SqlStorage,
  lead: LeadRecord,
  placed: Placement & { created: boolean },
  now: number,
): AlertReason[] {
  const prev = sql
    .exec<{ signals: string | null; prospect_messages: number }>(
      "SELECT signals, prospect_messages FROM lead WHERE id = ?",
      lead.id,
    )
    .one();
  const signals = leadSignals(lead);
  const messages = prospectMessageCount(lead);
  const reasons: AlertReason[] = [];
  // Another browser's request under the prospect's address is no news from the prospect: it
  // reopens nothing, and its arrival alerts as what it is (email-trust.ts).
  const reopen = () =>
    !placed.unconfirmed && reopenOnNews(sql, placed.prospectId, lead.id, now) !== null;
  if (placed.created && placed.unconfirmed) reasons.push("unconfirmed");
  // A call asked for in the first words (the form's note, the first message) is the alert's news.
  else if (placed.created)
    reasons.push(placed.existed && reopen() ? "reopened" : signals.callRequest ? "call" : "new");
  else {
    const before = prev.signals
      ? (JSON.parse(prev.signals) as typeof signals)
      : { phone: false, callRequest: false };
    if (signals.callRequest && !before.callRequest) reasons.push("call");
    else if (signals.phone && !before.phone) reasons.push("phone");
    if (messages > prev.prospect_messages && reopen()) reasons.push("reopened");
  }
  noteCallWish(sql, placed.prospectId, lead, {
    created: placed.created,
    messages: prev.prospect_messages,
  });
  sql.exec(
    "UPDATE lead SET signals = ?, prospect_messages = ? WHERE id = ?",
    JSON.stringify(signals),
    Math.max(messages, prev.prospect_messages),
    lead.id,
  );
  return reasons;
}
