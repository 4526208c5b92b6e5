/**
 * A prospect's words made readable once, before any reader looks at them: Unicode folded (NFKC,
 * curly quotes straight), chat shorthand spelled out ("ppl", "nxt", "approx") and slips of the
 * keyboard on the words that carry facts read back ("buget", "milion", "euors"), and on the names
 * of teams and tools ("finanace", "salesfroce": slip-names.ts) — so every reader sees "budget",
 * and none keeps a list of misspellings (docs/decisions/033).
 */
import { closest, distance } from "fastest-levenshtein";
import { uncapped } from "./caps-lock";
import { unnumbered } from "./enumerated";
import { Kept } from "./kept";
import { shorthand } from "./shorthand";
import { namedThings, theirForms } from "./slip-names";
import { keyWords, monthWord, seasons } from "./vocabulary";

/**
 * The words a slip is read back to: the facts' words, and the names of teams and tools (those
 * from lower case only: a word in capitals near one is a company's or a person's name).
 */
const readTo = [...keyWords, ...namedThings];
const known = new Set([...readTo, ...theirForms]);
const byLength = new Map<number, string[]>();
for (const w of readTo) {
  for (const n of [w.length - 1, w.length, w.length + 1]) {
    byLength.set(n, [...(byLength.get(n) ?? []), w]);
  }
}

/** Real words one letter from a key word: never "corrected". */
const realWords = new Set([
  // English words one or two letters from "sterling": never read as the currency.
  "steering",
  "stealing",
  "starling",
  "swelling",
  "stirring",
  "spelling",
  "stuff",
  "budge",
  "mouth",
  "mouths",
  // "stock counts never match": a verb, not the month.
  "match",
  "marsh",
  "phones",
  "called",
  "caller",
  "calls",
  "about",
  "peoples",
  "abouts",
  "next",
  "text",
  "nest",
  "pounded",
  "around",
  "ground",
  "round",
  "found",
  "sound",
  "bound",
  "wound",
  "mound",
  "hound",
  "pound",
  "launch",
  "lunch",
  "decider",
  "decided",
  "decides",
  "fifths",
  "sixths",
  "tenth",
  "tenths",
  "seventh",
  "eighth",
  "ninth",
  "fourth",
  "fourths",
  "forth",
  "fifth",
  "sixth",
  "thirds",
  "there",
  "these",
  "those",
  "three",
  "threw",
  "thee",
  "sever",
  "severe",
  "seven",
  "even",
  "event",
  "events",
  "fight",
  "eight",
  "weight",
  "height",
  "night",
  "nine",
  "line",
  "mine",
  "wine",
  "fine",
  "none",
  "nice",
  "twice",
  "twine",
  "twelfth",
  "quarters",
  "quartet",
  "marches",
  "starch",
  "june",
  "tune",
  "dune",
  "july",
  "duly",
  "august",
  "months",
  "weeks",
  "weekly",
  "monthly",
  "phoned",
  "closed",
  "closer",
  "closes",
  "closet",
  "chose",
  "clone",
  "clove",
  "discover",
  "discovers",
  "discovered",
  "proposed",
  "proposes",
  "proposer",
  "negotiating",
  // Words one or two letters from "employees" that say something else: "employee count",
  // "my employer", "we employed 20 last year".
  "employee",
  "employer",
  "employers",
  "employed",
  "employing",
]);

const cache = new Map<string, string>();

/** The key word a misspelt word stands for, or the word itself. */
function readBack(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 5 || known.has(lower) || realWords.has(lower) || /\d/.test(lower)) return word;
  const hit = cache.get(lower);
  if (hit !== undefined) return kept(word, hit);
  const near = byLength.get(lower.length) ?? [];
  const best = near.length ? closest(lower, near) : "";
  const limit = lower.length >= 8 ? 2 : 1;
  const d = best ? distance(lower, best) : 99;
  // Two letters swapped ("euors") is one slip, though it is two edits.
  const swapped = d === 2 && [...lower].sort().join("") === [...best].sort().join("");
  // Two letters changed in place is another word more often than a slip ("starting" is not
  // "sterling"): two edits count only as a swap, or with a letter left out or typed twice.
  // "deadlines", "decisions": a key word's plural is that word, never a slip of it.
  const plural = lower === `${best}s` || lower === `${best}es`;
  const slip = !plural && (d <= 1 || (d <= limit && lower.length !== best.length) || swapped);
  const fixed = best && slip && best[0] === lower[0] ? best : "";
  if (cache.size < 5_000) cache.set(lower, fixed);
  return kept(word, fixed);
}

