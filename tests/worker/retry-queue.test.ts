import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { retryAfterMs } from "../../worker/contracts/backoff";
import { wakeAtEarliest } from "../../worker/lib/alarms";
import { RetryQueue, type RetryQueueSpec, type RetryRow } from "../../worker/lib/retry-queue";
import { postJson } from "../../worker/outbound/transports/post-json";

// The one retry queue (docs/decisions/031) in a Durable Object's real SQLite: an object of its own
// per test (the address-budget class, with tables of the shapes the hand-offs and deliveries use).

const receiver = vi.fn(async (_url: string, _init: RequestInit) => new Response("ok"));
vi.stubGlobal("fetch", receiver);
afterEach(() => receiver.mockReset());

const HOUR = 3_600_000;
const object = () => env.ADDRESS_BUDGET.getByName(`retry-queue:${crypto.randomUUID()}`);
type Stub = ReturnType<typeof object>;

/** Kept once done or dead, given up 72 h after it was queued: the deliveries' shape and figures. */
const kept: RetryQueueSpec = {
  table: "job",
  key: ["id"],
  schedule: { firstRetryMs: 30_000, maxDelayMs: HOUR, giveUpAfterMs: 72 * HOUR },
  status: { pending: "pending", done: "delivered", dead: "failed", doneAt: "done_at" },
};
/** Deleted once done, a newer version kept, never given up: the hand-offs' shape and figures. */
const handed: RetryQueueSpec = {
  table: "handed",
  key: ["ref", "op"],
  versioned: true,
  schedule: { firstRetryMs: 2000, maxDelayMs: 5 * 60_000, giveUpAfterMs: null },
};

const tables = [
  `CREATE TABLE IF NOT EXISTS job (
     id INTEGER PRIMARY KEY AUTOINCREMENT, idempotency_key TEXT NOT NULL UNIQUE,
     status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT,
     next_attempt_at INTEGER NOT NULL, created_at INTEGER NOT NULL, done_at INTEGER)`,
  `CREATE TABLE IF NOT EXISTS handed (
     ref TEXT NOT NULL, op TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1,
     attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at INTEGER NOT NULL,
     PRIMARY KEY (ref, op))`,
];

/** Runs `work` on the object's queue over `spec`'s table (created the first time). */
const inQueue = <R>(stub: Stub, spec: RetryQueueSpec, work: (q: RetryQueue, s: SqlStorage) => R) =>
  runInDurableObject(stub, (_o, state) => {
    for (const table of tables) state.storage.sql.exec(table);
    return work(new RetryQueue(state.storage.sql, spec), state.storage.sql);
  });

/** A lead's real key and a receiver's answer of real length (an excerpt of 300 characters). */
const key = () => `lead_${crypto.randomUUID()}`;
const busy = `HTTP 503: ${"upstream busy, try again later; ".repeat(10).slice(0, 300)}`;

