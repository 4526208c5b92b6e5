/**
 * The second reason of a sentence that joins two ("the website chat gets swamped every spring,
 * and our plant care advice is all over the place", "we lost 40 implant cases last year and on
 * top of that our recall letters still go out by post"): a sentence read whole gives its first
 * thought, or its figure, and drops the rest. Each joined thought nothing else has read is read
 * on its own, by its mood (clarity-causes.ts `situationSaid`), and gives its reason.
 */

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