/** A team's or a tool's name, read back to only from lower case: "Logistix" is a company's name. */
const names = new Set(namedThings);
const kept = (word: string, fixed: string) =>
  fixed && !(names.has(fixed) && /\p{Lu}/u.test(word)) ? fixed : word;

/**
 * What no person types, made small before any pattern runs over it: a run of 30 digits or more
 * becomes one space, whitespace runs one space, a mark repeated past three ("!!!!", "....") three
 * marks. Every reader's patterns then stay linear (a 4,000-digit paste cost the size reader
 * 100 ms, 4,000 spaces the move reader a second).
 */
export const tame = (text: string) =>
  text
    .replace(/(?:\d[\s.,()/-]{0,2}){30,}/g, " ")
    .replace(/\s{2,}/g, " ")
    .replace(/([^\p{L}\p{N}\s])\1{3,}/gu, "$1$1$1");

/** The text every reader reads: same length class, same sentences, words made plain. */
export function normalise(text: string): string {
  // Every reader normalises what it is given — the whole message, then its sentences and
  // clauses, each read by several readers in turn: the last few are kept, so each is normalised
  // once (a turn of 1,200 characters asked for nine, one message held nothing of the rest).
  const kept = recent.get(text);
  if (kept !== undefined) return kept;
  const plain = normalised(text);
  recent.set(text, plain);
  // Readers are handed text already normalised and normalise it again: the result is its own.
  if (plain !== text) recent.set(plain, plain);
  return plain;
}

const recent = new Kept<string>(64);

/**
 * A word as every reader reads it: its shorthand, or its slip read back. Each word written is
 * read once per isolate (a message's words are mostly ones read before), up to `WORDS` of them.
 */
function plainWord(written: string): string {
  const kept = wordsRead.get(written);
  if (kept !== undefined) return kept;
  const word = written.replace(/\.$/, "");
  const short = shorthand[word.toLowerCase()];
  const plain = short ?? readBack(word) + written.slice(word.length);
  if (wordsRead.size >= WORDS) wordsRead.clear();
  wordsRead.set(written, plain);
  return plain;
}
const WORDS = 5_000;
const wordsRead = new Map<string, string>();

const SHORT_YEAR = new RegExp(
  String.raw`\b(${Object.keys(seasons).join("|")}|${monthWord})\s*'\s*(\d{2})\b`,
  "gi",
);

function normalised(text: string): string {
  return (
    // "1) slow quotes 2) no job costs": each point numbered inline is a sentence of its own.
    unnumbered(uncapped(tame(text.normalize("NFKC"))))
      .replace(/[‘’‛′]/g, "'")
      .replace(/[“”„″]/g, '"')
      .replace(/[‐‑‒–—]/g, (d) => (d === "—" ? " — " : "-"))
      // "we r 120 ppl", "u r": "are" typed as one letter after a pronoun.
      .replace(/\b(we|you|they|u)\s+r\b/gi, "$1 are")
      // "why do u need that", "ur team": "you" and "your" in lower case ("U.S." is no "you").
      .replace(/(?<![\w.'])u(?![\w.'])/g, "you")
      .replace(/(?<![\w.'])ur(?![\w.'])/g, "your")
      // "finance n production": "and" typed as one letter between two words.
      .replace(/(?<=[a-z]{2}) n (?=[a-z]{2})/g, " and ")
      // "w/ Sarah", "lunch w priya": "with" typed short (lower case: "W" may be an initial).
      .replace(/(?<![\w&'./-])w(?:\/\s*|\s+)(?=[\w$€£])/g, "with ")
      // "q3'27", "H1’28": a quarter or a half with its year cut short, written whole.
      .replace(
        /\b(q[1-4]|h[12])\s*'\s*(\d{2})\b/gi,
        (_m, part: string, yy: string) => `${part.toUpperCase()} 20${yy}`,
      )
      // "spring '27", "March '28": a season or a month with its year cut short.
      .replace(SHORT_YEAR, (_m, part: string, yy: string) => `${part} 20${yy}`)
      // "on begin of 2027", "at begin of April": a second language's word for the beginning.
      .replace(/\bbegin of\b/gi, "beginning of")
      // "80ppl", "200emps": a headcount typed without its space.
      .replace(/(?<![\w.])(\d+)(ppl|ppls|people|emps?|employees|staff|ftes?)\b/gi, "$1 $2")
      // A shorthand's own dot before a figure or a small word ("approx. 90") ends no sentence: it
      // goes with the shorthand. Before a capital it does ("130 ppl. Current ERP is Sage 200"):
      // the word after it opens a sentence, no name.
      .replace(/\b[A-Za-z][A-Za-z0-9]*\b(?:\.(?=\s+[\d~$€£a-z]))?/g, plainWord)
  );
}
