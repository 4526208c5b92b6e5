/**
 * A question the site's pages answer, answered from the best passage (`worker/language/
 * site-search.ts`): the sentence or two of it that hold the question's words, not the passage
 * pasted, with a link to the page it comes from (docs/decisions/034).
 */
import { SYNONYMS } from "../../language/site-index-options";
import { type SiteAnswer, termsOf } from "../../language/site-search";

/** What the prospect said this turn, and the site's passages that answer it (best first). */
export interface Said {
  text: string;
  passages: readonly SiteAnswer[];
}

/** An answer's most characters before the link. */
const MAX_ANSWER = 320;

const stem = (word: string) => word.toLowerCase().slice(0, 5);

/** The passage's sentences, each with how many of the question's words it holds. */
function scored(text: string, terms: readonly string[]) {
  const stems = terms.map(stem);
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9$“"(])/).map((sentence) => {
    const words = new Set((sentence.match(/[\p{L}\p{N}]+/gu) ?? []).map(stem));
    return { sentence, hits: stems.filter((s) => words.has(s)).length };
  });
}

/** The sentence(s) of `passage` that answer `question`: the best, and the next when it adds. */
export function answerSentences(passage: string, question: string): string {
  const sentences = scored(passage, termsOf(question));
  let best = 0;
  for (let i = 1; i < sentences.length; i++)
    if (sentences[i]!.hits > sentences[best]!.hits) best = i;
  let out = sentences[best]!.sentence;
  const next = sentences[best + 1]?.sentence;
  if (next && out.length < 140 && out.length + next.length < MAX_ANSWER) out = `${out} ${next}`;
  if (out.length <= MAX_ANSWER) return out;
  const cut = out.slice(0, MAX_ANSWER);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:—–-]+$/, "")}…`;
}

/**
 * Words any question and any passage share without being about the same thing ("our people",
 * "your side", "the simulation"): a passage that shares only these does not answer.
 */
const GENERIC = new Set(
  (
    "people person team teams staff need needs needed side use used using work working run runs " +
    "running get take go make way question thing company firm business project simulation " +
    "service process site page one like want give see say look part bit lot sort kind put come " +
    "end new good best right able done let now today currently"
  ).split(" "),
);

/** The question's words that say what it is about, as stems. */
const contentStems = (question: string) => [
  ...new Set(
    termsOf(question)
      .filter((t) => !GENERIC.has(t) && !/^\d/.test(t))
      .flatMap((t) => [t, ...(SYNONYMS[t] ?? [])])
      .map(stem),
  ),
];

const stemsIn = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);

/** How many of `stems` a passage holds; one in the page's name counts twice (it is the subject). */
const shared = (p: SiteAnswer, stems: readonly string[]) => {
  const words = new Set([...stemsIn(`${p.title} ${p.text}`), ...(p.matched ?? []).map(stem)]);
  const title = new Set(stemsIn(p.title));
  return stems.filter((s) => words.has(s)).length + stems.filter((s) => title.has(s)).length;
};

/**
 * The passage that answers `question`: one that shares a word about its subject, and that
 * clearly beats the next such passage (more of those words, or a higher score by a margin).
 * Null when none does: better "the site doesn't say" than the wrong page.
 */
export function answeringPassage(
  question: string,
  passages: readonly SiteAnswer[],
): SiteAnswer | null {
  const stems = contentStems(question);
  const ranked = passages
    .map((p) => ({ p, hits: shared(p, stems) }))
    .filter((r) => r.hits > 0)
    .sort((a, b) => b.p.score - a.p.score);
  const [best, next] = ranked;
  if (!best) return null;
  const clear =
    !next ||
    best.hits > next.hits ||
    best.p.url.split("#")[0] === next.p.url.split("#")[0] ||
    best.p.score >= next.p.score * 1.15;
  return clear ? best.p : null;
}

/** The answer from the site's passage that answers the message, or null when no page does. */
export function siteAnswer(said: Said | undefined): string | null {
  const passage = said && answeringPassage(said.text, said.passages);
  if (!said || !passage) return null;
  return `${answerSentences(passage.text, said.text)} More on [${passage.title}](${passage.url}).`;
}
