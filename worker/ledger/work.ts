import type { HistoryAction, HistoryEntry, LeadStatus } from "../contracts/inbox";
import type { InboxActor } from "../contracts/inbox-people";
import { appendHistory } from "./history";
import { statusRank } from "./prospects";
import { notePerson } from "./sales-sessions";

/**
 * Sales' work on a prospect (docs/decisions/025), through any of its leads. Every change is in
 * its history with who and when and makes it the prospect's latest activity; a contact (a call or
 * email logged, a status of contacted or beyond) is the first contact of each of its leads not
 * yet contacted (speed to lead). An assignment or a note contacts no one.
 */

/** Records a sales action on a prospect; `answers`: it contacted them (speed to lead). */
export function recordAction(
  sql: SqlStorage,
  action: {
    prospectId: string;
    leadId: string | null;
    by: InboxActor;
    action: HistoryAction;
    detail?: HistoryEntry["detail"];
    now: number;
    answers?: boolean;
  },
): void {
  appendHistory(sql, action);
  notePerson(sql, action.by, action.now);
  sql.exec(
    "UPDATE prospect SET last_activity_at = MAX(last_activity_at, ?) WHERE id = ?",
    action.now,
    action.prospectId,
  );
  if (action.answers)
    sql.exec(
      "UPDATE lead SET first_action_at = ? WHERE prospect_id = ? AND first_action_at IS NULL",
      action.now,
      action.prospectId,
    );
}

const prospectRow = (sql: SqlStorage, id: string) =>
  sql
    .exec<{ status: LeadStatus; assignee: string | null; lost_reason: string | null }>(
      "SELECT status, assignee, lost_reason FROM prospect WHERE id = ?",
      id,
    )
    .toArray()[0];

/** Sets the status (lost with its reason); no change, no history. */
export function setStatus(
  sql: SqlStorage,
  target: { prospectId: string; leadId: string },
  by: InboxActor,
  status: LeadStatus,
  reason: string | null,
  now: number,
): boolean {
  const before = prospectRow(sql, target.prospectId);
  if (!before) return false;
  const lostReason = status === "lost" ? reason : null;
  if (before.status === status && before.lost_reason === lostReason) return true;
  sql.exec(
    "UPDATE prospect SET status = ?, status_rank = ?, lost_reason = ? WHERE id = ?",
    status,
    statusRank[status],
    lostReason,
    target.prospectId,
  );
  recordAction(sql, {
    ...target,
    by,
    action: "status",
    detail: { from: before.status, to: status, ...(lostReason ? { reason: lostReason } : {}) },
    now,
    answers: status === "contacted" || status === "qualified" || status === "won",
  });
  return true;
}

/** Gives the prospect to a person (or nobody); no change, no history. */
export function assign(
  sql: SqlStorage,
  target: { prospectId: string; leadId: string },
  by: InboxActor,
  assignee: string | null,
  now: number,
): boolean {
  const before = prospectRow(sql, target.prospectId);
  if (!before) return false;
  if (before.assignee === assignee) return true;
  sql.exec("UPDATE prospect SET assignee = ? WHERE id = ?", assignee, target.prospectId);
  recordAction(sql, {
    ...target,
    by,
    action: "assigned",
    detail: { from: before.assignee, to: assignee },
    now,
  });
  return true;
}

/** Whether a name is a person the inbox knows (has signed in or acted). */
export const knownPerson = (sql: SqlStorage, name: string) =>
  sql.exec("SELECT 1 FROM person WHERE name = ?", name).toArray().length > 0;

/**
 * News from the prospect (a message, a request) on a prospect sales have worked: its status goes
 * back to new, marked reopened, in its history as the prospect's doing. Returns the status it
 * had, or null when it was new already.
 */
export function reopenOnNews(
  sql: SqlStorage,
  prospectId: string,
  leadId: string,
  now: number,
): LeadStatus | null {
  const before = prospectRow(sql, prospectId);
  if (!before || before.status === "new") return null;
  sql.exec(
    "UPDATE prospect SET status = 'new', status_rank = 0, lost_reason = NULL, reopened_at = ? WHERE id = ?",
    now,
    prospectId,
  );
  // A new clock for speed to lead: the news is to be answered as a new lead is.
  sql.exec("UPDATE lead SET clock_at = ?, first_action_at = NULL WHERE id = ?", now, leadId);
  appendHistory(sql, {
    prospectId,
    leadId,
    by: null,
    action: "reopened",
    detail: { from: before.status },
    now,
  });
  return before.status;
}

/** The prospect's owner, to alert when it reopens. */
export const ownerOf = (sql: SqlStorage, prospectId: string) =>
  prospectRow(sql, prospectId)?.assignee ?? null;
