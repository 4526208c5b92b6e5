/**
 * Whether a sentence's date is the project's: told in the past with nothing ahead ("we opened a
 * second site in March"), a deadline missed, or said with a word of the project's own timeline
 * (live, start, decide, by, before).
 */
/** A sentence told in the past, with nothing ahead in it. */
export const pastEvent = {
  test: (said: string) =>
    /\b(?:\w{3,}ed|took|began|grew|bought|won|lost|became|came|went|got|was|were)\b/i.test(said) &&
    !/\b(?:will|'ll|going to|next|upcoming|coming)\b/i.test(said),
};

/** A deadline missed or a date gone by: told in the past, whatever word of a date it holds. */
const MISSED = /\b(?:missed|blew|overran|slipped past|went past|came and went)\b/i;
export const toldPast = (said: string) =>
  pastEvent.test(said) && (MISSED.test(said) || !timelineCue.test(said));

/** Words that make a date the project's own: when it starts, goes live, is decided or due. */
export const timelineCue =
  /\b(?:live|launch\w*|start\w*|begin|kick\w*|decid\w*|decision|sign\w*|ready|in place|deadline|due|go-?live|roll\w* out|cut ?over|switch\w*|by|before)\b/i;
