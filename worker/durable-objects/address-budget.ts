import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../lib/app-env";
import { migrate } from "../lib/sql-migrate";
import { modelMessageLeft, spendModelMessage } from "../visitor/model-budget";

/** Model messages one client address may use per UTC day (`MODEL_MESSAGES_PER_ADDRESS_PER_DAY`). */
export const DEFAULT_MODEL_MESSAGES_PER_ADDRESS = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily budget of model messages per client address (one object per address), so a client
 * that drops its cookie — a new visitor, with a fresh budget, on every request — is still
 * bounded. Looser than a visitor's: an office behind one NAT is many people. The object deletes
 * its storage the day after its last use.
 *
 * The same daily count serves other budgets by the instance's name: `resume-to:<SHA-256 of an
 * email address>` counts the links to finish the contact form sent to that address
 * (docs/decisions/023), so a mailbox gets at most a few a day whoever asks.
 */
export class AddressBudget extends DurableObject<Bindings> {
  private sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    ctx.blockConcurrencyWhile(async () =>
      migrate(this.sql, ["CREATE TABLE model_use (day TEXT PRIMARY KEY, used INTEGER NOT NULL)"]),
    );
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
    return modelMessageLeft(this.sql, this.perDay, Date.now());
  }

  /** One of today's `perDay` uses of whatever this instance counts; false once they are spent. */
  async spendDaily(perDay: number): Promise<boolean> {
    const now = Date.now();
    const ok = spendModelMessage(this.sql, perDay, now);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(now + DAY_MS);
    return ok;
  }

  async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
