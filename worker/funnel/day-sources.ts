import type { DeviceClass, FunnelStep } from "../contracts/funnel";

/**
 * Which sources a day keeps by name (docs/decisions/026): at most `MAX_SOURCES_PER_DAY`, the ones
 * counted most, so made-up `utm_source` values can neither grow the tables without bound nor keep
 * a real campaign out by coming first. A source without a slot is counted as `OTHER_SOURCE` and,
 * apart, as a candidate (its own rows in `source_candidate`, at most `MAX_CANDIDATES_PER_DAY` of
 * them, the least counted dropped); once a candidate is counted more than the least counted kept
 * source, the two change places, each taking its rows with it, so totals never change.
 */
export const MAX_SOURCES_PER_DAY = 200;
export const MAX_CANDIDATES_PER_DAY = 200;
export const OTHER_SOURCE = "other";
/** The steps sources are ranked by on the page (visits, starts, leads): the ones `day_source` sums. */
export const SOURCE_STEPS: readonly FunnelStep[] = [
  "home_view",
  "try_view",
  "chat_started",
  "try_first_answer",
  "chat_lead",
  "try_sent",
];

export type CountRow = {
  day: string;
  source: string;
  step: string;
  device: DeviceClass;
  n: number;
};
type Slots = { kept: Map<string, number>; candidates: Map<string, number> };

/** Adds `n` to the row of `table` with these keys (made with `n` if there is none). */
export const addTo = (sql: SqlStorage, table: string, keys: Record<string, string>, n: number) => {
  const names = Object.keys(keys);
  sql.exec(
    `INSERT INTO ${table} (${names.join(", ")}, n) VALUES (${names.map(() => "?").join(", ")}, ?)
     ON CONFLICT (${names.join(", ")}) DO UPDATE SET n = n + excluded.n`,
    ...Object.values(keys),
    n,
  );
};

/** Adds `row.n` (negative to take away) to its source's counter and, for ranked steps, its sum. */
function addToSource(sql: SqlStorage, { day, source, step, device, n }: CountRow): void {
  addTo(sql, "count", { day, source, step, device }, n);
  if ((SOURCE_STEPS as readonly string[]).includes(step))
    addTo(sql, "day_source", { day, source, step }, n);
}

/** The least counted of `weights` (the first of equals, so the oldest goes first). */
function lightest(weights: Map<string, number>): [string, number] | undefined {
  let min: [string, number] | undefined;
  for (const entry of weights) if (!min || entry[1] < min[1]) min = entry;
  return min;
}

/** Each day's kept sources and candidates with their weights (counts of every step), loaded once. */
export class DaySources {
  private days = new Map<string, Slots>();

  constructor(private readonly sql: SqlStorage) {}

  /** Counts `row` under its source if the day keeps it (or has room), else as other and a candidate. */
  add(row: CountRow): void {
    const { day, source, step, device, n } = row;
    const slots = this.slotsOf(day);
    if (
      source !== OTHER_SOURCE &&
      (slots.kept.has(source) || slots.kept.size < MAX_SOURCES_PER_DAY)
    ) {
      slots.kept.set(source, (slots.kept.get(source) ?? 0) + n);
      addToSource(this.sql, row);
      return;
    }
    addToSource(this.sql, { ...row, source: OTHER_SOURCE });
    if (source === OTHER_SOURCE) return;
    addTo(this.sql, "source_candidate", { day, source, step, device }, n);
    const weight = (slots.candidates.get(source) ?? 0) + n;
    slots.candidates.set(source, weight);
    const least = lightest(slots.kept);
    if (least && weight > least[1]) {
      this.move(day, least[0], true);
      slots.kept.delete(least[0]);
      slots.candidates.set(least[0], least[1]);
      this.move(day, source, false);
      slots.candidates.delete(source);
      slots.kept.set(source, weight);
    }
    while (slots.candidates.size > MAX_CANDIDATES_PER_DAY) {
      const [dropped] = lightest(slots.candidates)!;
      this.sql.exec("DELETE FROM source_candidate WHERE day = ? AND source = ?", day, dropped);
      slots.candidates.delete(dropped);
    }
  }

  /**
   * Moves a source's rows of `day` from its slot to the candidates (`demote`) or back; "other"
   * takes or gives them, so the day's totals stay as they are.
   */
  private move(day: string, source: string, demote: boolean): void {
    const from = demote ? "count" : "source_candidate";
    const rows = this.sql
      .exec<CountRow>(
        `SELECT day, source, step, device, n FROM ${from} WHERE day = ? AND source = ?`,
        day,
        source,
      )
      .toArray();
    for (const { step, device, n } of rows) {
      addToSource(this.sql, { day, source: OTHER_SOURCE, step, device, n: demote ? n : -n });
      if (demote) addTo(this.sql, "source_candidate", { day, source, step, device }, n);
      else addToSource(this.sql, { day, source, step, device, n });
    }
    this.sql.exec(`DELETE FROM ${from} WHERE day = ? AND source = ?`, day, source);
    if (demote) this.sql.exec("DELETE FROM day_source WHERE day = ? AND source = ?", day, source);
    for (const table of ["count", "day_source"])
      this.sql.exec(
        `DELETE FROM ${table} WHERE day = ? AND source = ? AND n <= 0`,
        day,
        OTHER_SOURCE,
      );
  }

  private slotsOf(day: string): Slots {
    let found = this.days.get(day);
    if (!found) {
      const weights = (query: string) =>
        new Map(
          this.sql
            .exec<{ source: string; n: number }>(query, day, OTHER_SOURCE)
            .toArray()
            .map((r) => [r.source, r.n]),
        );
      found = {
        kept: weights(
          "SELECT source, SUM(n) AS n FROM count WHERE day = ? AND source != ? GROUP BY source",
        ),
        candidates: weights(
          "SELECT source, SUM(n) AS n FROM source_candidate WHERE day = ? AND source != ? GROUP BY source",
        ),
      };
      this.days.set(day, found);
    }
    return found;
  }

  /** Days before `keepFrom` take no more counts: their candidates and weights are dropped. */
  forgetBefore(keepFrom: string): void {
    this.sql.exec("DELETE FROM source_candidate WHERE day < ?", keepFrom);
    for (const day of this.days.keys()) if (day < keepFrom) this.days.delete(day);
  }
}
