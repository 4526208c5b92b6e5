/**
 * The one durable retry queue (docs/decisions/031), over a table of a Durable Object's SQLite:
 * what is due, the attempts so far, the wait before the next (one backoff; a receiver's
 * Retry-After honoured) and an item given up on, kept as dead. The state is the table, so a queue
 * survives the object's restart, and its earliest due time is what the object's one alarm wakes
 * for (alarms.ts). It knows nothing of what its items are: each user describes its table.
 *
 * A queue's table has its key columns, `attempts`, `next_attempt_at` (the due time) and
 * `last_error`; one whose items can die also has `status` and `created_at` (set when queued).
 */
import { backoffMs } from "../contracts/backoff";

export interface RetrySchedule {
  /** The wait after the first failure; it doubles with each failure in a row. */
  firstRetryMs: number;
  /** The longest wait, a Retry-After's as well. */
  maxDelayMs: number;
  /**
   * An item whose next try would fall this long after it was queued is dead; null: retried until
   * it is done.
   */
  giveUpAfterMs: number | null;
}

export interface RetryQueueSpec {
  table: string;
  /** The columns that name one item. */
  key: readonly string[];
  schedule: RetrySchedule;
  /**
   * The table has a `version` column, raised each time the item is queued again: a success clears
   * the item only if no newer version was queued while it was being tried.
   */
  versioned?: boolean;
  /**
   * The words of the `status` column, for a table that keeps its items once done (as a record) or
   * dead, and the column that keeps when an item was done. Without it a done item is deleted, and
   * the schedule must retry until done.
   */
  status?: { pending: string; done: string; dead: string; doneAt: string };
}

/** A row as `due` reads it: every column, `attempts` among them. */
export type RetryRow = { attempts: number } & Record<string, SqlStorageValue>;

export interface RetryFailure {
  error: string;
  /** False: trying again cannot help (a refusal), so the item is dead at once. */
  retryable?: boolean;
  /** The receiver's Retry-After: no try before it (up to the schedule's longest wait). */
  retryAfterMs?: number | null;
}

export class RetryQueue {
  private readonly byKey: string;
  private readonly pending: string;

  constructor(
    private readonly sql: SqlStorage,
    private readonly spec: RetryQueueSpec,
  ) {
    if (spec.schedule.giveUpAfterMs !== null && !spec.status)
      throw new Error(`retry queue ${spec.table}: giving up needs a status column`);
    this.byKey = spec.key.map((column) => `${column} = ?`).join(" AND ");
    this.pending = spec.status ? " AND status = ?" : "";
  }

  private keyOf(row: Record<string, SqlStorageValue>): SqlStorageValue[] {
    return this.spec.key.map((column) => row[column] ?? null);
  }
  private pendingParams(): SqlStorageValue[] {
    return this.spec.status ? [this.spec.status.pending] : [];
  }

  /**
   * Queues an item due at `due` with its `fields` (its key and whatever else its table holds). One
   * already queued keeps its attempts and becomes due at the earlier of the two times.
   */
  enqueue(fields: Record<string, SqlStorageValue>, due: number): void {
    const columns = [...Object.keys(fields), "next_attempt_at"];
    const raise = this.spec.versioned ? ", version = version + 1" : "";
    this.sql.exec(
      `INSERT INTO ${this.spec.table} (${columns.join(", ")})
       VALUES (${columns.map(() => "?").join(", ")})
       ON CONFLICT(${this.spec.key.join(", ")}) DO UPDATE SET
         next_attempt_at = MIN(next_attempt_at, excluded.next_attempt_at)${raise}`,
      ...Object.values(fields),
      due,
    );
  }

  /** The items due by `now`, in `orderBy` (SQL; soonest due first by default), some columns equal. */
  due<T extends RetryRow>(
    now: number,
    options: { limit?: number; orderBy?: string; where?: Record<string, SqlStorageValue> } = {},
  ): T[] {
    const where = Object.keys(options.where ?? {}).map((column) => ` AND ${column} = ?`);
    return this.sql
      .exec<T>(
        `SELECT * FROM ${this.spec.table} WHERE next_attempt_at <= ?${this.pending}${where.join("")}
         ORDER BY ${options.orderBy ?? "next_attempt_at"}${options.limit ? ` LIMIT ${options.limit}` : ""}`,
        now,
        ...this.pendingParams(),
        ...Object.values(options.where ?? {}),
      )
      .toArray();
  }

