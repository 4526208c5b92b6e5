import { addTo } from "./day-sources";

/**
 * What one client address may add to the funnel a day (docs/decisions/026): at most
 * `ADDRESS_COUNTS_PER_SOURCE` counts of one source and at most `ADDRESS_SOURCES_PER_DAY` sources.
 * A script that forges a browser's headers is bounded by this, not by the headers: it can no
 * longer fill the day's sources or lift one source far on its own. A person's day (a few views, a
 * form, a chat) stays well inside it; an office behind one address may be counted short.
 *
 * The address is kept only as `ref`, a keyed hash of the address and the day made by the Worker
 * (`funnel/count.ts`): it cannot be read back, nor linked across days, and rows go the next day.
 */
export const ADDRESS_COUNTS_PER_SOURCE = 20;
export const ADDRESS_SOURCES_PER_DAY = 10;

/** How many of `n` counts of `source` the address `ref` may still add on `day`; spends them. */
export function addressAllowance(
  sql: SqlStorage,
  day: string,
  ref: string,
  source: string,
  n: number,
): number {
  const used = sql
    .exec<{ n: number }>(
      "SELECT n FROM address_source WHERE day = ? AND ref = ? AND source = ?",
      day,
      ref,
      source,
    )
    .toArray()[0]?.n;
  if (used === undefined) {
    const sources = sql
      .exec<{ k: number }>(
        "SELECT COUNT(*) AS k FROM address_source WHERE day = ? AND ref = ?",
        day,
        ref,
      )
      .one().k;
    if (sources >= ADDRESS_SOURCES_PER_DAY) return 0;
  }
  const allowed = Math.min(n, ADDRESS_COUNTS_PER_SOURCE - (used ?? 0));
  if (allowed <= 0) return 0;
  addTo(sql, "address_source", { day, ref, source }, allowed);
  return allowed;
}

/** The allowances of days before `keepFrom` are no longer needed. */
export const forgetAddresses = (sql: SqlStorage, keepFrom: string) =>
  sql.exec("DELETE FROM address_source WHERE day < ?", keepFrom);
