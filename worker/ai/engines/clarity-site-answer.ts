/**
 * A question the site's pages answer, answered from the best passage (`worker/language/
 * site-search.ts`): the sentence or two of it that hold the question's words, not the passage
 * pasted, with a link to the page it comes from (docs/decisions/034).
 */
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

/** The answer from the site's best passage, or null when no page answers. */
export function siteAnswer(said: Said | undefined): string | null {
  const passage = said?.passages[0];
  if (!said || !passage) return null;
  return `${answerSentences(passage.text, said.text)} More on [${passage.title}](${passage.url}).`;
}
