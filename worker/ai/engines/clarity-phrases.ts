/**
 * A question's two-word names ("project manager", "gap report", "implementation consultants")
 * and whether a passage holds one as written: stronger evidence of what a passage is about than
 * the two words apart (docs/decisions/033).
 */
import { processTerm } from "../../language/site-index-options";
import type { SiteAnswer } from "../../language/site-search";

/**
 * Words any question and any passage share without being about the same thing ("our people",
 * "your side", "the simulation", "is that possible?"): a passage that shares only these does not
 * answer.
 */
export const GENERIC = new Set(
  (
    "people person team teams staff need needs needed side use used using work working run runs " +
    "running get take go make way question thing company firm business project simulation " +
    "service process site page one like want give see say look part bit lot sort kind put come " +
    "end new good best right able done let now today currently possible allowed okay ok fine " +
    "alright acceptable hand actual proper genuine cover covers covered"
  ).split(" "),
);

/** Up to how many two-word names of a question are looked for. */
const MAX_PHRASES = 12;

/** The common verbs among the words every question shares. */
const PLAIN_VERBS = new Set(
  "need needs needed use used using work working run runs running get gets take takes go goes make makes give see say look put come let done want like".split(
    " ",
  ),
);

/**
 * The question's two-word names ("project manager", "gap report"): two words side by side,
 * neither a stop word, the second not a word every question shares, the first no common verb.
 * A passage that holds one as written names the thing asked about, more surely than one that
 * holds the two words apart.
 */
export function phrasesOf(question: string): string[] {
  const words = question.toLowerCase().match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? [];
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const [a, b] = [words[i - 1]!, words[i]!];
    // A verb the pages share with every question before a word ("go wrong") names no thing.
    if (!processTerm(a) || !processTerm(b) || GENERIC.has(b) || PLAIN_VERBS.has(a)) continue;
    out.push(`${a} ${b}`);
  }
  // A long message's first names: a pasted run must not cost a look-up per word pair.
  return [...new Set(out)].slice(0, MAX_PHRASES);
}

/** Whether a passage holds one of `phrases` as written, from a word's start. */
export const holdsPhrase = (phrases: readonly string[]) => {
  const starts = phrases.map((ph) => ` ${ph}`);
  return (p: SiteAnswer) => {
    const text = wordsOf(p);
    return starts.some((ph) => text.includes(ph));
  };
};

/**
 * A passage's heading and text as lower-case words, each after one space ("pmo project manager
 * the delivery lead"), made once per passage (keyed by its text).
 */
const words = new Map<string, string>();
const wordsOf = (p: SiteAnswer) => {
  let text = words.get(p.text);
  if (text === undefined) {
    text = ` ${`${p.heading ?? ""} ${p.text}`.toLowerCase().replace(/[^\p{L}'’-]+/gu, " ")}`;
    if (words.size < 500) words.set(p.text, text);
  }
  return text;
};
