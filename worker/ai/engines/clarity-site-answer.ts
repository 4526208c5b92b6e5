/**
 * A question the site's pages answer, answered from the best passage (`worker/language/
 * site-search.ts`): the sentence or two of it that hold the question's words, not the passage
 * pasted, with a link to the page it comes from (docs/decisions/034).
 */

import { asksSiteOperator, asksToErase, conceptWords } from "../../language/site-concepts";
import { SYNONYMS, stemOf, stemsOf } from "../../language/site-index-options";
import { isCommonStem, type SiteAnswer, termsOf } from "../../language/site-search";
import { GENERIC, holdsPhrase, phrasesOf } from "./clarity-phrases";

/** What the prospect said this turn, and the site's passages that answer it (best first). */
export interface Said {
  text: string;
  passages: readonly SiteAnswer[];
  /** The prospect's message before this one: what a follow-up refers back to. */
  previous?: string;
  /** The prospect's last messages before this one, newest first (up to two). */
  earlier?: readonly string[];
}

/** An answer's most characters before the link. */
const MAX_ANSWER = 320;
/** A sentence that announces a list of items: a short lead-in ending in a word and a colon. */
const LIST_LEAD = /^[^:.!?]{3,60}\b[a-z]+:\s+\p{Lu}/u;

const stem = stemOf;
export const stemsIn = stemsOf;

/**
 * The passage's sentences, each with how many of the question's words it holds; a word in an
 * item's name ("Team Realignment (Realign) — …") counts twice: it is what the item is about.
 */
function scored(text: string, terms: readonly string[]) {
  const stems = [...new Set(terms.map(stem))];
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9$“"(])/).map((sentence) => {
    const words = new Set(stemsIn(sentence));
    const name = /^([^—–]{1,60}) [—–] /.exec(sentence)?.[1];
    const named = new Set(name ? stemsIn(name) : []);
    return {
      sentence,
      hits: stems.filter((s) => words.has(s)).length + stems.filter((s) => named.has(s)).length,
    };
  });
}

/**
 * The sentence(s) of `passage` that answer `question`: the best, and the next when it adds.
 * `other`: the passage's answer to an earlier question was this one already — the best of the
 * other sentences instead, so a second question about the same page gets its own answer.
 */
