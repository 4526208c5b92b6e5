/**
 * The second reason of a sentence that joins two ("the website chat gets swamped every spring,
 * and our plant care advice is all over the place", "we lost 40 implant cases last year and on
 * top of that our recall letters still go out by post"): a sentence read whole gives its first
 * thought, or its figure, and drops the rest. Each joined thought nothing else has read is read
 * on its own, by its mood (clarity-causes.ts `situationSaid`), and gives its reason.
 */

import { situationSaid } from "./clarity-causes";
import { measuredKept } from "./clarity-sentence-readers";
import { sentenceRisks } from "./clarity-sentence-risks";
import { sameDriver, taughtNothing } from "./clarity-sentence-taught";

/** Where a sentence joins two thoughts, each with a subject of its own. */
const JOINED =
  /,\s+(?:and|plus|also|and also)\s+|,?\s+(?:and\s+)?on top of (?:that|this|all that),?\s+|,?\s+not to mention\s+|;\s+/i;

/** What the reader needs of a thought: whether another reader has it, and its reading by mood. */
export interface ThoughtReaders {
  /** A table, a figure, a risk or a cause reads it: not this reader's. */
  readElsewhere: (thought: string) => boolean;
  situation: (thought: string) => { kind: "driver" | "risk"; text: string } | undefined;
}

/** The reasons of the joined thoughts of `sentence` that no other reader has; none for one thought. */
export function reasonsJoined(sentence: string, read: ThoughtReaders): string[] {
  if (!JOINED.test(sentence)) return [];
  const thoughts = sentence.split(new RegExp(JOINED.source, "gi")).slice(0, 4);
  const reasons: string[] = [];
  for (const thought of thoughts) {
    if (read.readElsewhere(thought)) continue;
    const s = read.situation(thought);
    if (s?.kind === "driver") reasons.push(s.text);
  }
  return reasons;
}

/** The tables' and the causes' readers of a clause, as `hearSentences` keeps them. */
export interface ClauseReaders {
  tabled: (clause: string) => boolean;
  causes: (clause: string) => string[];
}

/**
 * Adds to `drivers` the reasons of the joined thoughts of `said` (a sentence of `text`) that no
 * other reader has: none a driver added from `from` on already holds, none a table, a figure, a
 * cause or a risk reads, none naming a system, a size or a date.
 */
export function addReasonsJoined(
  said: string,
  text: string,
  drivers: string[],
  from: number,
  read: ClauseReaders,
) {
  const found = reasonsJoined(said, {
    readElsewhere: (t) =>
      drivers.slice(from).some((d) => t.toLowerCase().includes(d.toLowerCase())) ||
      read.tabled(t) ||
      measuredKept(t) ||
      read.causes(t).length > 0 ||
      sentenceRisks(t, false, text).risks.length > 0,
    situation: (t) => (taughtNothing(t) ? situationSaid(t) : undefined),
  });
  for (const r of found)
    if (!drivers.some((d) => sameDriver(d, r) || d.includes(r) || r.includes(d))) drivers.push(r);
}
