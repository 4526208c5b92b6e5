import type { LeadContact } from "../contracts/inbox";
import type { RoadmapFacts } from "../contracts/roadmap";
import { searchText } from "./lead-record";
import { emailKey, placeLead, refreshProspect, statusRank } from "./prospects";
import { qualificationOf } from "./qualification";

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
    const roadmap = (JSON.parse(row.body) as { roadmap: RoadmapFacts | null }).roadmap;
    sql.exec(
      "UPDATE lead SET email_key = ?, qualification = ? WHERE id = ?",
      emailKey(JSON.parse(row.contact) as LeadContact),
      JSON.stringify(qualificationOf(roadmap, row.project_type)),
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
