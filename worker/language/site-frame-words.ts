/**
 * The words of a question that say nothing of its subject when site search counts the share of
 * its words a passage holds (`site-search.ts`): a question's frame, asking whether rather than
 * what, and a chat's fillers.
 */

/** Words that ask whether, not what: "is quote-to-cash covered?" asks about quote-to-cash. */
const FRAME = new Set(
  "cover covered covers include included includes handle handled support supported offer offered possible able help".split(
    " ",
  ),
);

/** A chat's fillers, no subject of a question: "vs", "today", "sorry", "basically". */
const FILLER = new Set(
  "vs versus today currently sorry roughly basically honestly literally yeah pls plz".split(" "),
);

/** `terms` less a question's frame and a chat's fillers: the words it asks about. */
export const askingWords = (terms: readonly string[]): string[] =>
  terms.filter((t) => !FRAME.has(t) && !FILLER.has(t));
