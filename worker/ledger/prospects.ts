import type { LeadContact, Qualification } from "../contracts/inbox";
import {
  liftMark,
  otherBrowsersProspects,
  prospectsOf,
  readPlacing,
  stillUnconfirmed,
} from "./email-trust";
import { appendHistory } from "./history";
import { confirmEmail } from "./prospect-emails";
import { prospectQualification, sortValues } from "./qualification";

/**
 * Prospects (docs/decisions/025): a lead belongs to the prospect of any other lead from the same
 * visitor or with the same email address; when a lead links two prospects they become one. Sales'
 * status, owner, notes and history are the prospect's; its row also keeps a summary of its leads
 * (the newest of each detail, what they say to qualify by, sort values), rebuilt on each change,
 * so the list reads one indexed row per prospect.
 */

export const newProspectId = () => `prospect_${crypto.randomUUID()}`;

/** The address a lead is grouped by: its first email, lowercased; null without one. */
export const emailKey = (contact: LeadContact): string | null =>
  contact.email?.split(",")[0]?.trim().toLowerCase() || null;

export const statusRank = { new: 0, contacted: 1, qualified: 2, won: 3, lost: 4 } as const;

type ProspectState = {
  id: string;
  status: keyof typeof statusRank;
  lost_reason: string | null;
  assignee: string | null;
  created_at: number;
  last_activity_at: number;
};

const stateOf = (sql: SqlStorage, id: string) =>
  sql
    .exec<ProspectState>(
      "SELECT id, status, lost_reason, assignee, created_at, last_activity_at FROM prospect WHERE id = ?",
      id,
    )
    .toArray()[0];

/**
 * One prospect made of two: the older keeps its id; sales' work on the other is kept (its status
 * if the older was still new, its owner if the older had none; notes and history move over).
 */
function merge(sql: SqlStorage, into: ProspectState, from: ProspectState, now: number): void {
  if (into.status === "new" && from.status !== "new")
    sql.exec(
      "UPDATE prospect SET status = ?, status_rank = ?, lost_reason = ? WHERE id = ?",
      from.status,
      statusRank[from.status],
      from.lost_reason,
      into.id,
    );
  if (!into.assignee && from.assignee)
    sql.exec("UPDATE prospect SET assignee = ? WHERE id = ?", from.assignee, into.id);
  for (const table of ["lead", "history", "note", "activity"])
    sql.exec(`UPDATE ${table} SET prospect_id = ? WHERE prospect_id = ?`, into.id, from.id);
  const f = (column: string) => `(SELECT ${column} FROM prospect WHERE id = ?1)`;
  sql.exec(
    `UPDATE prospect SET call_requested = MAX(call_requested, ${f("call_requested")}),
       next_step_kind = coalesce(next_step_kind, ${f("next_step_kind")}),
       next_step_due_at = coalesce(next_step_due_at, ${f("next_step_due_at")})
     WHERE id = ?2`,
    from.id,
    into.id,
  );
  sql.exec("UPDATE OR IGNORE meeting SET prospect_id = ? WHERE prospect_id = ?", into.id, from.id);
  sql.exec("DELETE FROM meeting WHERE prospect_id = ?", from.id);
  sql.exec(
    "UPDATE prospect SET last_activity_at = MAX(last_activity_at, ?), created_at = MIN(created_at, ?) WHERE id = ?",
    from.last_activity_at,
    from.created_at,
    into.id,
  );
  sql.exec("DELETE FROM prospect WHERE id = ?", from.id);
  appendHistory(sql, { prospectId: into.id, leadId: null, by: null, action: "merged", now });
}

/** Where a lead was placed; `unconfirmed`: it joined another browser's prospect, marked. */
export type Placement = { prospectId: string; existed: boolean; unconfirmed: boolean };

/**
 * Puts a stored lead in its prospect (new, found, or several merged into one) and rebuilds the
 * prospect's summary. A lead that has only another browser's address in common with a prospect
 * joins it marked, merging nothing (email-trust.ts).
 */
export function placeLead(sql: SqlStorage, leadId: string, now: number): Placement {
  const lead = readPlacing(sql, leadId);
  if (lead.prospect_id && stillUnconfirmed(lead)) {
    refreshProspect(sql, lead.prospect_id);
    return { prospectId: lead.prospect_id, existed: true, unconfirmed: true };
  }
  const ids = prospectsOf(sql, "visitor_ref", lead.visitor_ref, leadId);
  if (lead.prospect_id) ids.add(lead.prospect_id);
  const others = oldestFirst(sql, otherBrowsersProspects(sql, leadId, lead, ids));
  if (others[0]) {
    sql.exec(
      "UPDATE lead SET prospect_id = ?, unconfirmed_other_browser = 1 WHERE id = ?",
      others[0].id,
      leadId,
    );
    refreshProspect(sql, others[0].id);
    return { prospectId: others[0].id, existed: true, unconfirmed: true };
  }
  if (lead.email_key)
    for (const id of prospectsOf(sql, "email_key", lead.email_key, leadId)) ids.add(id);
  const existing = oldestFirst(sql, ids);
  let prospectId = existing[0]?.id;
  if (!prospectId) {
    prospectId = newProspectId();
    sql.exec(
      "INSERT INTO prospect (id, created_at, last_activity_at) VALUES (?, ?, ?)",
      prospectId,
      lead.created_at,
      lead.created_at,
    );
  }
  for (const other of existing.slice(1)) merge(sql, existing[0]!, other, now);
  sql.exec("UPDATE lead SET prospect_id = ? WHERE id = ?", prospectId, leadId);
  refreshProspect(sql, prospectId);
  return { prospectId, existed: existing.length > 0, unconfirmed: false };
}

