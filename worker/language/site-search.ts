/**
 * Answers from the site's own pages: the passages (a FAQ answer, a phase, a page's section) that
 * best match a prospect's question, from the index built at build time (`site-index.json`,
 * `scripts/build-site-index.ts`), loaded once per isolate. Nothing relevant gives [] — Clarity
 * then says it would rather not guess (docs/decisions/034).
 */
import MiniSearch from "minisearch";
import { Kept } from "./kept";
import { tame } from "./normalise";
import { withoutPlainSpeech } from "./plain-speech";
import { askingPart, questionsFirst } from "./questions-first";
import { conceptsIn } from "./site-concepts";
import { askingWords } from "./site-frame-words";
import siteIndex from "./site-index.json";
import { keepingWords } from "./site-index-kept";
import {
  indexOptions,
  type Passage,
  processTerm,
  STOP_WORDS,
  SYNONYMS,
  stemOf,
} from "./site-index-options";
import { numberedFirst } from "./site-numbered";
import { siteForm, siteSpelling } from "./site-words";

export interface SiteAnswer {
  title: string;
  url: string;
  text: string;
  /** The section's title or the FAQ question the passage answers: what it is about. */
  heading?: string;
  score: number;
  /** The question's words the passage matched, in any field (a FAQ question, a heading). */
  matched?: string[];
}

/** The lowest score a passage may have to be an answer (MiniSearch's BM25+, boosts included). */
export const MIN_SCORE = 8;
/** And the share of the question's words it must hold (typos, prefixes and synonyms count). */
export const MIN_MATCHED = 1 / 3;

/** The words of a message searched for: a long message's first ones. */
const MAX_TERMS = 16;
/** How many words of its own a question after a statement names to be searched on its own. */
const ASKS_ALONE = 3;
/** Up to how many words typos are looked for. */
const FUZZY_TERMS = 8;

let loaded: MiniSearch<Passage> | undefined;
const index = () => {
  // What the fixed index holds for a word is read once per isolate (site-index-kept.ts).
  loaded ??= keepingWords(MiniSearch.loadJS<Passage>(siteIndex as never, indexOptions));
  return loaded;
};

/**
 * The words of a question that search looks for (stop words out), each once, a slip of the
 * keyboard read back in a short one. The prospect's "ours" is the pages' "yours": whose
 * something is, said from the other side.
 */
export const termsOf = (question: string): string[] => spelt(question);

/** A question's terms with a slip read back ("sampel" → "sample"), kept per question. */
function spelt(question: string): string[] {
  const kept = speltTerms.get(question);
  if (kept) return [...kept];
  const terms = termsIn(question, Infinity);
  const read = question.length > 200 ? terms : [...new Set(terms.map((t) => siteSpelling(t) ?? t))];
  speltTerms.set(question, read);
  return [...read];
}
const speltTerms = new Kept<readonly string[]>(64);

/**
 * The first `wanted` words of `question` that search looks for and no longer than `longest`
 * letters, each once, in order: the words after them are not read.
 */
