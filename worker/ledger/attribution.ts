import { sourceOf } from "../contracts/attribution";
import type { LeadRecord } from "../contracts/lead-record";

/**
 * A lead's attribution as the ledger keeps it (docs/decisions/026): the visitor's touches as JSON
 * (the inbox shows them, the lead's shape has them for the CSV and the webhook), and the source
 * of the latest, which the list filters by. A lead without a touch is listed as "unknown".
 */
export function storeAttribution(sql: SqlStorage, lead: LeadRecord): void {
  const attribution = lead.attribution ?? null;
  sql.exec(
    "UPDATE lead SET attribution = ?, source = ? WHERE id = ?",
    attribution ? JSON.stringify(attribution) : null,
    sourceOf(attribution?.last),
    lead.id,
  );
}
