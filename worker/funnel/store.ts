import { type FunnelCount, type FunnelStep, isFunnelStep } from "../contracts/funnel";
import { utcDay } from "../lib/utc-day";

/** How long counts are kept (a little over a year: the page shows up to 90 days). */
export const KEEP_DAYS = 400;
/**
 * Different sources kept per day; the rest of the day's are counted as `OTHER_SOURCE`, so made-up
 * `utm_source` values cannot grow the table without bound.
 */
export const MAX_SOURCES_PER_DAY = 200;
export const OTHER_SOURCE = "other";
/** The steps sources are ranked by (visits, starts, leads): the ones `day_source` sums. */
export const SOURCE_STEPS: readonly FunnelStep[] = [
  "home_view",
  "try_view",
  "chat_started",
  "try_first_answer",
  "chat_lead",
  "try_sent",
];

const DAY_MS = 24 * 60 * 60 * 1000;
const TABLES = ["count", "day_step", "day_device", "day_source"] as const;

/**
 * Adds a batch of counts (the Worker sums its counts before it sends them) to the counters and
 * their sums (schema.ts). `sources` remembers each day's sources while the object is awake; it is
 * read from the table on first use of a day.
 */
export class CountStore {
  private sources = new Map<string, Set<string>>();
  private purgedFor: string | null = null;

  constructor(private readonly sql: SqlStorage) {}

  add(counts: readonly FunnelCount[], now: number): void {
    this.purge(now);
    for (const c of counts) {
      if (!isFunnelStep(c.step) || !(c.n > 0) || !/^\d{4}-\d{2}-\d{2}$/.test(c.day)) continue;
      const n = Math.floor(c.n);
      const source = this.sourceFor(c.day, c.source);
      const device = c.device === "phone" ? "phone" : "desktop";
      const upsert = (table: string, keys: string[], values: string[]) =>
        this.sql.exec(
          `INSERT INTO ${table} (${keys.join(", ")}, n) VALUES (${keys.map(() => "?").join(", ")}, ?)
           ON CONFLICT (${keys.join(", ")}) DO UPDATE SET n = n + excluded.n`,
          ...values,
          n,
        );
      upsert("count", ["day", "source", "step", "device"], [c.day, source, c.step, device]);
      upsert("day_step", ["day", "step"], [c.day, c.step]);
      upsert("day_device", ["day", "device", "step"], [c.day, device, c.step]);
      if (SOURCE_STEPS.includes(c.step))
        upsert("day_source", ["day", "source", "step"], [c.day, source, c.step]);
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
    const today = utcDay(now);
    if (this.purgedFor === today) return;
    this.purgedFor = today;
    const cutoff = utcDay(now - KEEP_DAYS * DAY_MS);
    for (const table of TABLES) this.sql.exec(`DELETE FROM ${table} WHERE day < ?`, cutoff);
    for (const day of this.sources.keys()) if (day < today) this.sources.delete(day);
  }
}
