/**
 * Readings of the message being read now, each kept for the rest of its turn: one turn asks the
 * same pure readers about the same words many times (a sentence said twice, each clause of a
 * long message, the memory's readers then the reply's), and each question is answered once.
 *
 * What is kept lives for one message: `readingMessage` (called where a turn starts to read a
 * visitor's message: the memory, then the reply) forgets every reading when another message comes,
 * so the next message is read afresh and memory stays bounded. A reading is the pure function of
 * its keys (the reader's whole input), so a kept one is the reading whenever it is asked for.
 */

/** Readings kept per reader within one message: far more than a message of 4,000 characters needs. */
const LIMIT = 256;

type Key = string | boolean | number | undefined;
/** Readings by their keys, one map per key: the message's text is hashed once, not per question. */
type Tree = Map<Key, unknown>;

const forgetters: (() => void)[] = [];
let reading: string | undefined;

/** The message a turn reads now: another than the last forgets every kept reading. */
export function readingMessage(text: string): void {
  if (text === reading) return;
  reading = text;
  for (const forget of forgetters) forget();
}

/**
 * `read` of one text, its answer kept until the next message. `copy` hands out an answer the
 * caller may change (a list it adds to) as its own; a reader whose answers are never changed
 * needs none.
 */
export function readOnce<T>(read: (key: string) => T, copy?: (found: T) => T): (key: string) => T {
  return readOnceBy((key: string) => [key], read, copy);
}

/**
 * `read` of several arguments, its answer kept by the keys `keysOf` gives (every argument the
 * answer depends on; the one that stays the same across a turn's questions, the message, first)
 * until the next message.
 */
export function readOnceBy<A extends unknown[], T>(
  keysOf: (...args: A) => Key[],
  read: (...args: A) => T,
  copy?: (found: T) => T,
): (...args: A) => T {
  let kept: Tree = new Map();
  let size = 0;
  forgetters.push(() => {
    kept = new Map();
    size = 0;
  });
  return (...args: A): T => {
    const keys = keysOf(...args);
    let node = kept;
    for (let i = 0; i < keys.length - 1; i++) {
      let next = node.get(keys[i]) as Tree | undefined;
      if (!next) {
        next = new Map();
        node.set(keys[i], next);
      }
      node = next;
    }
    const last = keys[keys.length - 1];
    const held = node.get(last) as T;
    if (held !== undefined || node.has(last)) return copy ? copy(held) : held;
    const found = read(...args);
    if (size < LIMIT) {
      node.set(last, copy ? copy(found) : found);
      size++;
    }
    return found;
  };
}
