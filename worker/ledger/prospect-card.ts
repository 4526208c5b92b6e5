import type { LeadDetail, ProspectCard, ProspectSummary } from "../contracts/inbox";
import { historyOf, notesOf } from "./history";
import { prospectColumns, prospectFrom, prospectSummary } from "./prospect-list";
import { prospectIdOf } from "./prospects";
import { leadDetail } from "./queries";

/** One prospect's summary row. */
export function prospectById(sql: SqlStorage, id: string): ProspectSummary | null {
  const row = sql
    .exec<Parameters<typeof prospectSummary>[0]>(
      `SELECT ${prospectColumns} FROM ${prospectFrom} WHERE p.id = ?`,
      id,
    )
    .toArray()[0];
  return row ? prospectSummary(row) : null;
}

/**
 * The card of a lead's prospect (docs/decisions/025): every lead of the person in time order, the
 * oldest first, with their requests and conversations; the notes; the history, newest first.
 */
export function prospectCard(sql: SqlStorage, leadId: string): ProspectCard | null {
  const prospectId = prospectIdOf(sql, leadId);
  const prospect = prospectId ? prospectById(sql, prospectId) : null;
  if (!prospectId || !prospect) return null;
  const leads = sql
    .exec<{ id: string }>(
      "SELECT id FROM lead WHERE prospect_id = ? ORDER BY created_at, id LIMIT 50",
      prospectId,
    )
    .toArray()
    .map((r) => leadDetail(sql, r.id))
    .filter((l): l is LeadDetail => l !== null);
  return {
    prospect,
    leads,
    notes: notesOf(sql, prospectId),
    history: historyOf(sql, prospectId),
  };
}
