import {
  type DeviceClass,
  type FunnelRange,
  type FunnelReport,
  isFunnelStep,
  type StepCounts,
} from "../contracts/funnel";
import { dayOf } from "./store";

const DAY_MS = 24 * 60 * 60 * 1000;

type Row = { key: string; step: string; n: number };

/** Rows of (key, step, n) folded into one `StepCounts` per key, in the order the keys came. */
function fold(rows: Iterable<Row>): Map<string, StepCounts> {
  const out = new Map<string, StepCounts>();
  for (const { key, step, n } of rows) {
    if (!isFunnelStep(step)) continue;
    const counts = out.get(key) ?? {};
    counts[step] = (counts[step] ?? 0) + n;
    out.set(key, counts);
  }
  return out;
}

/**
 * The counts of the last `range` days up to today (UTC), for one source or all: four sums
 * over the primary key's day prefix, each a few thousand rows at most after grouping.
 */
export function funnelReport(
  sql: SqlStorage,
  range: FunnelRange,
  source: string | null,
  now: number,
): FunnelReport {
  const to = dayOf(now);
  const from = dayOf(now - (range - 1) * DAY_MS);
  const where = `day BETWEEN ? AND ?${source === null ? "" : " AND source = ?"}`;
  const args = source === null ? [from, to] : [from, to, source];
  const sum = (key: string) =>
    sql.exec<Row>(
      `SELECT ${key} AS key, step, SUM(n) AS n FROM count WHERE ${where} GROUP BY ${key}, step`,
      ...args,
    );
  const totals = fold(sum("''")).get("") ?? {};
  const perDay = fold(sum("day"));
  const daily = Array.from({ length: range }, (_, i) => {
    const day = dayOf(now - (range - 1 - i) * DAY_MS);
    return { day, counts: perDay.get(day) ?? {} };
  });
  const bySource = [...fold(sum("source"))].map(([key, counts]) => ({ source: key, counts }));
  const byDevice = [...fold(sum("device"))].map(([key, counts]) => ({
    device: key as DeviceClass,
    counts,
  }));
  const sources = sql
    .exec<{ source: string }>(
      "SELECT source FROM count WHERE day BETWEEN ? AND ? GROUP BY source ORDER BY SUM(n) DESC, source",
      from,
      to,
    )
    .toArray()
    .map((r) => r.source);
  return { range, from, to, source, totals, daily, bySource, byDevice, sources };
}
