/**
 * A sentence that states, and a question that first states something (docs/decisions/033): "We
 * keep losing orders between sales and the warehouse — can you help with that?" is read as the
 * statement, then the question; "What we need is visibility." only opens like a question.
 */
import { withoutWhatIfs } from "./clarity-answer";
import { lowerOpening } from "./clarity-opening";
import { asking } from "./clarity-topics";

/** A sentence that states: not a question, or one that only opens like one ("What we need is X."). */
export const statement = (said: string) =>
  !asking.test(said.trim()) ||
  /^what\b[^?]*\bis\b[^?]*\.?$/i.test(said.trim()) ||
  // "What's really forcing it: our biggest customer …": a pointer, then the answer.
  /^(?:what|why|how come)\b[^?:—]*(?::|\s[—–-]\s)[^?]+$/i.test(said.trim());

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
