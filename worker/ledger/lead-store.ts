import type { LeadContact, LeadSummary } from "../contracts/inbox";
import type { LeadRecord, SentLead } from "../contracts/lead-record";
import { contactFingerprint } from "../lib/contact-fingerprint";
import { storeAttribution } from "./attribution";
import { meetingOf } from "./bookings";
import { contactWithFacts, leadFactsOf } from "./lead-facts";
import { searchText } from "./lead-record";
import { emailKey, refreshProspect } from "./prospects";
import { qualificationOf } from "./qualification";
import { type LeadRow, leadFrom, listColumns, summary } from "./queries";

/** The lead table's writes and single-row reads (the list and search are in `queries.ts`). */

/** When the ledger last stored this lead, or null for a lead it has not seen. */
export function storedUpdatedAt(sql: SqlStorage, id: string): number | null {
  return (
    sql.exec<{ updated_at: number }>("SELECT updated_at FROM lead WHERE id = ?", id).toArray()[0]
      ?.updated_at ?? null
  );
}

/**
 * What the ledger keeps of a lead's words (docs/decisions/033), read once here: its typed facts,
 * the contact with the phone and company the prospect gave in them (where no field held one), and
 * its qualification with the typed values.
 */
export function readLeadWords(
  lead: Pick<LeadRecord, "contact" | "createdAt" | "projectType" | "roadmap" | "conversations">,
) {
  const facts = leadFactsOf(lead);
  return {
    contact: contactWithFacts(lead.contact, facts),
    qualification: qualificationOf(lead.roadmap, lead.projectType, facts),
  };
}

/** Inserts a lead, or takes its newer state (the caller checked it is newer). */
export function storeLead(sql: SqlStorage, lead: LeadRecord): void {
  const { contact, qualification } = readLeadWords(lead);
  const body = JSON.stringify({
    values: lead.values,
    roadmap: lead.roadmap,
    conversations: lead.conversations,
  });
  sql.exec(
    `INSERT INTO lead (id, kind, visitor_ref, created_at, updated_at, contact, project_type, search, body, dedupe, address_ref, email_key, qualification)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET updated_at = excluded.updated_at, contact = excluded.contact,
       project_type = excluded.project_type, search = excluded.search, body = excluded.body,
       address_ref = COALESCE(excluded.address_ref, lead.address_ref),
       email_key = excluded.email_key, qualification = excluded.qualification`,
    lead.id,
    lead.kind,
    lead.visitorRef,
    lead.createdAt,
    lead.updatedAt,
    JSON.stringify(contact),
    lead.projectType,
    searchText({ ...lead, contact }),
    body,
    lead.kind === "contact" ? contactFingerprint(lead.contact) : null,
    lead.addressRef ?? null,
    emailKey(lead.contact),
    JSON.stringify(qualification),
  );
  storeAttribution(sql, lead);
}

export function leadSummary(sql: SqlStorage, id: string): LeadSummary | null {
  const row = sql
    .exec<LeadRow>(`SELECT ${listColumns} FROM ${leadFrom} WHERE l.id = ?`, id)
    .toArray()[0];
  return row ? summary(row) : null;
}

export function visitorRefOf(sql: SqlStorage, id: string): string | null {
  return (
    sql.exec<{ visitor_ref: string }>("SELECT visitor_ref FROM lead WHERE id = ?", id).toArray()[0]
      ?.visitor_ref ?? null
  );
}

/**
 * Deletes one lead, or every lead of a visitor, with its deliveries, attempts and aliases; their
 * prospects are rebuilt (one left without leads goes, with its notes and history).
 */
export function deleteLeads(sql: SqlStorage, where: { id: string } | { visitorRef: string }) {
  const rows = sql
    .exec<{ id: string; prospect_id: string | null }>(
      `SELECT id, prospect_id FROM lead WHERE ${"id" in where ? "id" : "visitor_ref"} = ?`,
      "id" in where ? where.id : where.visitorRef,
    )
    .toArray();
  let deleted = 0;
  for (const { id } of rows) {
    sql.exec("DELETE FROM attempt WHERE lead_id = ?", id);
    sql.exec("DELETE FROM delivery WHERE lead_id = ?", id);
    sql.exec("DELETE FROM lead_alias WHERE lead_id = ?", id);
    deleted += sql.exec("DELETE FROM lead WHERE id = ?", id).rowsWritten;
  }
  for (const prospectId of new Set(rows.map((r) => r.prospect_id)))
    if (prospectId) refreshProspect(sql, prospectId);
  return deleted;
}

/**
 * A stored lead as the visitor's object handed it over, with its summary as the inbox lists it
 * (what the webhook and the alerts send).
 */
export function readLead(sql: SqlStorage, id: string): SentLead | null {
  const row = sql
    .exec<LeadRow & { body: string }>(
      `SELECT ${listColumns}, l.body FROM ${leadFrom} WHERE l.id = ?`,
      id,
    )
    .toArray()[0];
  if (!row) return null;
  const sent: SentLead = {
    id: row.id,
    kind: row.kind,
    visitorRef: row.visitor_ref,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    contact: JSON.parse(row.contact),
    projectType: row.project_type,
    ...JSON.parse(row.body),
    summary: summary(row),
    prospectName: row.unconfirmed_other_browser ? prospectName(sql, row.prospect_id) : null,
  };
  const meeting = row.prospect_id ? meetingOf(sql, row.prospect_id) : null;
  return meeting ? { ...sent, meeting } : sent;
}

/** How alerts name a prospect: its name and company, or its address. */
function prospectName(sql: SqlStorage, prospectId: string): string | null {
  const row = sql
    .exec<{ contact: string }>("SELECT contact FROM prospect WHERE id = ?", prospectId)
    .toArray()[0];
  const c = (row ? JSON.parse(row.contact) : {}) as LeadContact;
  return [c.name, c.company].filter(Boolean).join(", ") || c.email || null;
}
