/**
 * A Durable Object's one alarm, shared by everything it schedules (its retry queues' items —
 * hand-offs, deliveries, erasures: retry-queue.ts — and expiry): each asks to be woken by its own
 * due time, and after an alarm the object sleeps until the earliest thing still due (a queue's
 * `nextDue`).
 */

/** Wakes the object at `at`, unless it already wakes earlier. */
export async function wakeBy(storage: DurableObjectStorage, at: number): Promise<void> {
  const alarm = await storage.getAlarm();
  if (alarm === null || at < alarm) await storage.setAlarm(at);
}

/** After an alarm ran: the next wake is the earliest of `dues` (null: nothing due), never past. */
export async function wakeAtEarliest(
  storage: DurableObjectStorage,
  dues: readonly (number | null)[],
): Promise<void> {
  const next = dues.filter((t): t is number => t !== null);
  if (next.length) await storage.setAlarm(Math.max(Math.min(...next), Date.now()));
}
