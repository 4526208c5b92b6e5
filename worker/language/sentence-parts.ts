/**
 * A message read one sentence at a time, for readers none of whose patterns reads past the end
 * of a sentence (a mark, then a space): each sentence's reading is kept by its words
 * (read-once.ts: across messages for a sentence, sentence-kept.ts), and the message's is put
 * together from them in the order the reader would have found it reading the whole text. A
 * step that takes a message's first find only takes the first sentence's that has one.
 */
import { readOnce } from "./read-once";

/** Where one sentence ends and the next starts: the space after a mark (its first space tested first). */
const SENTENCE_GAP = /\s(?<=[.!?]\s)\s*/;

/**
 * A message's sentences, every character but the spaces between them kept (the first holds
 * the message's leading space, the last its trailing one); read once per text, never changed.
 */
export const sentencePieces = readOnce((text: string): readonly string[] =>
  text.split(SENTENCE_GAP),
);

/** The first sentence's find of one step, where the step takes a message's first only. */
export function firstFound<S, T>(
  sentences: readonly S[],
  find: (sentence: S) => T | undefined,
): T | undefined {
  for (const s of sentences) {
    const found = find(s);
    if (found !== undefined) return found;
  }
  return undefined;
}
