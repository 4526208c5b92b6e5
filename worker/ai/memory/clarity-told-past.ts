/**
 * Whether a sentence's date is the project's: told in the past with nothing ahead ("we opened a
 * second site in March"), a deadline missed, or said with a word of the project's own timeline
 * (live, start, decide, by, before).
 */
import { readWhen } from "../../language/when";

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
const CUE =
  /\b(?:live|launch\w*|start\w*|begin|kick\w*|decid\w*|decision|sign(?:s|ed|ing)?(?! ?(?:ature|al|age|posts?))|ready|in place|deadline|due|go-?live|roll\w* out|cut ?over|switch\w*)\b/i;
/** "by" or "before" and the words after it: a date's cue only when those words are a date. */
const BY = /\b(?:by|before)\s+(\S+(?:\s+\S+){0,2})/gi;
/**
 * Whether a sentence holds a word of the project's own timeline; "by" and "before" only before a
 * date ("by March", "before the summer"), not "margin by SKU".
 */
export const timelineCue = {
  test: (said: string) =>
    CUE.test(said) || [...said.matchAll(BY)].some((m) => readWhen(m[0], NOW) !== undefined),
};
/** Any day: whether words name a date does not hang on today. */
const NOW = new Date(Date.UTC(2026, 0, 1));
