/**
 * Teams named by the place their work is done, said as using a system: "the tasting room and wine
 * club are on Commerce7", "the workshop has its own thing", "our trade counter runs on Merlin",
 * "the box office uses Spektrix". A place of work is a team only when it is said to work on
 * something ("our office is in Leeds" names none). Each in the prospect's words, lower case.
 * Linear: one pattern over the text.
 */

/** A place of work, with its qualifier where the place alone says little ("tasting room"). */
const AREA = String.raw`(?:[a-z]+\s+(?:room|club|office|desk|shop|floor|counter|bar|kitchen|lab|yard|line)|(?:[a-z]+\s+)?(?:workshop|garage|kitchen|lab|cellar|studio|depot))`;
/** Said as working on something: "are on", "runs on", "uses", "has its own", "books in". */
const USING = String.raw`(?:(?:is|are|runs?|sits?|lives?|works?)\s+(?:all\s+|still\s+|both\s+|mostly\s+)?(?:on|in|through|off)\s+(?!the\s+(?:morning|afternoon|evening|weekend))|uses?\s|has\s+its\s+own|have\s+their\s+own|books?\s|keeps?\s)`;
const AREAS_AT_WORK = new RegExp(
  String.raw`\b(?:the|our)\s+(${AREA})(?:\s*(?:,|and|&)\s*(?:the\s+|our\s+)?(${AREA}))?\s+${USING}`,
  "gi",
);
/** Qualifiers that say which, not what work: "the new office", "our main office". */
const NOT_WORK = /^(?:new|old|main|head|home|whole|same|other|big|small|back|post|front)\s/;

/** The teams a message names by their place of work, lower case, in order. */
export function teamsByPlace(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(AREAS_AT_WORK))
    for (const area of [m[1], m[2]]) {
      const a = area?.toLowerCase().replace(/\s+/g, " ");
      if (a && !NOT_WORK.test(a) && !found.includes(a)) found.push(a);
    }
  return found;
}
