import { DurableObject } from "cloudflare:workers";
import type { FunnelCount, FunnelRange, FunnelReport } from "../contracts/funnel";
import { funnelReport } from "../funnel/report";
import { funnelMigrations } from "../funnel/schema";
import { CountStore } from "../funnel/store";
import type { Bindings } from "../lib/app-env";
import { migrate } from "../lib/sql-migrate";

/**
 * The funnel's counters (docs/decisions/026): one named object holds every count of the site, per
 * UTC day, source, step and device class. Aggregates only: nothing in it is a visitor's data, so
 * a visitor's erasure leaves it as it is. Workers send counts in batches, off the response path
 * (`worker/funnel/count.ts`); the inbox's funnel page reads `report`.
 */
export class Funnel extends DurableObject<Bindings> {
  private sql: SqlStorage;
  private store: CountStore;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.store = new CountStore(this.sql);
    ctx.blockConcurrencyWhile(async () => migrate(this.sql, funnelMigrations));
  }

  /** A batch of counts, each added to its day's row. */
  add(counts: FunnelCount[]): void {
    this.store.add(counts, Date.now());
  }

  /** The last `range` days (UTC) for the funnel page, for one source or all. */
  report(range: FunnelRange, source: string | null = null, now = Date.now()): FunnelReport {
    return funnelReport(this.sql, range, source, now);
  }
}
