import type { LeadContact } from "../contracts/inbox";
import type { LeadRecord } from "../contracts/lead-record";
import { searchText } from "./lead-record";
import { readLeadWords } from "./lead-store";
import { emailKey, placeLead, refreshProspect, statusRank } from "./prospects";

/**
 * Leads stored before prospects existed (docs/decisions/025) are placed in theirs once, oldest
 * first, when the ledger starts: grouped as new leads are, and a lead marked handled makes its
 * prospect contacted (the flag's meaning: someone got back to them). Nothing to do afterwards:
 * the query finds no lead without a prospect.
 */
export function backfillProspects(sql: SqlStorage, now: number): number {
  const rows = sql
    .exec<{
      id: string;
      contact: string;
      body: string;
      project_type: string | null;
      handled_at: number | null;
    }>(
      "SELECT id, contact, body, project_type, handled_at FROM lead WHERE prospect_id IS NULL ORDER BY created_at, id",
    )
    .toArray();
  for (const row of rows) {
    // Its qualification is read by `backfillQualification`, after.
    sql.exec(
      "UPDATE lead SET email_key = ?, qualification = NULL WHERE id = ?",
      emailKey(JSON.parse(row.contact) as LeadContact),
      row.id,
    );
    const { prospectId } = placeLead(sql, row.id, now);
    if (row.handled_at !== null)
      sql.exec(
        "UPDATE prospect SET status = 'contacted', status_rank = ? WHERE id = ? AND status = 'new'",
        statusRank.contacted,
        prospectId,
      );
  }
  return rows.length;
}

/** Leads whose search text a migration cleared get it again, and their prospects with them. */
export function backfillSearch(sql: SqlStorage): number {
  const rows = sql
    .exec<{ id: string; contact: string; project_type: string | null; prospect_id: string | null }>(
      "SELECT id, contact, project_type, prospect_id FROM lead WHERE search = ''",
    )
    .toArray();
  for (const row of rows)
    sql.exec(
      "UPDATE lead SET search = ? WHERE id = ?",
      searchText({ contact: JSON.parse(row.contact), projectType: row.project_type }),
      row.id,
    );
  for (const id of new Set(rows.map((r) => r.prospect_id))) if (id) refreshProspect(sql, id);
  return rows.length;
}

/**
 * Leads whose qualification a migration cleared (stored before typed values were kept) are read
 * again once from their stored words — their typed facts, the phone and company they gave — and
 * their prospects rebuilt; a lead stored since has its values, so nothing is read twice.
 */
export function backfillQualification(sql: SqlStorage): number {
  const rows = sql
    .exec<{
      id: string;
      created_at: number;
      contact: string;
      body: string;
      project_type: string | null;
      prospect_id: string | null;
    }>(
      "SELECT id, created_at, contact, body, project_type, prospect_id FROM lead WHERE qualification IS NULL",
    )
    .toArray();
  for (const row of rows) {
    const body = JSON.parse(row.body) as Partial<Pick<LeadRecord, "roadmap" | "conversations">>;
    const { contact, qualification } = readLeadWords({
      contact: JSON.parse(row.contact),
      createdAt: row.created_at,
      projectType: row.project_type,
      roadmap: body.roadmap ?? null,
      conversations: body.conversations ?? [],
    });
    sql.exec(
      "UPDATE lead SET contact = ?, qualification = ?, search = ? WHERE id = ?",
      JSON.stringify(contact),
      JSON.stringify(qualification),
      searchText({ contact, projectType: row.project_type }),
      row.id,
    );
  }
  for (const id of new Set(rows.map((r) => r.prospect_id))) if (id) refreshProspect(sql, id);
  return rows.length;
}