const oldestFirst = (sql: SqlStorage, ids: Iterable<string>) =>
  [...ids]
    .map((id) => stateOf(sql, id))
    .filter((p): p is ProspectState => Boolean(p))
    .sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id));

/**
 * The prospect opened the link in a lead's confirmation email: the address is confirmed, and a
 * lead marked as another browser's is the prospect's own from now on — its details count and its
 * visitor's prospects join this one; the confirmation reopens nothing (docs/decisions/028).
 */
export function confirmAddress(sql: SqlStorage, leadId: string, now: number): boolean {
  if (!confirmEmail(sql, leadId, now)) return false;
  if (liftMark(sql, leadId)) placeLead(sql, leadId, now);
  return true;
}

type LeadFacts = {
  id: string;
  kind: string;
  created_at: number;
  updated_at: number;
  contact: string;
  qualification: string | null;
  delivery_status: string | null;
  email_confirmed_at: number | null;
  unconfirmed_other_browser: number;
  search: string;
};

const worstDelivery = (statuses: (string | null)[]) =>
  statuses.includes("failed")
    ? "failed"
    : statuses.includes("pending")
      ? "pending"
      : statuses.includes("delivered")
        ? "delivered"
        : null;

/**
 * Rebuilds a prospect's summary from its leads; a prospect left without leads goes, with its
 * notes and history (an erasure or a deletion leaves nothing of the person behind).
 */
export function refreshProspect(sql: SqlStorage, prospectId: string): void {
  const leads = sql
    .exec<LeadFacts>(
      `SELECT id, kind, created_at, updated_at, contact, qualification, delivery_status,
         email_confirmed_at, unconfirmed_other_browser, search
       FROM lead WHERE prospect_id = ? ORDER BY created_at DESC, id DESC`,
      prospectId,
    )
    .toArray();
  if (!leads.length) {
    for (const table of ["history", "note", "activity", "meeting"])
      sql.exec(`DELETE FROM ${table} WHERE prospect_id = ?`, prospectId);
    sql.exec("DELETE FROM prospect WHERE id = ?", prospectId);
    return;
  }
  // What another browser typed under the prospect's address is that request's, not the
  // prospect's (email-trust.ts); only when nothing else is left does it describe the prospect.
  const own = leads.filter((l) => l.unconfirmed_other_browser === 0);
  const speaking = own.length ? own : leads;
  const contacts = speaking.map((l) => JSON.parse(l.contact) as LeadContact);
  const contact: LeadContact = {};
  for (const key of ["name", "email", "company", "phone"] as const) {
    const value = contacts.find((c) => c[key]?.trim())?.[key];
    if (value) contact[key] = value;
  }
  const qualification = prospectQualification(
    speaking.map(
      (l) => (l.qualification ? JSON.parse(l.qualification) : {}) as Partial<Qualification>,
    ),
  );
  const sort = sortValues(qualification.values);
  sql.exec(
    `UPDATE prospect SET lead_count = ?, newest_lead_id = ?, kinds = ?, contact = ?,
       qualification = ?, project = ?, size_value = ?, budget_value = ?, timeline_value = ?,
       delivery_status = ?, email_confirmed = ?, search = ?,
       created_at = MIN(created_at, ?), last_activity_at = MAX(last_activity_at, ?)
     WHERE id = ?`,
    leads.length,
    leads[0]!.id,
    [...new Set(leads.map((l) => l.kind))].sort().join(","),
    JSON.stringify(contact),
    JSON.stringify(qualification),
    qualification.project,
    sort.size,
    sort.budget,
    sort.timeline,
    worstDelivery(leads.map((l) => l.delivery_status)),
    leads.some((l) => l.email_confirmed_at !== null) ? 1 : 0,
    [...new Set(leads.map((l) => l.search))].join(" \u0000 "),
    Math.min(...leads.map((l) => l.created_at)),
    Math.max(...leads.map((l) => l.updated_at)),
    prospectId,
  );
}

/** The prospect of a lead, or null for a lead the ledger does not have. */
export const prospectIdOf = (sql: SqlStorage, leadId: string): string | null =>
  sql
    .exec<{ prospect_id: string | null }>("SELECT prospect_id FROM lead WHERE id = ?", leadId)
    .toArray()[0]?.prospect_id ?? null;
