/**
 * "Do you also train our end users?", "Do you sell support contracts?", "Have you worked with
 * distribution businesses?": a question whether the offer includes something names that thing
 * after "you"; a page answers it only if it names it too. A page about something else that shares
 * a word ("live", "report") does not, and Clarity says plainly the pages don't say
 * (docs/decisions/033).
 */
import { asksToErase } from "../../language/site-concepts";
import { SYNONYMS, stemOf, stemsOf } from "../../language/site-index-options";
import { type SiteAnswer, termsOf } from "../../language/site-search";
import { siteForm } from "../../language/site-words";

/** Verbs that say only that something is done or offered: the thing done is what is asked. */
const DOING = new Set(
  (
    "do does did doing offer offers offered provide provides sell sells handle handles help helps " +
    "take takes run runs deliver delivers work works worked working have has had give gives make " +
    "makes cover covers include includes also ever guys folks usually typically normally even " +
    "people team someone anyone need explain tell show describe walk send share clarify confirm " +
    "know think recommend suggest advise mean"
  ).split(" "),
);
/** Verbs of telling after "you": the question asks to be told something. */
const TELLING =
  /^(?:(?:also|please|just|quickly|briefly)\s+)*(?:explain|tell|describe|walk|clarify|confirm|outline)\b/i;
/** Verbs of handing something over ("share names of past clients"): the thing is what is asked. */
const HANDING = /^(?:(?:also|please|just)\s+)*(?:show|send|share|give)\s+(?:(?:us|me|them)\s+)?/i;
/** Words that end the named thing: a preposition, a conjunction, a clause after it. */
const END =
  /^(?:on|in|into|onto|across|at|for|from|after|before|during|once|when|while|if|or|and|but|so|because|to|by|within|as|like|than|since|until|with(?!\s)|we|they|you|i|will|would|can|could|should|is|are|was|were|must|might)$/i;
/** Words that only say what the thing is ("business", "company", "our"): not the thing. */
const PLAIN = new Set(
  (
    "business businesses company companies firm firms one ones thing things kind kinds type sort " +
    // Hedges and fillers: "do you only do ERP", "do you really handle … stuff".
    "only just really actually stuff"
  ).split(" "),
);

/** The words naming what a "do you (also) …" question asks the offer to include; [] for none. */
/**
 * A question about our past: "how did you start", "why did your firm begin", "have you ever
 * delivered an implementation this size" (the team's record, not a service asked for).
 */
const PAST_OF_US =
  /\b(?:how|why|when)\s+did\s+(?:you|your)\b|\b(?:have|has)\s+(?:you|your \w+|you guys|you lot|y'?all)\b[^?.]{0,15}\b(?:delivered|led|run|ran|managed)\b[^?.]{0,20}\b(?:implementations?|rollouts?|projects?|programmes?|programs?)\b/i;

export function serviceWords(question: string): string[] {
  const m =
    /\b(?:(?:are|would|will) you (?:be )?(?:able|willing|happy|prepared|open) to|(?:do|can|could|would|will|have|did)\s+(?:you|your (?:people|team|consultants|folks|staff|side|firm|company)))\b\s*(.*)$/i.exec(
      question,
    );
  // "Could you explain…", "can you tell me…": a question for information, not for a service;
  // nor asking to be erased ("can you delete all the info you have about me") or how we began
  // ("how did you guys get started").
  if (!m || TELLING.test(m[1]!) || asksToErase(question) || PAST_OF_US.test(question)) return [];
  const words = m[1]!
    .replace(HANDING, "")
    .replace(/[?!.,;:—–].*$/, "")
    .split(/\s+/)
    .filter(Boolean);
  const named: string[] = [];
  let started = false;
  for (const word of words) {
    if (
      !started &&
      (DOING.has(word.toLowerCase()) ||
        /^(?:with|on|for|in|to|alongside|together|beside)$/i.test(word))
    )
      continue;
    if (started && END.test(word)) break;
    started = true;
    named.push(word);
  }
  // A version's number ("Dynamics 365", "GP 2016") need not be on the page that names the product.
  return termsOf(named.join(" ")).filter((t) => !PLAIN.has(t) && !DOING.has(t) && !/^\d+$/.test(t));
}

/** Whether a passage names every word of what the question asks the offer to include. */
export function namesService(passage: SiteAnswer, words: readonly string[]): boolean {
  if (!words.length) return true;
  // The thing's words said together, in one sentence (or the heading): "configure NetSuite" is
  // not a page that names NetSuite in one sentence and "configurable" products in another.
  const heading = passage.heading ?? "";
  return passage.text.split(/(?<=[.!?])\s+/).some((sentence) => {
    const text = stemsOf(`${heading} ${sentence}`);
    // A word the pages say otherwise counts in their words ("consultancies" → "consultants").
    return words.every((w) => [w, ...(SYNONYMS[w] ?? [])].some((x) => text.includes(stemOf(x))));
  });
}

/** Experience asked after: "any experience with wholesale distributors?", "worked with food firms before?". */
const EXPERIENCE =
  /\b(?:experience|track record|background|worked|done (?:this|it|that|one|projects?))\s+(?:with|in|for|among)\s+(.*)$/i;

/**
 * The same asked as whom we take as a client: "would you take a brewery as a client?", "do you
 * work with clients like museums?" (a product named after "work with" is no client).
 */
const AS_CLIENT =
  /\b(?:take|take on|accept|have|want)\s+(?:on\s+)?(?:an?\s+)?(.+?)\s+as (?:a |an )?(?:clients?|customers?)\b|\b(?:clients?|customers?|companies|firms|organi[sz]ations|businesses)\s+like\s+(?!us\b|ours\b|yours\b)(.+)$/i;

/**
 * The kinds of company a question asks whether we have worked with, each word on its own (a page
 * names an industry by any of them: "distribution" for "wholesale distributors"); [] for none.
 */
export function industryWords(question: string): string[] {
  const m = EXPERIENCE.exec(question) ?? AS_CLIENT.exec(question);
  const kind = m?.[1] ?? m?.[2];
  if (!kind) return [];
  const named = kind.replace(/[?!.;:—–].*$/, "").replace(/\b(?:before|ever|already|too)\b.*$/i, "");
  return termsOf(named).filter((t) => !PLAIN.has(t) && !DOING.has(t));
}

/** Whether a passage names any of the kinds of company asked about, in its words or the pages'. */
export function namesIndustry(passage: SiteAnswer, words: readonly string[]): boolean {
  const text = stemsOf(`${passage.heading ?? ""} ${passage.text}`);
  return words.some((w) => [w, siteForm(w) ?? w].some((x) => text.includes(stemOf(x))));
}