export function answerSentences(passage: string, question: string, other = false): string {
  const terms = termsOf(question);
  const sentences = scored(passage, [
    ...terms,
    ...terms.flatMap((t) => SYNONYMS[t] ?? []),
    ...conceptWords(question),
  ]);
  let best = 0;
  for (let i = 1; i < sentences.length; i++)
    if (sentences[i]!.hits > sentences[best]!.hits) best = i;
  if (other && sentences.length > 2) {
    const first = best;
    best = first === 0 ? 2 : 0;
    for (let i = 0; i < sentences.length; i++)
      if (i !== first && i !== first + 1 && sentences[i]!.hits > sentences[best]!.hits) best = i;
  }
  // "Or email us …" goes on from the sentence before it: an answer starts where its thought does.
  if (best > 0 && /^(?:Or|And|But|Also)\b/.test(sentences[best]!.sentence))
    best = Math.max(
      0,
      sentences.findIndex((x) => x.hits > 0),
    );
  let out = sentences[best]!.sentence;
  let last = best;
  const next = sentences[best + 1]?.sentence;
  if (next && out.length < 140 && out.length + next.length < MAX_ANSWER) {
    out = `${out} ${next}`;
    last = best + 1;
  }
  // A list announced ("We'll tell you honestly if: The project is under $100K …") goes on to
  // its last item, while the answer stays short: not its first item alone.
  if (LIST_LEAD.test(sentences[last]!.sentence))
    for (let i = last + 1; i < sentences.length; i++) {
      const item = sentences[i]!.sentence;
      const header = LIST_LEAD.test(sentences[i + 1]?.sentence ?? "") || LIST_LEAD.test(item);
      if (header || out.length + item.length + 1 > MAX_ANSWER) break;
      out = `${out} ${item}`;
    }
  if (out.length <= MAX_ANSWER) return out;
  const cut = out.slice(0, MAX_ANSWER);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:—–-]+$/, "")}…`;
}

/** The question's own words: what it names beyond the words every question shares and figures. */
export const ownWordsOf = (question: string) =>
  termsOf(question).filter((t) => !GENERIC.has(t) && !/^\d/.test(t));

/** The question's words that say what it is about, as stems. */
export const contentStems = (question: string) => [
  ...new Set(
    termsOf(question)
      .filter((t) => !GENERIC.has(t) && !/^\d/.test(t))
      .flatMap((t) => [t, ...(SYNONYMS[t] ?? [])])
      .map(stem),
  ),
];

/** How many of `stems` a passage holds; one in the page's name counts twice (it is the subject). */
const shared = (p: SiteAnswer, stems: readonly string[]) => {
  const words = new Set([
    ...stemsIn(`${p.title} ${p.heading ?? ""} ${p.text}`),
    ...(p.matched ?? []).map(stem),
  ]);
  const title = new Set(stemsIn(p.title));
  return stems.filter((s) => words.has(s)).length + stems.filter((s) => title.has(s)).length;
};

/** Whether a passage's heading names what the question is about ("Stress Test with Your Team"). */
export const headingNames = (p: SiteAnswer, question: string, synonyms = false) => {
  const heading = new Set(stemsIn(p.heading ?? ""));
  // By default the question's own words, not their synonyms: "keep" is not "What we store".
  const words = ownWordsOf(question);
  const all = synonyms ? [...words, ...words.flatMap((w) => SYNONYMS[w] ?? [])] : words;
  return all.some((w) => heading.has(stem(w)));
};

/**
 * Whether a passage is about one of `words`: its heading or an item's name ("Team Realignment
 * (Realign) — …") holds it, not a sentence that mentions it in passing.
 */
export const namesAsSubject = (p: SiteAnswer, words: readonly string[]) => {
  const names = [
    p.heading ?? "",
    ...[...p.text.matchAll(/(?:^|[.!?]\s+)([^—–.!?]{1,60}) [—–] /g)].map((m) => m[1]!),
  ];
  const stems = new Set(stemsIn(names.join(" ")));
  return words.some((w) => stems.has(stem(w)));
};

/** A legal page's passage (terms, privacy): an answer only to a question about data or terms. */
const legalPage = (p: SiteAnswer) => /^\/(?:terms|privacy)\b/.test(p.url);
const legalQuestion =
  /\b(?:data|privacy|private|personal|gdpr|cookies?|legal|terms|liab\w*|warrant\w*|guarantee\w*|consent|retention|confidential\w*|nda|delete|erase|wipe|forget|messages?|chat|typed|write|wrote|stor(?:e|ed|es|ing|age)|provider|third[- ]part\w*|sees?|reads?|rely|security|secure|contact|reach|e-?mail|analytics|track\w*|imprint|operator|commit\w*|oblig\w*|binding|entity|registered|(?:runs|operates|owns) (?:this|the) (?:site|website))\b/i;

/**
 * How many of `stems` are a passage's subject: in its heading (a section, a FAQ question), or
 * said twice in it — not a word it mentions once in passing.
 */
const subjectHits = (p: SiteAnswer, stems: readonly string[]) => {
  const heading = new Set(stemsIn(p.heading ?? ""));
  const text = stemsIn(p.text);
  return stems.filter((s) => heading.has(s) || text.filter((w) => w === s).length >= 2).length;
};

/** The share of a passage's words that are the question's: how much of it is about them. */
const focusOf = (p: SiteAnswer, stems: readonly string[]) => {
  const words = stemsIn(p.text);
  const wanted = new Set(stems);
  return words.filter((w) => wanted.has(w)).length / Math.max(words.length, 1);
};

/**
 * What the offer is made of: a question that names one is about it, and a passage without it
 * (in its words, its heading or a synonym) does not answer it.
 */
const KEY_NOUNS = new Set(
  (
    "prototype partner consultant integrator report interview sprint workshop data price " +
    "outcome phase deliverable roadmap vendor rfp blueprint"
  ).split(" "),
);
/** The question's words that name part of the offer ("integrator", "prototype", "reports"). */
export const keyNounsOf = (question: string) =>
  termsOf(question)
    .map((t) => t.replace(/['’]$/, ""))
    .filter((t) => KEY_NOUNS.has(t.replace(/s$/, "")));
const wordsIn = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The page's word to implementation consultants answers a consultant, a partner or a third party
 * of theirs ("our Odoo solution provider") — not a prospect asking whether the service itself is
 * "a consultancy thing".
 */
export const FOR_CONSULTANTS = /^For implementation consultants/i;
export const ASKS_IF_WE_CONSULT =
  /\b(?:is (?:it|this|that|clarity)|are you(?: guys)?|so you(?:'re| are))\b[^.?!]{0,20}\bconsult\w*/i;

/**
 * The passage that answers `question`: one that shares a word about its subject, and that
 * clearly beats the next such passage (more of those words, or a higher score by a margin). A
 * passage whose heading names the question's subject ("For implementation consultants", a phase
 * that builds the prototype) goes before one that mentions it in passing (a disclaimer); a legal
 * page answers only a question about data or terms. Null when none does: better "the site
 * doesn't say" than the wrong page.
 */
export function answeringPassage(
  question: string,
  passages: readonly SiteAnswer[],
): SiteAnswer | null {
  // The pages' words for what it asks count as its own ("how much do you charge" → cost).
  const stems = [...new Set([...contentStems(question), ...conceptWords(question).map(stem)])];
  // What makes a passage about the question: its words that few passages hold, when it has some.
  const rarer = stems.filter((s) => !isCommonStem(s));
  const about = rarer.length ? rarer : stems;
  // "…wiped", "removed": asking to erase, in any form of the word, asks the privacy page.
  const legal = legalQuestion.test(question) || asksToErase(question) || asksSiteOperator(question);
  const keys = keyNounsOf(question);
  const phrased = holdsPhrase(phrasesOf(question));
  const holds = (p: SiteAnswer) => {
    // A passage that holds a two-word name of the question as written is about what it asks.
    if (phrased(p)) return true;
    // The passage's own words: a fuzzy match ("integrator" for "integration") is not the noun.
    const words = wordsIn(`${p.heading ?? ""} ${p.text}`);
    return keys.every((k) =>
      [k.replace(/s$/, ""), ...(SYNONYMS[k] ?? [])].some((w) => words.some((x) => x.startsWith(w))),
    );
  };
  const ourKind = ASKS_IF_WE_CONSULT.test(question);
  // Asked to erase, the page on how to erase answers before the one on what is kept; asked who
  // runs the site, the imprint before who the team are.
  const erase = asksToErase(question);
  const operator = asksSiteOperator(question);
  const erasing = (p: SiteAnswer) =>
    (erase && /\b(?:erase|delete)\b/i.test(p.heading ?? "")) ||
    (operator && /^imprint$/i.test(p.heading ?? ""));
  const ranked = passages
    .filter((p) => (legal || !legalPage(p)) && holds(p))
    .filter((p) => !ourKind || !FOR_CONSULTANTS.test(p.heading ?? ""))
    .map((p) => ({
      p,
      hits: shared(p, stems),
      subject: subjectHits(p, about) > 0,
      focus: focusOf(p, stems),
      phrase: phrased(p),
    }))
    .filter((r) => r.hits > 0)
    .sort(
      (a, b) =>
        Number(erasing(b.p)) - Number(erasing(a.p)) ||
        Number(b.phrase) - Number(a.phrase) ||
        Number(b.subject) - Number(a.subject) ||
        b.p.score - a.p.score,
    );
  // The same passage on two pages (the imprint on the privacy and the terms page) is one answer.
  const [best, next] = ranked.filter(
    (r, i) => ranked.findIndex((x) => x.p.text === r.p.text) === i,
  );
  if (!best) return null;
  const clear =
    !next ||
    (best.phrase && !next.phrase) ||
    (best.subject && !next.subject) ||
    best.hits > next.hits ||
    best.p.url.split("#")[0] === next.p.url.split("#")[0] ||
    best.p.score >= next.p.score * 1.15;
  if (clear) return best.p;
  // Two pages about as good: the one that is about the question's words, not one long page
  // that names them once among much else.
  if (best.focus >= next.focus * 1.5) return best.p;
  if (next.focus >= best.focus * 1.5 && next.hits >= best.hits) return next.p;
  return null;
}

/**
 * A page's answer to `question`, with its link. When the passage's heading names the subject and
 * the sentences don't ("For implementation consultants"), the heading leads, so the answer says
 * what it is about.
 */
export function pageAnswer(passage: SiteAnswer, question: string, other = false): string {
  const sentences = answerSentences(passage.text, question, other);
  const heading = passage.heading ?? "";
  const stems = contentStems(question);
  const inAnswer = new Set(stemsIn(sentences));
  const named =
    heading &&
    !/\?\s*$/.test(heading) &&
    stems.some((s) => subjectHits(passage, [s]) > 0 && !inAnswer.has(s));
  const more = other
    ? `The same page has more: [${passage.title}](${passage.url}).`
    : `More on [${passage.title}](${passage.url}).`;
  return `${named ? `**${heading}:** ` : ""}${sentences} ${more}`;
}

/** The answer from the site's passage that answers the message, or null when no page does. */
export function siteAnswer(said: Said | undefined): string | null {
  const passage = said && answeringPassage(said.text, said.passages);
  if (!said || !passage) return null;
  return pageAnswer(passage, said.text);
}
