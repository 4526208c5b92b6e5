/**
 * Readings of the message being read now, each kept for the rest of its turn: one turn asks the
 * same pure readers about the same words many times (a sentence said twice, each clause of a
 * long message, the memory's readers then the reply's), and each question is answered once.
 *
 * A reading is the pure function of its keys (the reader's whole input), so a kept one is the
 * reading whenever it is asked for. Where it is kept:
 * - a reading of a sentence or a clause (a first key no longer than a sentence) is kept across
 *   messages by its words, bounded (sentence-kept.ts): the reply reads the sentences the memory
 *   read, a later turn those said again, and each is read once;
 * - a reading of a longer text (a whole message) lives for one message: `readingMessage` (called
 *   where a turn starts to read a visitor's message: the memory, then the reply) forgets it when
 *   another message comes, so the next message is read afresh and memory stays bounded.
 */
import { type Key, keep, lookUp, MISSING, type Tree } from "./kept-tree";
import { bySentence, SentenceKept } from "./sentence-kept";

/** Readings kept per reader within one message: far more than a message of 4,000 characters needs. */
const LIMIT = 256;

const forgetters: (() => void)[] = [];
let reading: string | undefined;

/** The message a turn reads now: another than the last forgets every kept reading of a message. */
export function readingMessage(text: string): void {
  if (text === reading) return;
  reading = text;
  for (const forget of forgetters) forget();
}

/**
 * `read` of one text, its answer kept. `copy` hands out an answer the caller may change (a list
 * it adds to) as its own; a reader whose answers are never changed needs none.
 */
export function readOnce<T>(read: (key: string) => T, copy?: (found: T) => T): (key: string) => T {
  return readOnceBy((key: string) => [key], read, copy);
}

/**
 * `read` of several arguments, its answer kept by the keys `keysOf` gives (every argument the
 * answer depends on; the one that stays the same across a turn's questions, the message, first).
 */
export function readOnceBy<A extends unknown[], T>(
  keysOf: (...args: A) => Key[],
  read: (...args: A) => T,
  copy?: (found: T) => T,
): (...args: A) => T {
  let kept: Tree = new Map();
  let size = 0;
  const sentences = new SentenceKept();
  forgetters.push(() => {
    kept = new Map();
    size = 0;
  });
  return (...args: A): T => {
    const keys = keysOf(...args);
    const ofSentence = bySentence(keys[0]);
    const held = ofSentence ? sentences.get(keys) : lookUp(kept, keys);
    if (held !== MISSING) return copy ? copy(held as T) : (held as T);
    const found = read(...args);
    if (ofSentence) sentences.set(keys, copy ? copy(found) : found);
    else if (size < LIMIT) {
      keep(kept, keys, copy ? copy(found) : found);
      size++;
    }
    return found;
  };
}
