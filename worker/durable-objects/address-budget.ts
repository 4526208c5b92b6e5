import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../lib/app-env";
import { migrate } from "../lib/sql-migrate";
import { utcDay } from "../lib/utc-day";
import { modelMessageLeft, spendModelMessage } from "../visitor/model-budget";

/** Model messages one client address may use per UTC day (`MODEL_MESSAGES_PER_ADDRESS_PER_DAY`). */
export const DEFAULT_MODEL_MESSAGES_PER_ADDRESS = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The start of the UTC day after `now`'s, when every count of `now`'s day is past. */
const nextUtcDay = (now: number) => now - (now % DAY_MS) + DAY_MS;

/**
 * The daily budget of model messages per client address (one object per address), so a client
 * that drops its cookie — a new visitor, with a fresh budget, on every request — is still
 * bounded. Looser than a visitor's: an office behind one NAT is many people. The object deletes
 * its storage once the UTC day of its last use is over.
 *
 * The same daily count serves other budgets by the instance's name: `resume-to:<SHA-256 of a
 * mailbox>` (lib/mailbox.ts: `Victim+1@` is `victim@`) counts the links to finish the contact form
 * sent to it (docs/decisions/023), so a mailbox gets at most a few a day whoever asks;
 * `resume-by:<SHA-256 of a visitor id>` the links a visitor asked for. No erasure reaches these.
 */
export class AddressBudget extends DurableObject<Bindings> {
  private sql: SqlStorage;
  private migrated = false;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    ctx.blockConcurrencyWhile(async () => this.schema());
  }

  /** After the alarm deleted the storage, the next use starts from an empty schema. */
  private schema(): SqlStorage {
    if (!this.migrated) {
      migrate(this.sql, ["CREATE TABLE model_use (day TEXT PRIMARY KEY, used INTEGER NOT NULL)"]);
      this.migrated = true;
    }
    return this.sql;
  }

  private get perDay(): number {
    return (
      Number(this.env.MODEL_MESSAGES_PER_ADDRESS_PER_DAY) || DEFAULT_MODEL_MESSAGES_PER_ADDRESS
    );
  }

  async spend(): Promise<boolean> {
    return this.spendDaily(this.perDay);
  }

  /** Whether a model message of today's is left, without spending it (reads only). */
  hasLeft(): boolean {
    return modelMessageLeft(this.schema(), this.perDay, Date.now());
  }

  /** One of today's `perDay` uses of whatever this instance counts; false once they are spent. */
  async spendDaily(perDay: number): Promise<boolean> {
    const now = Date.now();
    const ok = spendModelMessage(this.schema(), perDay, now);
    if ((await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(nextUtcDay(now));
    return ok;
  }

  /** Today's count stays, whenever the alarm comes; with nothing of today's the object goes. */
  async alarm(): Promise<void> {
    const now = Date.now();
    const sql = this.schema();
    sql.exec("DELETE FROM model_use WHERE day < ?", utcDay(now));
    if (sql.exec("SELECT day FROM model_use").toArray().length > 0) {
      await this.ctx.storage.setAlarm(nextUtcDay(now));
      return;
    }
    await this.ctx.storage.deleteAll();
    this.migrated = false;
  }
}
