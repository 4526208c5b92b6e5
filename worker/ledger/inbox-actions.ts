import type {
  ActivityKind,
  ActivityOutcome,
  LeadNote,
  LeadStatus,
  NextStepKind,
  ProspectSummary,
} from "../contracts/inbox";
import type { InboxActor } from "../contracts/inbox-people";
import type { LeadCopy } from "./erasures";
import { addNote, editNote } from "./history";
import { aliasVisitors } from "./lead-aliases";
import { deleteLeads } from "./lead-store";
import { logActivity, setNextStep } from "./next-steps";
import { prospectById } from "./prospect-card";
import { prospectIdOf } from "./prospects";
import { blockSender } from "./spam";
import { assign, knownPerson, recordAction, setStatus } from "./work";

/**
 * What sales do in the inbox, through a lead (docs/decisions/025): each acts on the lead's
 * prospect and records who did it and when. Null when the ledger has no such lead.
 */
type Target = { prospectId: string; leadId: string };

const targetOf = (sql: SqlStorage, leadId: string): Target | null => {
  const prospectId = prospectIdOf(sql, leadId);
  return prospectId ? { prospectId, leadId } : null;
};

export function changeStatus(
  sql: SqlStorage,
  leadId: string,
  by: InboxActor,
  status: LeadStatus,
  reason: string | null,
  now: number,
): ProspectSummary | null {
  const target = targetOf(sql, leadId);
  if (!target) return null;
  setStatus(sql, target, by, status, reason, now);
  return prospectById(sql, target.prospectId);
}

export function changeAssignee(
  sql: SqlStorage,
  leadId: string,
  by: InboxActor,
  assignee: string | null,
  now: number,
): ProspectSummary | "unknown_person" | null {
  const target = targetOf(sql, leadId);
  if (!target) return null;
  if (assignee !== null && assignee !== by.name && !knownPerson(sql, assignee))
    return "unknown_person";
  assign(sql, target, by, assignee, now);
  return prospectById(sql, target.prospectId);
}

export function writeNote(
  sql: SqlStorage,
  leadId: string,
  by: InboxActor,
  text: string,
  now: number,
): LeadNote | null {
  const target = targetOf(sql, leadId);
  if (!target) return null;
  const note = addNote(sql, target.prospectId, leadId, by, text, now);
  recordAction(sql, { ...target, by, action: "note", detail: { noteId: note.id }, now });
  return note;
}

export function reviseNote(
  sql: SqlStorage,
  leadId: string,
  noteId: number,
  by: InboxActor,
  text: string,
  now: number,
): LeadNote | "not_found" | "not_author" {
  const target = targetOf(sql, leadId);
  if (!target) return "not_found";
  const note = editNote(sql, target.prospectId, noteId, by, text, now);
  if (typeof note !== "string")
    recordAction(sql, { ...target, by, action: "note_edited", detail: { noteId }, now });
  return note;
}

/** Plans the prospect's next step, or clears it (null). */
export function planNextStep(
  sql: SqlStorage,
  leadId: string,
  by: InboxActor,
  step: { kind: NextStepKind; dueAt: number } | null,
  now: number,
): ProspectSummary | null {
  const target = targetOf(sql, leadId);
  if (!target) return null;
  setNextStep(sql, target, by, step, now);
  return prospectById(sql, target.prospectId);
}

/** Logs a call or email to the prospect. */
export function recordActivity(
  sql: SqlStorage,
  leadId: string,
  by: InboxActor,
  activity: { kind: ActivityKind; outcome: ActivityOutcome; note: string | null },
  now: number,
): ProspectSummary | null {
  const target = targetOf(sql, leadId);
  if (!target) return null;
  logActivity(sql, target, by, activity, now);
  return prospectById(sql, target.prospectId);
}

/** Sales retried a lead's deliveries: in its history, but no answer to the prospect. */
export function noteRetry(sql: SqlStorage, leadId: string, by: InboxActor, now: number): void {
  const target = targetOf(sql, leadId);
  if (target) recordAction(sql, { ...target, by, action: "retry", now, answers: false });
}

/**
 * Deletes a lead (as spam: every lead of its visitor, and neither the visitor nor, for a while,
 * the addresses their leads came from make new ones: spam.ts). The
 * prospect keeps the deletion in its history while it has other leads. Returns the copies the
 * visitors' objects must forget, and the leads deleted.
 */
export function deleteLead(
  sql: SqlStorage,
  leadId: string,
  by: InboxActor,
  now: number,
  spam: boolean,
): { copies: LeadCopy[]; deleted: Target[] } | null {
  const target = targetOf(sql, leadId);
  const visitorRef = sql
    .exec<{ visitor_ref: string }>("SELECT visitor_ref FROM lead WHERE id = ?", leadId)
    .toArray()[0]?.visitor_ref;
  if (!target || !visitorRef) return null;
  const deleted = spam
    ? sql
        .exec<{ id: string; prospect_id: string }>(
          "SELECT id, prospect_id FROM lead WHERE visitor_ref = ?",
          visitorRef,
        )
        .toArray()
        .map((r) => ({ leadId: r.id, prospectId: r.prospect_id }))
    : [target];
  const copies = deleted.flatMap((d) => [
    { visitorRef, leadId: d.leadId },
    ...aliasVisitors(sql, d.leadId),
  ]);
  for (const d of deleted)
    recordAction(sql, { ...d, by, action: spam ? "spam" : "deleted", now, answers: false });
  if (spam) blockSender(sql, visitorRef, by, now);
  if (spam) deleteLeads(sql, { visitorRef });
  else deleteLeads(sql, { id: leadId });
  return { copies, deleted };
}
