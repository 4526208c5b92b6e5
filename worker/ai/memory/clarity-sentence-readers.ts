/**
 * The sentence readers `hearSentences` runs, each reading kept for the same words: a message that
 * says the same sentence again (a pasted list, a line repeated) and the next readers of the same
 * turn read it once. Pure readers of their arguments only, so a kept reading is the reading; each
 * answer is handed out as a copy, as the callers add to the lists they get.
 */
import { Kept } from "../../language/kept";
import { causesSaid } from "./clarity-causes";
import { measuredPains } from "./clarity-pains";
import { painsSaid, worrySaid } from "./clarity-said";

/** Kept answers of one pure reader, by a key that says all its arguments (copied out by `copy`). */
function keptBy<T>(copy: (found: T) => T, limit = 64) {
  const readings = new Kept<T>(limit);
  return (key: string, read: () => T): T => {
    if (readings.has(key)) return copy(readings.get(key) as T);
    const found = read();
    readings.set(key, copy(found));
    return found;
  };
}

/** A pure reader of one string, its answers kept. */
function kept<T>(read: (said: string) => T, copy: (found: T) => T) {
  const readings = keptBy(copy);
  return (said: string): T => readings(said, () => read(said));
}

const list = (found: string[]) => [...found];
const same = <T>(found: T) => found;

/** `causesSaid` with the sentence reader's table test (always the same one). */
export const causesKept = (tabled: (clause: string) => boolean) =>
  kept((sentence: string) => causesSaid(sentence, tabled), list);

export const painsKept = kept(painsSaid, list);
export const worryKept = kept(worrySaid, same);
/** Whether the sentence gives a pain with a figure (`measuredPains` with nothing known before). */
export const measuredKept = kept((said: string) => measuredPains(said).length > 0, same);