  /** Every item still to be tried, soonest due first. */
  waiting<T extends RetryRow>(): T[] {
    const where = this.spec.status ? " WHERE status = ?" : "";
    return this.sql
      .exec<T>(
        `SELECT * FROM ${this.spec.table}${where} ORDER BY next_attempt_at`,
        ...this.pendingParams(),
      )
      .toArray();
  }

  /** The item was done at `at`: kept as done, or deleted (unless queued again meanwhile). */
  succeeded(row: RetryRow, at = Date.now()): void {
    const status = this.spec.status;
    if (status) {
      this.sql.exec(
        `UPDATE ${this.spec.table} SET status = ?, attempts = ?, ${status.doneAt} = ?, last_error = NULL WHERE ${this.byKey}`,
        status.done,
        row.attempts + 1,
        at,
        ...this.keyOf(row),
      );
      return;
    }
    const version = this.spec.versioned ? " AND version = ?" : "";
    this.sql.exec(
      `DELETE FROM ${this.spec.table} WHERE ${this.byKey}${version}`,
      ...this.keyOf(row),
      ...(this.spec.versioned ? [row.version ?? null] : []),
    );
  }

  /**
   * The try at `at` failed: the item waits the backoff of its attempts so far, or the receiver's
   * Retry-After if longer, and is dead when the failure is final or the wait ends past the
   * schedule's limit (a table without a status keeps no dead item: it is deleted). Says what
   * became of it.
   */
  failed(
    row: RetryRow,
    failure: RetryFailure,
    at = Date.now(),
  ): { attempts: number; due: number; dead: boolean } {
    const { firstRetryMs, maxDelayMs, giveUpAfterMs } = this.spec.schedule;
    const attempts = row.attempts + 1;
    const asked = Math.min(failure.retryAfterMs ?? 0, maxDelayMs);
    const due = at + Math.max(backoffMs(attempts, firstRetryMs, maxDelayMs), asked);
    const dead =
      failure.retryable === false ||
      (giveUpAfterMs !== null && due - Number(row.created_at) > giveUpAfterMs);
    const status = this.spec.status;
    if (dead && !status) {
      this.drop(row);
      return { attempts, due, dead };
    }
    this.sql.exec(
      `UPDATE ${this.spec.table} SET attempts = ?, last_error = ?, next_attempt_at = ?${status ? ", status = ?" : ""} WHERE ${this.byKey}`,
      attempts,
      failure.error,
      due,
      ...(status ? [dead ? status.dead : status.pending] : []),
      ...this.keyOf(row),
    );
    return { attempts, due, dead };
  }

  /** The item has nothing left to do (what it was for is gone): deleted. */
  drop(row: Record<string, SqlStorageValue>): void {
    this.sql.exec(`DELETE FROM ${this.spec.table} WHERE ${this.byKey}`, ...this.keyOf(row));
  }

  /** The item `key` waits until `due` instead. */
  reschedule(key: readonly SqlStorageValue[], due: number): void {
    this.sql.exec(
      `UPDATE ${this.spec.table} SET next_attempt_at = ? WHERE ${this.byKey}`,
      due,
      ...key,
    );
  }

  /** The item `key`, even dead, is tried again at `now`, with a fresh window before it dies. */
  revive(key: readonly SqlStorageValue[], now: number): void {
    const status = this.spec.status;
    this.sql.exec(
      `UPDATE ${this.spec.table} SET next_attempt_at = ?${status ? ", status = ?, created_at = ?" : ""} WHERE ${this.byKey}`,
      now,
      ...(status ? [status.pending, now] : []),
      ...key,
    );
  }

  /** When the next item is due, or null when none is waiting: the object's alarm wakes by it. */
  nextDue(): number | null {
    const where = this.spec.status ? " WHERE status = ?" : "";
    return this.sql
      .exec<{ next: number | null }>(
        `SELECT MIN(next_attempt_at) AS next FROM ${this.spec.table}${where}`,
        ...this.pendingParams(),
      )
      .one().next;
  }

  /** How many items were given up on (none for a queue that retries until done). */
  dead(): number {
    const status = this.spec.status;
    if (!status) return 0;
    return this.sql
      .exec<{ n: number }>(
        `SELECT COUNT(*) AS n FROM ${this.spec.table} WHERE status = ?`,
        status.dead,
      )
      .one().n;
  }
}