describe("the retry queue", () => {
  it("retries with growing waits, up to the longest, keeping attempts and the last error", async () => {
    const t0 = Date.parse("2026-11-26T09:00:00Z");
    const waits = await inQueue(object(), kept, (q) => {
      q.enqueue({ idempotency_key: key(), created_at: t0 }, t0);
      const found: number[] = [];
      let at = t0;
      for (let i = 0; i < 9; i++) {
        const [row] = q.due(at);
        const { due, dead } = q.failed(row!, { error: busy }, at);
        expect(dead).toBe(false);
        found.push(due - at);
        expect(q.due(due - 1)).toEqual([]);
        at = due;
      }
      expect(q.waiting()[0]).toMatchObject({ attempts: 9, last_error: busy, status: "pending" });
      return found;
    });
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600].map((s) => s * 1000));
  });

  it("honours a Retry-After in seconds or as an HTTP date, never past the longest wait", async () => {
    const t0 = Date.parse("2026-11-26T09:00:00Z");
    const waits = await inQueue(object(), kept, (q) => {
      const asked = [
        "120",
        "Thu, 26 Nov 2026 09:15:00 GMT",
        "86400",
        "5", // shorter than the backoff: the backoff stands
        "Thu, 26 Nov 2026 08:00:00 GMT", // past
      ];
      return asked.map((header) => {
        q.enqueue({ idempotency_key: key(), created_at: t0 }, t0);
        const row = q.due<RetryRow>(t0, { orderBy: "id DESC", limit: 1 })[0]!;
        const failure = { error: "HTTP 429", retryAfterMs: retryAfterMs(header, t0) };
        return q.failed(row, failure, t0).due - t0;
      });
    });
    expect(waits).toEqual([120_000, 15 * 60_000, HOUR, 30_000, 30_000]);
  });

  it("gives up once the next try would fall past the limit: dead, kept, counted, revivable", async () => {
    const t0 = Date.parse("2026-11-26T09:00:00Z");
    const { outcome, afterDeath, revived } = await inQueue(object(), kept, (q, sql) => {
      q.enqueue({ idempotency_key: key(), created_at: t0 }, t0);
      let outcome = { attempts: 0, due: t0, dead: false };
      while (!outcome.dead)
        outcome = q.failed(q.due(outcome.due)[0]!, { error: "connection refused" }, outcome.due);
      const afterDeath = {
        dead: q.dead(),
        due: q.due(Number.MAX_SAFE_INTEGER),
        waiting: q.waiting(),
        next: q.nextDue(),
        row: sql.exec("SELECT status, attempts, last_error FROM job").one(),
      };
      // Sales' retry: pending again, due at once, with a fresh window.
      q.revive([1], outcome.due + HOUR);
      return { outcome, afterDeath, revived: { dead: q.dead(), due: q.due(outcome.due + HOUR) } };
    });
    // 30 s doubling to an hour apart (7 tries in the first 64 min), then hourly until 72 h are up.
    expect(outcome.attempts).toBe(78);
    expect(outcome.due - t0).toBeGreaterThan(72 * HOUR);
    expect(afterDeath).toEqual({
      dead: 1,
      due: [],
      waiting: [],
      next: null,
      row: { status: "failed", attempts: 78, last_error: "connection refused" },
    });
    expect(revived.dead).toBe(0);
    expect(revived.due).toMatchObject([
      { id: 1, status: "pending", attempts: 78, created_at: outcome.due + HOUR },
    ]);
  });

  it("is dead at once on a refusal, as a 4xx other than 408 or 429 is; a 429 waits", async () => {
    receiver.mockImplementation(async (_url, init) =>
      String(init.body).includes("refused")
        ? new Response('{"error":"unknown field kind"}', { status: 422 })
        : new Response("slow down", { status: 429, headers: { "retry-after": "90" } }),
    );
    const now = Date.now();
    const refused = await postJson("https://hooks.example.test/leads", '{"refused":1}', {}, now);
    const limited = await postJson("https://hooks.example.test/leads", '{"ok":1}', {}, now);
    const outcomes = await inQueue(object(), kept, (q) =>
      [refused, limited].map((result) => {
        q.enqueue({ idempotency_key: key(), created_at: now }, now);
        const row = q.due<RetryRow>(now, { orderBy: "id DESC", limit: 1 })[0]!;
        const { dead, due } = q.failed(row, { ...result, error: result.error ?? "" }, now);
        return { dead, wait: due - now };
      }),
    );
    expect(outcomes).toEqual([
      { dead: true, wait: 30_000 },
      { dead: false, wait: 90_000 },
    ]);
  });

  it("marks a kept item done; deletes another unless it was queued again while being tried", async () => {
    const stub = object();
    const ref = "a".repeat(64);
    const left = await inQueue(stub, handed, (q, sql) => {
      q.enqueue({ ref, op: "upsert" }, 1000);
      q.enqueue({ ref, op: "erase" }, 1000);
      const [erase, upsert] = q.due(1000, { orderBy: "op" });
      q.enqueue({ ref, op: "upsert" }, 5000); // a newer state while the older was in flight
      q.succeeded(erase!);
      q.succeeded(upsert!);
      return sql.exec("SELECT op, version, next_attempt_at FROM handed").toArray();
    });
    // Still due at the earlier time: the newer state goes on the next pass.
    expect(left).toEqual([{ op: "upsert", version: 2, next_attempt_at: 1000 }]);
    const done = await inQueue(object(), kept, (q, sql) => {
      q.enqueue({ idempotency_key: key(), created_at: 1000 }, 1000);
      q.failed(q.due(1000)[0]!, { error: busy }, 1000);
      q.succeeded(q.due(31_000)[0]!, 31_500);
      return {
        waiting: q.waiting(),
        next: q.nextDue(),
        row: sql.exec("SELECT status, attempts, last_error, done_at FROM job").one(),
      };
    });
    expect(done).toEqual({
      waiting: [],
      next: null,
      row: { status: "delivered", attempts: 2, last_error: null, done_at: 31_500 },
    });
  });

  it("survives the object's restart: what is due, the attempts and the waits are in SQL", async () => {
    const stub = object();
    const t0 = Date.parse("2026-11-26T09:00:00Z");
    const [first, second] = ["b", "c"].map((c) => c.repeat(64));
    await inQueue(stub, handed, (q) => {
      q.enqueue({ ref: first!, op: "upsert" }, t0);
      q.enqueue({ ref: second!, op: "upsert" }, t0 + 1000);
      q.failed(q.due(t0)[0]!, { error: "ledger unavailable" }, t0);
    });
    await runInDurableObject(stub, (instance) => Reflect.set(instance, "marked", true));
    await evictDurableObject(stub);
    const after = await inQueue(stub, handed, (q) => ({
      waiting: q.waiting(),
      due: q.due(t0 + 1000).map((r) => r.ref),
      next: q.nextDue(),
    }));
    // A new instance, the same queue.
    expect(await runInDurableObject(stub, (instance) => Reflect.has(instance, "marked"))).toBe(
      false,
    );
    expect(after).toMatchObject({
      waiting: [
        { ref: second, attempts: 0 },
        { ref: first, attempts: 1, last_error: "ledger unavailable", next_attempt_at: t0 + 2000 },
      ],
      due: [second],
      next: t0 + 1000,
    });
    // It goes on where it was: the second wait is twice the first.
    const goesOn = await inQueue(stub, handed, (q) => {
      q.succeeded(q.due(t0 + 1000)[0]!);
      return q.failed(q.due(t0 + 2000)[0]!, { error: "ledger unavailable" }, t0 + 2000);
    });
    expect(goesOn).toEqual({ attempts: 2, due: t0 + 6000, dead: false });
  });

  it("says its earliest due time, which the object's one alarm wakes by", async () => {
    const stub = object();
    const soon = Date.now() + HOUR;
    const alarm = await inQueue(stub, handed, (q) => {
      q.enqueue({ ref: "d".repeat(64), op: "upsert" }, soon + 5000);
      q.enqueue({ ref: "e".repeat(64), op: "upsert" }, soon);
      q.enqueue({ ref: "d".repeat(64), op: "upsert" }, soon + 9000); // later: the earlier stays
      expect(q.nextDue()).toBe(soon);
      return q.nextDue();
    });
    const set = await runInDurableObject(stub, async (_o, state) => {
      await wakeAtEarliest(state.storage, [alarm, soon + 60_000, null]);
      const at = await state.storage.getAlarm();
      await state.storage.deleteAlarm();
      return at;
    });
    expect(set).toBe(soon);
  });

  it("refuses a limit on a table that cannot keep a dead item", async () => {
    const spec = { ...handed, schedule: { ...handed.schedule, giveUpAfterMs: HOUR } };
    await expect(inQueue(object(), spec, () => null)).rejects.toThrow(/status column/);
  });
});
