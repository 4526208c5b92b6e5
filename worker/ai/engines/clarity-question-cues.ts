/**
 * The cues answerQuestions reads a question by (clarity-answer-questions.ts): whether it asks
 * by its first words with its mark left off, voices a doubt, sets a condition; which topics hold
 * wherever the company is; and the passage a question's kind asks for instead of its topics'
 * stock paragraphs. Apart from the one loop that weighs them, so that file keeps to it.
 */
import { askedByNouns, type Topic, vendorOptions } from "../memory/clarity-topics";
import { followUpAnswer } from "./clarity-follow-ups";
import { followingPhase, phaseAnswer } from "./clarity-kind-answers";
import { comparedPassage, durationOf } from "./clarity-kind-passages";
import { notOnSite } from "./clarity-not-on-site";
import { asksWhoDoes } from "./clarity-page-lookup";
import type { QuestionKind } from "./clarity-question-kind";
import { pageAnswer } from "./clarity-site-answer";

/** A question to Clarity about helping with the project itself, not one for the pages. */
export const aboutTheProject = /\b(?:help|scope|tell me about|walk me through)\b/i;

/**
 * What a question about where or in which language may still be answered by its topic: a fact
 * that holds wherever the company is (the price, the hours, the data). Whether we work with them
 * there ("do you take on clients in mainland Europe?") is not the size fit: it is the place.
 */
export const PLACE_FREE = new Set<Topic>([
  "price",
  "duration",
  "needs",
  "security",
  "person",
  "deliverables",
  "roi",
  "next",
  "assessment",
]);

/** A question by its first words, its mark left off: "do your people speak french, …". */
export const OPENS_ASKING =
  /^(?:(?:and|so|ok|also|but)\s+)*(?:do|does|did|can|could|is|are|will|would|have|has|should)\s+(?:you|your|we|it|the|this|there|that)\b/i;

/** A question asking why, or how this is any different: a doubt's own question. */
export const DOUBT_WHY =
  /(?:^|[,;:—–]\s*)\W*(?:(?:and|so|but|then|ok|okay)\W+)*(?:why\b|how (?:is|would|will|does|can|could) (?:this|it|that|you)\b.{0,40}\b(?:different|differ|better|not)\b)/i;

/** A clause that opens as a question of its own: "…, and do you need all of them there?". */
export const OPENS_QUESTION =
  /^\W*(?:(?:and|so|also|but|plus)\s+)*(?:do|does|did|can|could|is|are|will|would|have|has|should|what|who|how|when|where|which|why)\b/i;

/**
 * A question by its wh-word, its mark left off ("what language is the report in, our manager's
 * english isn't great"); "what we need is …" states.
 */
export const OPENS_WH =
  /^\W*(?:(?:and|so|ok|also|but)\s+)*(?:what|which|how|who|when|where)\b(?!\s+(?:we|i|they|our|my)\s+(?:\w+\s+)?(?:want|need|have|like|do|did|mean|said|think)\b)\s+(?:is|are|was|were|does|do|did|can|could|would|will|should|language|kind|sort|type|much|many|long|happens)\b/i;

/** A condition in a question: "… if our managers don't agree?". */
export const IF = /\b(?:if|when|in case|unless)\b/i;

/** Topics a clause of time may carry as what is asked: the timing, what comes next, a call. */
export const TIMED = new Set<Topic>(["duration", "next", "person"]);

/**
 * The answer a question's kind asks for instead of its topics' stock paragraphs, or null: the
 * phase for what comes first or next ("what's the end product we're left holding?" asks for a
 * thing), the passage that says how long something else lasts, the passage about what the offer
 * is compared with (not a choice between the products named).
 */
export function kindPassage(
  kind: QuestionKind,
  question: string,
  topics: readonly Topic[],
  message: string,
  /** The prospect's messages before this one, newest first: what "and after that?" follows. */
  earlier: readonly string[] = [],
): string | null {
  const following = followingPhase(question, earlier) ?? followUpAnswer(question, earlier);
  if (following) return following;
  if (kind === "sequence") return topics.includes("deliverables") ? null : phaseAnswer(question);
  const passage =
    kind === "compare" && vendorOptions(message).length < 2 ? comparedPassage(question) : null;
  if (passage) return pageAnswer(passage, question);
  if (topics.length !== 1 || topics[0] !== "duration" || kind === "consequence") return null;
  // "time?", "cost/time?": the simulation's own weeks, no subject of theirs to look up.
  if (askedByNouns(question)) return null;
  // "Who hosts the prototype afterwards, and for how long?": how long a doing no page states
  // lasts is not the simulation's weeks.
  return durationOf(question) ?? (asksWhoDoes(question) ? notOnSite(false) : null);
}
