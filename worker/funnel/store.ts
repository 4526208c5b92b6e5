import { type FunnelCount, isFunnelStep } from "../contracts/funnel";
import { utcDay } from "../lib/utc-day";
import { addressAllowance, forgetAddresses } from "./address-cap";
import { addTo, DaySources } from "./day-sources";

/** How long counts are kept (a little over a year: the page shows up to 90 days). */
export const KEEP_DAYS = 400;

const DAY_MS = 24 * 60 * 60 * 1000;
const TABLES = ["count", "day_step", "day_device", "day_source"] as const;

/**
 * Adds a batch of counts (the Worker sums its counts before it sends them) to the counters and
 * their sums (schema.ts): each within what its client address may still add today
 * (address-cap.ts), under its source while the day keeps it by name (day-sources.ts).
 */
export class CountStore {
  private sources: DaySources;
  private purgedFor: string | null = null;

  constructor(private readonly sql: SqlStorage) {
    this.sources = new DaySources(sql);
  }

  add(counts: readonly FunnelCount[], now: number): void {
    this.purge(now);
    for (const c of counts) {
      if (!isFunnelStep(c.step) || !(c.n > 0) || !/^\d{4}-\d{2}-\d{2}$/.test(c.day)) continue;
      const wanted = Math.floor(c.n);
      const n = c.ref ? addressAllowance(this.sql, c.day, c.ref, c.source, wanted) : wanted;
      if (n <= 0) continue;
      const device = c.device === "phone" ? "phone" : "desktop";
      this.sources.add({ day: c.day, source: c.source, step: c.step, device, n });
      addTo(this.sql, "day_step", { day: c.day, step: c.step }, n);
      addTo(this.sql, "day_device", { day: c.day, device, step: c.step }, n);
    }
  }

  /**
   * Once a day: counts older than `KEEP_DAYS` go; so do the per-address allowances and the
   * source candidates of days before yesterday (a batch sent just after midnight may still add
   * to yesterday).
   */
  private purge(now: number): void {
    const today = utcDay(now);
    if (this.purgedFor === today) return;
    this.purgedFor = today;
    const cutoff = utcDay(now - KEEP_DAYS * DAY_MS);
    for (const table of TABLES) this.sql.exec(`DELETE FROM ${table} WHERE day < ?`, cutoff);
    const yesterday = utcDay(now - DAY_MS);
    forgetAddresses(this.sql, yesterday);
    this.sources.forgetBefore(yesterday);
  }
}