function termsIn(question: string, wanted: number, longest = Infinity): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const [w] of searchable(question).matchAll(WORD)) {
    // A word in quotes ("what 'realignment' means") without its closing quote.
    const term = processTerm(w.replace(/['’]+$/, ""));
    if (term === null || seen.has(term)) continue;
    seen.add(term);
    if (term.length <= longest && terms.push(term) >= wanted) break;
  }
  return terms;
}
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * The question with the phrases that are none of the pages' words set aside: "in plain English",
 * "like I'm five" is how to answer, not what.
 */
const searchable = (question: string) =>
  withoutPlainSpeech(question)
    .replace(/\bours\b/gi, "yours")
    // "deal with" is to handle, never the pages' "deal" (a sale won).
    .replace(/\bdeal(?:s|ing|t)?\s+with\b/gi, " ")
    // "if we start in January", "can you start before Christmas": a start dated is the
    // schedule's, never the pages' "Two ways to start a project".
    .replace(
      /\b(?:start(?:s|ed|ing)?|begin(?:s|ning)?|kick(?:s|ing)?\s+off)\s+(?=(?:in|on|by|before|after|next|this|from|early|mid|late|around)\b)/gi,
      " ",
    );

/** The `limit` passages that answer `question` best, best first; [] when none is relevant. */
export function searchSite(question: string, limit = 3): SiteAnswer[] {
  // One turn looks the same words up more than once (the route, then the engine's lookups): the
  // last few searches are kept. A copy, as callers add to the list they get.
  const key = `${limit}|${question}`;
  const kept = recentSearches.get(key);
  if (kept) return [...kept];
  const found = numberedFirst(question, searched(question, limit), phasePassages());
  recentSearches.set(key, found);
  return [...found];
}
const recentSearches = new Kept<readonly SiteAnswer[]>(32);

/**
 * What a message is searched by: its words, with a question after a statement read first, and the
 * words the share of matched words is counted over — not a question's frame ("covered?") nor a
 * chat's filler, and only the question's when it names its own subject ("…the board is keen but
 * nervous. So what actually is a readiness simulation?"). "…got a slide deck. Why would this be
 * different?" leans on the statement: read whole. No word of a page is longer than 24 letters: a
 * longer "term" (a pasted run) finds nothing and would cost a fuzzy match over its whole length.
 */
function readingOf(question: string) {
  const whole = question.slice(0, 2000);
  const asking = askingPart(whole);
  const own = askingWords(termsIn(tame(asking), MAX_TERMS, 24));
  // Or fewer, with a phrase of the pages' concepts ("what is a readiness simulation?").
  const alone =
    own.length >= ASKS_ALONE ||
    (own.length > 0 && asking !== whole && conceptsIn(asking.slice(0, 500)).length > 0);
  const asked = alone ? questionsFirst(whole) : whole;
  const terms = termsIn(tame(asked), MAX_TERMS, 24);
  const mine = alone ? own : askingWords(terms);
  return { asked, terms, counted: mine.length ? mine : terms };
}

function searched(question: string, limit: number): SiteAnswer[] {
  const { asked, terms, counted } = readingOf(question);
  // A word the pages use in another form ("distributors" → "distribution") is searched in theirs;
  // a phrase or a question's kind ("how much", "haven't picked a vendor") in the pages' words.
  // "Who is this not for?" is all small words: its concept is what it asks.
  const concepts = conceptsIn(asked.slice(0, 500));
  if (!terms.length && !concepts.length) return [];
  // A slip of the keyboard ("sampel rfp") is looked up as the pages' word too, in a question.
  const spelt = new Map<string, string>();
  if (terms.length <= FUZZY_TERMS)
    for (const t of terms) {
      const read = siteSpelling(t, true);
      if (read && !STOP_WORDS.has(read)) spelt.set(t, read);
    }
  const query = [
    ...terms,
    ...terms.flatMap((t) => SYNONYMS[t] ?? []),
    ...concepts.flatMap((c) => c.pages),
    ...terms.slice(0, FUZZY_TERMS).flatMap((t) => siteForm(t) ?? []),
    ...spelt.values(),
  ];
  // Typos are looked for in a question, not in a long message: fuzzy search is most of the cost.
  // A synonym or a concept stands for what the question is about ("wipe" → erase): it counts
  // double, so a passage that shares only the question's incidental words ("later", "typed")
  // ranks below; a word most passages hold ("simulation") counts less beside others.
  const meant = new Set([
    ...terms.flatMap((t) => SYNONYMS[t] ?? []),
    ...concepts.flatMap((c) => c.pages),
  ]);
  const common = terms.length > 1 ? commonTerms() : undefined;
  const boostTerm = (term: string) => (meant.has(term) ? 2 : common?.has(term) ? 0.5 : 1);
  const results = index().search(
    query.join(" "),
    terms.length > FUZZY_TERMS ? { fuzzy: false, boostTerm } : { boostTerm },
  );
  const byConcept = (t: string, found: Set<string>) =>
    concepts.some((c) => c.covers.includes(t) && c.pages.some((w) => found.has(w))) ||
    // "quote-to-cash": a word of its own in the pages' index (which cuts at hyphens).
    (t.includes("-") && t.split("-").some((w) => w.length > 2 && found.has(w)));
  const out: SiteAnswer[] = [];
  for (const r of results) {
    // A score is a sum over the question's words: a one-word question ("the prototype?") scores
    // less for the same relevance, so its floor is lower.
    if (out.length >= limit || r.score < Math.min(MIN_SCORE, 4 * Math.max(1, terms.length))) break;
    const found = new Set(r.queryTerms);
    const matched = counted.filter(
      (t) =>
        found.has(t) ||
        SYNONYMS[t]?.some((s) => found.has(s)) ||
        byConcept(t, found) ||
        found.has(spelt.get(t) ?? ""),
    );
    if (counted.length && matched.length / counted.length < MIN_MATCHED) continue;
    if (!counted.length && !concepts.some((c) => c.pages.some((w) => found.has(w)))) continue;
    out.push({
      title: r.title,
      url: r.url,
      heading: r.heading,
      text: r.text,
      score: Math.round(r.score * 10) / 10,
      matched: r.queryTerms,
    });
  }
  return out;
}

/** Passages for a prompt: at most `max` characters in all, the last one cut at a sentence. */
export function boundedPassages(passages: readonly SiteAnswer[], max = 1200): SiteAnswer[] {
  const out: SiteAnswer[] = [];
  let left = max;
  for (const p of passages) {
    const room = left - p.title.length - p.url.length;
    if (room < 80) break;
    const text = p.text.length <= room ? p.text : cutAt(p.text, room);
    out.push({ ...p, text });
    left -= p.title.length + p.url.length + text.length;
  }
  return out;
}

const cutAt = (text: string, max: number) => {
  const cut = text.slice(0, max - 1);
  const end = cut.lastIndexOf(". ");
  return end > max / 3 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(" "))}…`;
};

/** Share of the passages a word is in for it to say little about which one answers. */
const COMMON_SHARE = 0.25;
let common: Set<string> | undefined;

/** The pages' words most of their passages hold ("simulation", "project"). */
function commonTerms() {
  if (common) return common;
  const df = frequencies();
  const passages = storedPassages().length;
  common = new Set([...df].filter(([, n]) => n > passages * COMMON_SHARE).map(([t]) => t));
  return common;
}

let commonStemSet: Set<string> | undefined;

/**
 * Whether a word (as a stem) is one most of the pages' passages hold ("simulation"): a passage
 * that names it says little about being the answer.
 */
export function isCommonStem(stem: string): boolean {
  commonStemSet ??= new Set([...commonTerms()].map(stemOf));
  return commonStemSet.has(stem);
}

let docFrequency: Map<string, number> | undefined;

/** In how many passages each indexed term appears. */
function frequencies() {
  if (docFrequency) return docFrequency;
  docFrequency = new Map();
  const terms = (
    siteIndex as unknown as { index: [string, Record<string, Record<string, number>>][] }
  ).index;
  for (const [term, fields] of terms) {
    const docs = new Set(Object.values(fields).flatMap((f) => Object.keys(f)));
    docFrequency.set(term, docs.size);
  }
  return docFrequency;
}

/**
 * The question's words that only a few passages use ("distribution", "RFP"): what it is about
 * when its other words are common ones that drown them in a search of the whole question.
 */
export function rareTerms(question: string, maxPassages = 4): string[] {
  const df = frequencies();
  return termsOf(question).filter((t) => {
    const n = df.get(t);
    return n !== undefined && n <= maxPassages;
  });
}

let every: SiteAnswer[] | undefined;

/** Every passage of the index, in the pages' order, unscored: for answers chosen by kind. */
export function storedPassages(): readonly SiteAnswer[] {
  every ??= Object.values(
    (siteIndex as unknown as { storedFields: Record<string, Omit<SiteAnswer, "score">> })
      .storedFields,
  ).map((p) => ({ ...p, score: 0 }));
  return every;
}

let phases: SiteAnswer[] | undefined;

/**
 * The process's phases as the pages state them, in order (the passages whose heading is "…
 * Phase N: …"): what a question about what comes first, next or last is answered from.
 */
export function phasePassages(): readonly SiteAnswer[] {
  if (phases) return phases;
  phases = storedPassages()
    .map((p) => ({ ...p, n: Number(/\bPhase (\d+):/.exec(p.heading ?? "")?.[1] ?? 0) }))
    .filter((p) => p.n > 0)
    .sort((a, b) => a.n - b.n)
    .map(({ n: _n, ...p }) => ({ ...p, score: 0 }));
  return phases;
}
