/**
 * Whose the work is, and whom it may be shown (docs/decisions/033): "who holds the rights to the
 * requirements?", "is the prototype ours?" are answered by what the pages say of ownership (the
 * deliverables are yours); "can we show the report to our board?" by the page's sentence that
 * names that audience, else by the same ownership. Only for what the simulation produces (or
 * "it", "that"): who owns a process of theirs is no question for these pages.
 */
import { type SiteAnswer, storedPassages } from "../../language/site-search";

/** Asking whose something is. */
const WHOSE =
  /\bwho\b(?:\s+\w+){0,2}\s+(?:owns?|holds?|holding|keeps?|retains?|hangs? on to|has (?:the )?rights|gets? to keep)\b|\bwhose\b|\bbelongs? to\b|\brights? (?:to|in|over|of)\b|\bintellectual property\b|\bIP\b|\bcopyright\b|\bownership of\b|\b(?:do|would|will|can) (?:we|i) (?:own|keep|retain|get to keep|hold on to)\b|\b(?:is|are) (?:it|that|this|they|those|these) (?:ours|ours to keep)\b|\bours to keep\b/i;
/** Asking to show, hand or send it to someone: the audience follows "to". */
const HANDING =
  /\b(?:(?:show|share|hand|pass|forward|circulate|present|distribute)(?:s|ed|n|ing)?|send|sent|give|given|take|taken)\s+((?:[\p{L}-]+\s+){0,4}?)(?:on\s+)?(?:to|with)\s+(?:our|the|my|their|any|all|other)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)/iu;
/** Leave asked to pass something on: "are we allowed to circulate…", "can we share…". */
const LEAVE_TO_HAND =
  /\b(?:allowed|permitted|free|ok(?:ay)?|fine)\s+to\s+(?:share|circulate|forward|distribute|pass|show|publish|reuse|copy)\b|\b(?:can|may|could)\s+we\s+(?:share|circulate|forward|distribute|publish|reuse|copy)\b/i;
/** Words that end the audience's name: "to our board before we decide". */
const AFTER_NAME =
  /^(?:before|after|when|once|if|so|and|or|on|in|for|at|with|too|as|first|now|then|without|yet)$/i;
/** The audience's noun: the last word of its name ("the three vendors" → "vendors"). */
const audienceOf = (named: string) => {
  const words = named.split(/\s+/);
  const end = words.findIndex((w) => AFTER_NAME.test(w));
  return (end < 0 ? words : words.slice(0, end)).at(-1);
};
/** Someone of theirs reading it: "could our auditors look at the findings?". */
const READING =
  /\b(?:our|my|the)\s+(?:[\p{L}-]+\s+)?([\p{L}-]+)\s+(?:look at|see|read|review|have|get)\s+((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)/iu;
/** What the simulation produces, or a pronoun standing for it. */
const PRODUCED =
  /\b(?:prototypes?|requirements?|rfps?|reports?|blueprints?|analys[ie]s|findings|recommendations?|deliverables?|documents?|results?|models?|specs?|specifications?|it|that|this|them|those|these|what (?:you|clarity) (?:build|write|produce|make|create|deliver)\w*|(?:you|clarity) (?:build|write|produce|make|create|deliver)\w*)\b/i;

let owned: { sentence: string; p: SiteAnswer }[] | undefined;

/** The pages' sentences that say the work is the prospect's, with their passages (read once). */
function ownership(): { sentence: string; p: SiteAnswer }[] {
  owned ??= storedPassages().flatMap((p) =>
    p.text
      .split(/(?<=[.!?])\s+/)
      .filter((s) => /\b(?:you own|is yours|are yours)\b/i.test(s))
      .map((sentence) => ({ sentence: sentence.replace(/^[^—–]{1,60} [—–] /, ""), p })),
  );
  return owned;
}

const more = (p: SiteAnswer) => `More on [${p.title}](${p.url}).`;

/** The ownership sentence for `question`: the one naming its thing ("the prototype"), else the first. */
function ownedAnswer(question: string): string | null {
  const all = ownership();
  const thing = /prototype|software|built/i.test(question) ? /prototype/i : /every deliverable/i;
  const best = all.find((o) => thing.test(o.sentence)) ?? all[0];
  return best ? `${best.sentence} ${more(best.p)}` : null;
}

/** The sentence of the pages that names the audience with the report ("to the board"), or null. */
function shownTo(audience: string): string | null {
  const word = new RegExp(`\\b${audience.replace(/s$/, "")}s?\\b`, "i");
  for (const p of storedPassages()) {
    const sentence = p.text
      .split(/(?<=[.!?])\s+/)
      .find((s) => word.test(s) && /\breport\b/i.test(s) && /\btake|share|show|present/i.test(s));
    if (sentence) return `Yes — ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)} ${more(p)}`;
  }
  return null;
}

/** The site's own samples: "your sample RFP", "the example spec", "the demo CRM". */
const SITE_SAMPLE = /\b(?:sample|example|demo)s?\b/i;

/**
 * Leave to pass on the site's samples ("am I allowed to forward your sample RFP?"): the terms'
 * fair use (quote and share with a link), not the ownership of a simulation's deliverables.
 */
function samplesShared(question: string): string | null {
  if (!SITE_SAMPLE.test(question) || !(LEAVE_TO_HAND.test(question) || HANDING.test(question)))
    return null;
  for (const p of storedPassages()) {
    if (!p.url.startsWith("/terms")) continue;
    const sentence = p.text
      .split(/(?<=[.!?])\s+/)
      .find((s) => /\bshare\b/i.test(s) && /\blink\b/i.test(s));
    if (sentence) return `Yes — ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)} ${more(p)}`;
  }
  return null;
}

/** The answer to whose the work is or whether it may be shown to someone; null for neither. */
export function rightsAnswer(question: string, delivery = false): string | null {
  if (!PRODUCED.test(question)) return null;
  const shared = samplesShared(question);
  if (shared) return shared;
  if (WHOSE.test(question)) return ownedAnswer(question);
  // "Can our directors look at the results?" asks how results reach them: the deliverables.
  if (delivery) return null;
  // What is handed is a thing the simulation produces, never something given to us.
  const handed = HANDING.exec(question);
  const read = READING.exec(question);
  const named =
    handed && PRODUCED.test(question) && !/\byou\b/i.test(handed[1]!)
      ? handed[2]
      : read && PRODUCED.test(read[2]!)
        ? read[1]
        : undefined;
  const audience = named && audienceOf(named);
  // Leave to pass it on with no one named ("are we allowed to circulate the report?"): it is theirs.
  if (!audience)
    return LEAVE_TO_HAND.test(question) && !/\byou\b[^?]*\b(?:share|send|give)\b/i.test(question)
      ? ownedAnswer(question)
      : null;
  if (!/\?\s*$|^(?:can|could|may|is it)/i.test(question.trim())) return null;
  return shownTo(audience) ?? ownedAnswer(question);
}
