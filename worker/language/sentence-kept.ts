/**
 * Readings of a sentence or a clause kept by its words across messages (read-once.ts): the
 * memory and the reply read the same sentences, a later turn those said again, the ledger every
 * message of a chat once more. Bounded per reader, the least recently read dropped first (two
 * generations: when the newer is full it becomes the older, and the older is dropped), so an
 * isolate that serves many conversations keeps at most `2 * LIMIT` readings per reader.
 */
import { type Key, keep, lookUp, MISSING, type Tree } from "./kept-tree";

/** The longest text read as a sentence: a longer one is a message's, kept for it alone. */
export const SENTENCE_CHARS = 300;
/** Readings per generation and reader: a few conversations' distinct sentences. */
const LIMIT = 256;

/** Whether a reading whose first key is `first` is a sentence's, kept by its words. */
export const bySentence = (first: Key): boolean =>
  typeof first === "string" && first.length <= SENTENCE_CHARS;

export class SentenceKept {
  private newer: Tree = new Map();
  private older: Tree = new Map();
  private size = 0;

  /** The reading kept at `keys`, or `MISSING`; one found in the older generation is kept newer. */
  get(keys: readonly Key[]): unknown {
    const held = lookUp(this.newer, keys);
    if (held !== MISSING) return held;
    const old = lookUp(this.older, keys);
    if (old !== MISSING) this.set(keys, old);
    return old;
  }

  set(keys: readonly Key[], found: unknown): void {
    if (this.size >= LIMIT) {
      this.older = this.newer;
      this.newer = new Map();
      this.size = 0;
    }
    keep(this.newer, keys, found);
    this.size++;
  }
}
