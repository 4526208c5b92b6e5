import { type FunnelCount, isFunnelStep } from "../contracts/funnel";

/** How long counts are kept (a little over a year: the page shows up to 90 days). */
export const KEEP_DAYS = 400;
/**
 * Different sources kept per day; the rest of the day's are counted as `OTHER_SOURCE`, so made-up
 * `utm_source` values cannot grow the table without bound.
 */
export const MAX_SOURCES_PER_DAY = 200;
export const OTHER_SOURCE = "other";

const DAY_MS = 24 * 60 * 60 * 1000;
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Adds a batch of counts (the Worker sums its counts before it sends them). `sources` remembers
 * each day's sources while the object is awake; it is read from the table on first use of a day.
 */
export class CountStore {
  private sources = new Map<string, Set<string>>();
  private purgedFor: string | null = null;

  constructor(private readonly sql: SqlStorage) {}

  add(counts: readonly FunnelCount[], now: number): void {
    this.purge(now);
    for (const c of counts) {
      if (!isFunnelStep(c.step) || !(c.n > 0) || !/^\d{4}-\d{2}-\d{2}$/.test(c.day)) continue;
      this.sql.exec(
        `INSERT INTO count (day, source, step, device, n) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (day, source, step, device) DO UPDATE SET n = n + excluded.n`,
        c.day,
        this.sourceFor(c.day, c.source),
        c.step,
        c.device === "phone" ? "phone" : "desktop",
        Math.floor(c.n),
      );
    }
  }

  /** The source as kept: itself while the day has room for it, else `OTHER_SOURCE`. */
  private sourceFor(day: string, source: string): string {
    let seen = this.sources.get(day);
    if (!seen) {
      seen = new Set(
        this.sql
          .exec<{ source: string }>("SELECT DISTINCT source FROM count WHERE day = ?", day)
          .toArray()
          .map((r) => r.source),
      );
      this.sources.set(day, seen);
    }
    if (seen.has(source)) return source;
    if (seen.size >= MAX_SOURCES_PER_DAY) return OTHER_SOURCE;
    seen.add(source);
    return source;
  }

  /** Once a day: counts older than `KEEP_DAYS` go, and the remembered sources of past days. */
  private purge(now: number): void {
    const today = dayOf(now);
    if (this.purgedFor === today) return;
    this.purgedFor = today;
    this.sql.exec("DELETE FROM count WHERE day < ?", dayOf(now - KEEP_DAYS * DAY_MS));
    for (const day of this.sources.keys()) if (day < today) this.sources.delete(day);
  }
}
