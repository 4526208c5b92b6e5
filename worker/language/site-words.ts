/**
 * A question's slips of the keyboard, read back against the words the site's pages use and the
 * small words every question uses: "how lnog does it tkae" is "how long does it take", "wat do we
 * get at teh end" is "what do we get at the end". Only for a question nothing answered as typed
 * (a real word the pages never use could otherwise be "corrected"); the vocabulary is the search
 * index's own terms, so it follows the pages (docs/decisions/034).
 */
import { distance } from "fastest-levenshtein";
import siteIndex from "./site-index.json";
import { STOP_WORDS } from "./site-index-options";
import { swapped } from "./slips";

let byLength: Map<number, string[]> | undefined;
let known: Set<string> | undefined;

function vocabulary() {
  if (!byLength || !known) {
    const terms = (siteIndex as unknown as { index: [string, unknown][] }).index.map(([t]) => t);
    known = new Set([...terms, ...STOP_WORDS]);
    byLength = new Map();
    for (const w of known)
      if (/^\p{L}+$/u.test(w)) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
  }
  return { known, byLength };
}

/** Two letters side by side swapped ("tkae" for "take"): one slip, though it is two edits. */
const swappedPair = (a: string, b: string) => {
  if (a.length !== b.length) return false;
  const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!];
};

const cache = new Map<string, string>();

/** The word a misspelt one stands for: one letter off, or two side by side swapped; else itself. */
function readBack(word: string): string {
  const lower = word.toLowerCase();
  const hit = cache.get(lower);
  if (hit !== undefined) return hit || word;
  const found = nearest(lower);
  if (cache.size < 5_000) cache.set(lower, found);
  return found || word;
}

/** The site's word `lower` was meant to be, or "". */
function nearest(lower: string): string {
  const { known, byLength } = vocabulary();
  if (lower.length < 3 || lower.length > 14 || !/^\p{L}+$/u.test(lower)) return "";
  if (known.has(lower) || known.has(lower.replace(/e?s$/, ""))) return "";
  let best = "";
  let cost = 2;
  for (const n of [lower.length - 1, lower.length, lower.length + 1])
    for (const w of byLength.get(n) ?? []) {
      if (w[0] !== lower[0] && !swappedPair(lower, w)) continue;
      // A swap beats one letter off ("dose" is "does", not "done"); a three-letter word is read
      // back only for a swap or a missing letter ("teh", "wat"): one letter changed is too often
      // another real word ("sit", "fee").
      const c = swappedPair(lower, w)
        ? 0.5
        : lower.length === 3 && w.length === 3
          ? 2
          : distance(lower, w);
      if (c < cost) {
        best = w;
        cost = c;
      }
    }
  return best;
}

/**
 * The pages' word a misspelt word stands for ("sampel" → "sample", "phse" → "phase"), or null
 * when the pages use it as written or no word of theirs is one slip away. Search looks it up
 * beside the word as typed (site-search.ts): MiniSearch's fuzzy match counts a swap as two edits
 * and allows none under five letters. `short`: a four-letter word may be one letter short too.
 */
export function siteSpelling(word: string, short = false): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 4) return null;
  const read = readBack(lower);
  // Only the slips a real word seldom makes: two letters swapped, or one left out ("phse").
  // A letter changed or added is as often another word ("cards", "founded").
  // A four-letter word one letter short of a page's is as often a word ("food", "flood"): read
  // back only to be searched beside it (`short`), never in its place.
  return read !== lower &&
    (swapped(lower, read) || ((short || lower.length > 4) && leftOut(lower, read)))
    ? read
    : null;
}

/** Whether `typed` is `word` with one letter inside it left out ("phse"), not its ending ("number"). */
const leftOut = (typed: string, word: string) =>
  word.length === typed.length + 1 &&
  [...word].some((_, i) => i < word.length - 1 && word.slice(0, i) + word.slice(i + 1) === typed);

/**
 * `text` with only the sure slips read back (`siteSpelling`: two letters swapped, one left out
 * inside a word): "is there a sampel rfp" is "is there a sample rfp" for every reader of the
 * question, while a real word the pages don't use stays as typed. A name (a capital) is left.
 */
export const slipsReadBack = (text: string) =>
  text.replace(/\p{L}+/gu, (w) => (/^\p{Lu}/u.test(w) ? w : (siteSpelling(w) ?? w)));

/** `text` with each word the pages don't know read back as the word it was meant to be. */
export const spelledAsSite = (text: string) =>
  text.replace(/\p{L}+/gu, (w) => (/^\p{Lu}/u.test(w) && w.length > 1 ? w : readBack(w)));

/** A word's inflections a page may use instead ("agreed" for "agree", "fixes" for "fixed"). */
const inflections = (w: string) => {
  const base = w.replace(/(?:ies|es|s|ed|d|ing|ly)$/, "");
  return [w, base, `${base}e`, `${base}s`, `${base}es`, `${base}ed`, `${base}ing`, `${base}y`];
};

/**
 * Whether the site's pages use a word at all, in some inflection: a yes/no question about a thing
 * the pages never name ("a mutual confidentiality agreement", "can the price creep?") is one they
 * cannot answer, whatever neighbouring paragraph shares its other words.
 */
export function siteUses(word: string): boolean {
  const { known } = vocabulary();
  return inflections(word.toLowerCase()).some((w) => known.has(w));
}

const forms = new Map<string, string | null>();

/**
 * The pages' own form of a word they don't use as written ("distributors" → "distribution"): a
 * word of theirs sharing all but the last three letters (six at least). Null when there is none.
 */
export function siteForm(word: string): string | null {
  const lower = word.toLowerCase();
  const hit = forms.get(lower);
  if (hit !== undefined) return hit;
  let found: string | null = null;
  if (lower.length >= 8 && /^\p{L}+$/u.test(lower) && !siteUses(lower)) {
    const stem = lower.slice(0, Math.max(6, lower.length - 3));
    const { known } = vocabulary();
    for (const w of known) if (w.startsWith(stem) && (!found || w.length < found.length)) found = w;
  }
  if (forms.size < 5_000) forms.set(lower, found);
  return found;
}
