/**
 * The reasons of a sentence that joins a reason and a worry ("need to move before the servers
 * die, and our data is a swamp tbh"): the worry sets its own thought against the project, not
 * the other. Each thought joined by ", and", ", plus", ", also" or ";" is read alone; one that
 * gives no risk of its own gives its reasons.
 */
import type { Risk } from "./clarity-memory";

/** Where a sentence joins two thoughts, each with its own subject. */
const JOINED = /,\s+(?:and|plus|also|and also)\s+|;\s+/i;

/**
 * The reasons of the thoughts of `sentence` that give no risk: `risksOf` reads a thought's risks,
 * `causesOf` its reasons. A sentence of one thought gives none here.
 */
export function causesApart(
  sentence: string,
  risksOf: (thought: string) => readonly Risk[],
  causesOf: (thought: string) => string[],
): string[] {
  if (!JOINED.test(sentence)) return [];
  const thoughts = sentence.split(new RegExp(JOINED.source, "gi")).slice(0, 4);
  return thoughts.flatMap((t) => (risksOf(t).length ? [] : causesOf(t)));
}
