/**
 * What a question leans on in the words said just before it (docs/decisions/033): a pronoun's
 * statement ("…our implementation firm. Will you work alongside them?"), a third party the
 * message before named ("Our partner is Citrin." — "Could they sit in?"), and the case of "what
 * happens in that case?" — so the page is looked up, and the outcome read, with those words.
 */
import { sentencesOf } from "./clarity-questions";
import { namesParty } from "./clarity-sense";
import type { Said } from "./clarity-site-answer";

type Asked = { text: string; sentence: number };

/**
 * The statement a question's pronoun leans on: the message's sentence before it, or for its first
 * sentence the last sentence of the message before ("Our partner is Citrin." — "Could they join?"),
 * when it states something (no question mark).
 */
const statementBefore = (text: string, n: number, previous = "") => {
  const sentence = n > 0 ? sentencesOf(text)[n - 1] : sentencesOf(previous).at(-1);
  return sentence && sentence.length <= 400 && !/\?\s*$/.test(sentence) ? sentence : "";
};

/**
 * The statement a question's pronoun leans on for its page: the one before it in the message, or,
 * when the message opens with the question, a third party the message before named ("our
 * partner is Citrin." — "Could they sit in?"); "" for none, so a question is searched alone.
 */
export const referentOf = (q: Asked, said: Said) => {
  if (!LEANS.test(q.text)) return "";
  if (q.sentence > 0) return statementBefore(said.text, q.sentence);
  const before = said.text.trimStart().startsWith(q.text.trim().slice(0, 20))
    ? statementBefore(said.text, 0, said.previous)
    : "";
  return namesParty(before) ? before : "";
};

/** A pronoun that leans on what was said before: "could they join?" ("IT" is no pronoun). */
const LEANS =
  /\b(?:[Ii]t|[Tt]hat|[Tt]his|[Tt]hem|[Tt]hose|[Tt]hese|[Tt]hey|[Hh]e|[Ss]he|[Hh]im|[Hh]er)\b/;

/** A question whose case is the statement before it: "what happens in that case?", "if so?". */
const THAT_CASE =
  /\b(?:in (?:that|which|this|such a) case|if so|then what|what then|if that happens)\b/i;

/** The statement "in that case?", "if so?" points back to, or "". */
export const caseBefore = (q: Asked, said: Said) =>
  THAT_CASE.test(q.text) ? statementBefore(said.text, q.sentence, said.previous) : "";
