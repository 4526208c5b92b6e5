import { type Attribution, parseTouch, sameTouch, type Touch } from "../contracts/attribution";

/**
 * Where the visitor came from (docs/decisions/026), kept only once they store something: the
 * first touch a stored call carried, and the latest. Each lead keeps the pair it was made with.
 */

const read = (json: string | undefined) => (json ? parseTouch(JSON.parse(json)) : null);

function touchRow(sql: SqlStorage, kind: "first" | "last"): Touch | null {
  return read(
    sql.exec<{ data: string }>("SELECT data FROM touch WHERE kind = ?", kind).toArray()[0]?.data,
  );
}

/** A stored call's touch: the first one stays; the latest replaces the one before. */
export function noteTouch(sql: SqlStorage, touch: Touch | null | undefined, now: number): void {
  if (!touch) return;
  const data = JSON.stringify(touch);
  sql.exec("INSERT OR IGNORE INTO touch (kind, data, at) VALUES ('first', ?, ?)", data, now);
  const last = touchRow(sql, "last");
  if (last && sameTouch(last, touch)) return;
  sql.exec(
    `INSERT INTO touch (kind, data, at) VALUES ('last', ?, ?)
     ON CONFLICT (kind) DO UPDATE SET data = excluded.data, at = excluded.at`,
    data,
    now,
  );
}

/** The visitor's touches now; null when no stored call ever carried one. */
export function visitorAttribution(sql: SqlStorage): Attribution | null {
  const first = touchRow(sql, "first");
  const last = touchRow(sql, "last");
  return first && last ? { first, last } : null;
}

/** A new lead keeps the touches it was made with (later visits do not change them). */
export function keepLeadTouch(sql: SqlStorage, leadId: string): void {
  const now = visitorAttribution(sql);
  if (!now) return;
  sql.exec(
    "INSERT OR IGNORE INTO lead_touch (lead_id, first, last) VALUES (?, ?, ?)",
    leadId,
    JSON.stringify(now.first),
    JSON.stringify(now.last),
  );
}

/** The touches a lead was made with; null for a lead made without any. */
export function leadAttribution(sql: SqlStorage, leadId: string): Attribution | null {
  const row = sql
    .exec<{ first: string; last: string }>(
      "SELECT first, last FROM lead_touch WHERE lead_id = ?",
      leadId,
    )
    .toArray()[0];
  const first = read(row?.first);
  const last = read(row?.last);
  return first && last ? { first, last } : null;
}

/** Sales deleted the lead: its touches go with it. */
export function forgetLeadTouch(sql: SqlStorage, leadId: string): void {
  sql.exec("DELETE FROM lead_touch WHERE lead_id = ?", leadId);
}
