import {
  type DeviceClass,
  type FunnelRange,
  type FunnelReport,
  isFunnelStep,
  type StepCounts,
} from "../contracts/funnel";
import { utcDay } from "../lib/utc-day";

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
 * The counts of the last `range` days up to today (UTC), for one source or all. All sources: read
 * from the sums kept per day (schema.ts), a few thousand rows for 90 days. One source: its own
 * counters, through the index on source and day.
 */
export function funnelReport(
  sql: SqlStorage,
  range: FunnelRange,
  source: string | null,
  now: number,
): FunnelReport {
  const to = utcDay(now);
  const from = utcDay(now - (range - 1) * DAY_MS);
  const sum = (key: string, table: string) =>
    source === null
      ? sql.exec<Row>(
          `SELECT ${key} AS key, step, SUM(n) AS n FROM ${table} WHERE day BETWEEN ? AND ? GROUP BY ${key}, step`,
          from,
          to,
        )
      : sql.exec<Row>(
          `SELECT ${key} AS key, step, SUM(n) AS n FROM count WHERE source = ? AND day BETWEEN ? AND ? GROUP BY ${key}, step`,
          source,
          from,
          to,
        );
  const perDay = fold(sum("day", "day_step"));
  const daily = Array.from({ length: range }, (_, i) => {
    const day = utcDay(now - (range - 1 - i) * DAY_MS);
    return { day, counts: perDay.get(day) ?? {} };
  });
  const totals: StepCounts = {};
  for (const { counts } of daily)
    for (const [step, n] of Object.entries(counts))
      totals[step as keyof StepCounts] = (totals[step as keyof StepCounts] ?? 0) + n;
  const bySource =
    source === null
      ? [...fold(sum("source", "day_source"))].map(([key, counts]) => ({ source: key, counts }))
      : [{ source, counts: totals }];
  const byDevice = [...fold(sum("device", "day_device"))].map(([key, counts]) => ({
    device: key as DeviceClass,
    counts,
  }));
  const sources = sql
    .exec<{ source: string }>(
      "SELECT source FROM day_source WHERE day BETWEEN ? AND ? GROUP BY source ORDER BY SUM(n) DESC, source",
      from,
      to,
    )
    .toArray()
    .map((r) => r.source);
  return { range, from, to, source, totals, daily, bySource, byDevice, sources };
}
