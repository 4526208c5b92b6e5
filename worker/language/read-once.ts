/**
 * Readings of the message being read now, each kept for the rest of its turn: one turn asks the
 * same pure readers about the same words many times (a sentence said twice, each clause of a
 * long message, the memory's readers then the reply's), and each question is answered once.
 *
 * What is kept lives for one message: `readingMessage` (called where a turn starts to read a
 * visitor's message: the memory, then the reply) forgets every reading when another message comes,
 * so the next message is read afresh and memory stays bounded. A reading is the pure function of
 * its key (the reader's whole input), so a kept one is the reading whenever it is asked for.
 */
import { Kept } from "./kept";

/** Readings kept per reader within one message: far more than a message of 4,000 characters needs. */
const LIMIT = 256;

const keptReadings: Kept<unknown>[] = [];
let reading: string | undefined;

/** The message a turn reads now: another than the last forgets every kept reading. */
export function readingMessage(text: string): void {
  if (text === reading) return;
  reading = text;
  for (const kept of keptReadings) kept.clear();
}

/**
 * `read`, its answer kept for the same key until the next message. `copy` hands out an answer the
 * caller may change (a list it adds to) as its own; a reader whose answers are never changed
 * needs none.
 */
export function readOnce<T>(read: (key: string) => T, copy?: (found: T) => T): (key: string) => T {
  return readOnceBy((key: string) => key, read, copy);
}

/**
 * `read` of several arguments, its answer kept by `keyOf` (which must say every argument the
 * answer depends on) until the next message.
 */
export function readOnceBy<A extends unknown[], T>(
  keyOf: (...args: A) => string,
  read: (...args: A) => T,
  copy?: (found: T) => T,
): (...args: A) => T {
  const kept = new Kept<T>(LIMIT);
  keptReadings.push(kept as Kept<unknown>);
  return (...args: A): T => {
    const key = keyOf(...args);
    if (kept.has(key)) {
      const found = kept.get(key) as T;
      return copy ? copy(found) : found;
    }
    const found = read(...args);
    kept.set(key, copy ? copy(found) : found);
    return found;
  };
}
