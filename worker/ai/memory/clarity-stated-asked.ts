/**
 * A sentence that states, and a question that first states something (docs/decisions/033): "We
 * keep losing orders between sales and the warehouse — can you help with that?" is read as the
 * statement, then the question; "What we need is visibility." only opens like a question.
 */
import { withoutWhatIfs } from "./clarity-answer";
import { lowerOpening } from "./clarity-opening";
import { asking } from "./clarity-topics";

/** Words that open a question without changing it: "and who…", "so what happens…", "ok which…". */
const LEAD = /^\W*(?:(?:and|n|&|also|plus|so|ok(?:ay)?|oh|right|then|but|anyway)\b[\s,]*)+/i;

/**
 * A sentence without the opener it asks after ("and who from our side needs to be there", "so
 * what happens after the report"). "And when we grew, …" and "so where it hurts is …" open a
 * statement: after an opener, "when" and "where" are read as they stand.
 */
function unopened(said: string): string {
  const text = said.trim();
  const rest = text.replace(LEAD, "");
  return rest !== text && !/^(?:when|where)\b/i.test(rest) ? rest : text;
}

/** "When we…", "where it hurts…": a clause of time or place, no asking word order, no mark. */
const SUBORDINATE =
  /^(?:when|where)\s+(?!(?:do|does|did|is|are|was|were|can|could|would|will|should|shall|have|has|had|must|might|may|exactly|roughly|approximately|about|abouts)\b)[^?]*$/i;
/** A question after the clause: "when we sign, what do we need to prepare". */
const ASKED_AFTER =
  /[,;—–-]\s*(?:(?:and|so|then)\s+)?(?:what|how|who|when|which|where|why|do|does|did|can|could|will|would|should|is|are)\b/i;

/** A sentence that states: not a question, or one that only opens like one ("What we need is X."). */
export function statement(said: string): boolean {
  const text = unopened(said);
  return (
    !asking.test(text) ||
    /^what\b[^?]*\bis\b[^?]*\.?$/i.test(text) ||
    // "What's really forcing it: our biggest customer …": a pointer, then the answer.
    /^(?:what|why|how come)\b[^?:—]*(?::|\s[—–-]\s)[^?]+$/i.test(text) ||
    // "Which is why the board wants it done before the sale.": the reason goes on, asks nothing.
    /^which\s+(?:is|was)\s+why\b|^which\s+(?:means|meant)\b[^?]*$/i.test(text) ||
    // "When we doubled in size, the spreadsheets stopped coping": a time or place said, then
    // what happened; "when do you start", "when we sign, what do we need to do" ask.
    (SUBORDINATE.test(text) && !ASKED_AFTER.test(text))
  );
}

/** A sentence that asks after an opener: "and who …", "so what happens after the report". */
export const asksAfterOpener = (said: string) => unopened(said) !== said.trim() && !statement(said);

/** A sentence that asks, its mark left off or not, after an opener or not. */
export const asks = (said: string) => !statement(said);

/**
 * A question that first states something ("We keep losing orders between sales and the warehouse
 * — can you help with that?", "Close takes 15 days, is that normal?"): the statement is read as
 * one, the question after it as a question.
 */
export function statedThenAsked(sentence: string): string[] {
  // A question about another case ("for a firm of, say, 500 people?") stays whole.
  if (!asking.test(sentence.trim()) || statement(sentence) || !withoutWhatIfs([sentence]).trim())
    return [sentence];
  const parts = sentence.split(/(?<=\s[—–-]\s|[,;:]\s)/);
  const asked = parts.findIndex((p) => {
    const c = p.replace(/[\s,;:—–-]+$/, "").trim();
    return c.endsWith("?") || asking.test(c);
  });
  const stated = parts
    .slice(0, Math.max(asked, 0))
    .join("")
    .replace(/[\s,;:—–-]+$/, "");
  // "If we're unhappy with the report, can we …?": a condition of the question, nothing stated.
  return asked > 0 && statesSomething(stated)
    ? [
        // "Half our carers have no work phones, is that a problem?": what is stated is the worry.
        PROBLEM_ASKED.test(parts.slice(asked).join(""))
          ? `My concern is that ${stated}.`
          : `${stated}.`,
        parts.slice(asked).join(""),
      ]
    : [sentence];
}

/** Words enough to state something, and no condition of a question ("if we're unhappy, …"). */
const statesSomething = (stated: string) =>
  stated.split(/\s+/).length >= 4 &&
  !/^\W*(?:if|unless|when|once|should|assuming|suppose|say|in case)\b/i.test(stated);

/** A question whether what was just stated is a problem: "is that a problem?", "does that matter?". */
const PROBLEM_ASKED =
  /^\W*(?:(?:and|so|but)\s+)?(?:is|would|will|could|does|do|might)\s+(?:that|this|it|they)\s+(?:be\s+|being\s+)?(?:(?:a|an|going to be a)\s+)?(?:problem|issue|blocker|concern|dealbreaker|deal-breaker|showstopper|matter|an obstacle|get in the way|hurt|stop us|rule us out|kill|sink|ruin|derail|doom|break)\b/i;

/**
 * "Our IT team is three people. Is that a problem?": the statement a question asks about, in the
 * sentence before, is the worry, as in one sentence (`statedThenAsked`).
 */
export const problemsAsked = (sentences: string[]) =>
  sentences.map((s, i) => {
    const next = sentences[i + 1];
    return next && PROBLEM_ASKED.test(next) && !asking.test(s.trim()) && statesSomething(s)
      ? `My concern is that ${lowerOpening(s.replace(/[.!\s]+$/, ""))}.`
      : s;
  });

/** A worry said as "what worries me is …", with no question mark: a statement, no question. */
export const worryStated = (text: string) => WORRY_OPENER.test(text);
const WORRY_OPENER =
  /^\W*what\s+(?:really\s+|also\s+)?(?:worries|scares|concerns|bothers|frightens|keeps)\s+(?:me|us)\b[^?]*$/i;
