/**
 * How the site's passages are indexed and searched (MiniSearch): the same options when the index
 * is built (`site-passages.ts`, at build time) and when it is loaded (`site-search.ts`), or the
 * loaded index would read its terms differently from how they were written.
 */

import { Kept } from "./kept";

/** Words that say nothing about what a question is about. */
export const STOP_WORDS = new Set(
  (
    "a about after all also am an and any are as at be been before being but by can could did do " +
    "does doing for from get got had has have how i if in into is it its it's just me my no not of " +
    "on or our ours so some than that the their them then there these they this those to too up us " +
    "was we were what when where which while who whom why will with would you your tell " +
    "know please thanks thank hi hello hey exactly actually really much many more most clarity " +
    "whats hows thing things stuff anything something here mind typed wrote written said " +
    "gets find out through happens happen already gave whole we're i'm you're ever even still " +
    "want wants wanted allow allowed involved like"
  ).split(" "),
);

/** A term as indexed and searched: lower case, no stop word, no possessive ending. */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/['’]s$/, "");
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
}

/** Endings a stem drops first, when four letters or more remain: "quoting", "quotes", "quote". */
const ENDINGS = ["ing", "ed", "es", "e", "s"];

/**
 * A word's stem, for telling whether a passage holds a question's word: the term as indexed
 * (lower case, no possessive ending), without an ending of inflection, cut to five letters, so
 * "distributors" and "distribution", "builds" and "building", "quote" and "quoting" are one. The
 * one stem Clarity's answers compare words by.
 */
export const stemOf = (word: string) => {
  const known = stems.get(word);
  if (known !== undefined) return known;
  const w = word.toLowerCase().replace(/['’]s$/, "");
  const ending = ENDINGS.find((e) => w.endsWith(e) && w.length - e.length >= 4);
  // A short word's plural or verb in "s" is the word ("runs", "fits", "gaps"): not "us", "this".
  const short = !ending && w.length >= 4 && /[^sui]s$/.test(w);
  const stem = (ending ? w.slice(0, -ending.length) : short ? w.slice(0, -1) : w).slice(0, 5);
  // The pages' and questions' words recur: each is stemmed once per isolate.
  if (stems.size < 20_000) stems.set(word, stem);
  return stem;
};
const stems = new Map<string, string>();

/**
 * A text's words as stems. The pages' passages are stemmed again for each question's word: each
 * text's stems are kept (frozen, as they are shared).
 */
export const stemsOf = (text: string): readonly string[] => {
  const known = textStems.get(text);
  if (known) return known;
  const found = Object.freeze((text.match(/[\p{L}\p{N}]+/gu) ?? []).map(stemOf));
  textStems.set(text, found);
  return found;
};
const textStems = new Kept<readonly string[]>(2_000);

/** The prospect's words for the pages' ones: one concept table, in site-concepts.ts. */
export { SYNONYMS } from "./site-concepts";

/** A passage's fields: the page's name and `heading` (a section's title, a FAQ question) count more. */
export const indexOptions = {
  idField: "id",
  fields: ["title", "heading", "text"],
  storeFields: ["title", "url", "heading", "text"],
  processTerm,
  searchOptions: {
    boost: { title: 2, heading: 2 },
    prefix: (term: string) => term.length >= 4,
    fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  },
};

/** One passage as indexed: a FAQ question and answer, a phase, or a section of a page. */
export interface Passage {
  id: number;
  /** The page's name, the link's words ("How it works"). */
  title: string;
  /** The page's path, with the section's anchor when it has one ("/how#four-phases"). */
  url: string;
  /** The section's title or the FAQ question: searched, and stored to tell a passage's subject. */
  heading: string;
  text: string;
}
