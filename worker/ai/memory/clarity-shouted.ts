/**
 * A word typed in capitals for emphasis ("a LOT of excel", "REALLY manual", "we lose HOURS",
 * "NOBODY trusts it") is the word, not a product's name: the capitals say how loud, not what it
 * is. Read by what the word is (an ordinary word the vocabulary knows, an adverb) or by the part
 * it plays in its sentence (a quantity before "of", a word an intensifier or an article bends).
 * A name the tables know is read before this ("SAP", "MYOB"); this reads only names no table knows.
 */
import { keyWords, roughCounts, scales, tens, units } from "../../language/vocabulary";

/** Capitals only, letters only: "LOT", "REALLY"; "AS400", "MYOB" (a mark, a digit) are read apart. */
const ALL_CAPS = /^\p{Lu}{2,}$/u;

/**
 * Ordinary words that are never a product, whatever their case: the vocabulary's number words and
 * key words, spans of time, and the words for everyone, no one and how often.
 */
const ORDINARY = new Set([
  ...keyWords,
  ...Object.keys(units),
  ...Object.keys(tens),
  ...Object.keys(scales),
  ...Object.keys(roughCounts),
  ...`hour hours day days week weeks month months year years minute minutes min mins hr hrs
  nobody everybody everyone anyone anybody someone somebody none nothing something anything
  everything all any every each always never ever often again still now today tomorrow yesterday
  not no yes must need needs want wants hate hates love loves only even just too very so such
  much many more most less least lot lots`.split(/\s+/),
]);

/** Words that bend the next one: "so SLOW", "too MANY", "a HUGE amount". */
const BENT_BY = /(?:^|\s)(?:so|too|very|really|quite|pretty|such|how|extremely|super)\s+$/i;
const ARTICLE = /(?:^|\s)(?:a|an)\s+$/i;
/** What follows a word an article bends: an ordinary lower-case word, not a system's kind. */
const PLAIN_NEXT =
  /^\s+(?!(?:programs?|databases?|db|systems?|apps?|applications?|software|tool|platform|package|install|instance|called|named)\b)\p{Ll}/u;

/** Whether the name at `start`–`end` of `text` is a word said in capitals for emphasis. */
export function shouted(text: string, start: number, end: number): boolean {
  const word = text.slice(start, end);
  if (!ALL_CAPS.test(word)) return false;
  const lower = word.toLowerCase();
  if (ORDINARY.has(lower) || /^\p{L}{2,}ly$/u.test(lower)) return true;
  const before = text.slice(Math.max(0, start - 12), start);
  const after = text.slice(end, end + 16);
  // "a LOT of", "TONS of": a quantity.
  if (/^\s+of\b/i.test(after)) return true;
  if (BENT_BY.test(before)) return true;
  return ARTICLE.test(before) && PLAIN_NEXT.test(after);
}
