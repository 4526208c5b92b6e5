/**
 * What KIND of answer a question wants, read from its shape rather than its words: what happens
 * first, next or after a step (`sequence`: a phase, never the duration); what happens if
 * something goes wrong (`consequence`: the one answer about that case); how or in what form the
 * results arrive, or who gets them (`delivery`: the deliverables); a yes/no question (`yes-no`:
 * it must say yes, no, or that the pages don't say). A stock paragraph of another kind that
 * shares a word (the duration for "what do you do first?", the price for "does the fee go up if
 * we're late?") is no answer to it (docs/decisions/033).
 */
import { startBy, type Topic } from "../memory/clarity-topics";

export type QuestionKind =
  | "sequence"
  | "consequence"
  | "delivery"
  | "quantity"
  | "compare"
  | "yes-no"
  | "open";

/** A yes/no question: it opens with an auxiliary verb (after "and", "so"…), or "any …?" for "is there any …?". */
const AUX_FIRST =
  /^(?:(?:and|so|but|also|ok(?:ay)?|then|just|quick question)[\s,:]+)*(?:can|could|is|are|was|were|would|will|does|do|did|should|shall|might|may|have|has|had|am|any)\b/i;
/** "…, is that okay?", "— does the fee go up?": a yes/no question after a clause. */
const AUX_AFTER =
  /[,;:—–-]\s*(?:and\s+|so\s+|but\s+)?(?:can|could|is|are|would|will|does|do|did|should|might|may|has|have)\b[^,;:—–]*\?\s*$/i;

/** A condition that is only the engagement starting: "if we signed up", "if we go ahead". */
const FRAME =
  /\bif (?:we|you|i|our \w+)\s+(?:(?:were|was|do|did|decide|decided|chose|choose) (?:to )?)?(?:sign(?:ed)?(?: up| on)?|go(?:es)? ahead|went ahead|start(?:ed)?|proceed(?:ed)?|commit(?:ted)?|hire[ds]? you|engage[ds]? you|buy|bought|book(?:ed)?|go(?:es)? with you|work(?:ed)? with you|use[ds]? (?:you|clarity|it|this|the chat)|type[ds]?|write|wrote|enter(?:ed)?|upload(?:ed)?|put (?:stuff|things|something|anything|data)|share[ds]?)\b[^,?]*?(?=,|\s+(?:does|do|is|are|will|would|can|could|did)\s+(?:it|this|that|they|you|my|the|your|anyone|someone|anybody)\b|\?|$)/gi;

/** A what-if: a condition, then what follows from it. */
const CONDITION =
  /^(?:(?:and|so|but|ok(?:ay)?)[\s,]+)?(?:what if|what happens if|what happens when|what happens should|suppose|supposing|imagine|say|in case|if|should (?:we|our|the))\b|\b(?:what|how) (?:happens|then|about)\b.{0,20}\bif\b|,?\s\bif\b[^?]{3,}[,—–-]\s*(?:what|does|do|will|would|is|are|can|could|how|who)\b|\b(?:then what|what then|what happens then)\b[^.?]*\?\s*$/i;
/** A condition that only asks leave ("is it okay if our partner sits in?"): not a what-if. */
const PERMISSION =
  /\b(?:ok(?:ay)?|fine|alright|all right|possible|allowed|a problem|an issue|mind)\s+if\b/i;

/** What comes first, next or last, or after a step: "what's the first thing you do?". */
const ORDER =
  /\b(?:first|firstly|opening|initial|early|outset|next|then|after(?:wards)?|once|final|last|lastly|begin(?:s|ning)?|start(?:s|ing)?|kick ?-?off|end|stretch|step|stage)\b/i;
const ASKS_WHAT_HAPPENS =
  /\b(?:what|which)\b[^?]*\b(?:happens?|comes?|follows?|(?:do|does|would|will) (?:you|your \w+|they|we)(?: \w+)? do|does|look like|is|'s)\b|\bwhat'?s\b/i;

/** Results of the simulation: what the question's delivery is about. */
const RESULTS =
  /\b(?:findings?|results?|reports?|recommendations?|conclusions?|readout|verdict|output|answer)\b/i;
/** Their own people, as who gets the results. */
const AUDIENCE =
  /\b(?:ceo|cfo|coo|cio|cto|board|owners?|partners|executives?|leadership|management|directors?|bosses|investors|shareholders)\b/i;
/** How something reaches them, or them reading it. */
const DELIVERED =
  /\b(?:reach(?:es)?|arrives?|deliver(?:ed|s)?|present(?:ed|s)?|shared?|sent|send|hand(?:ed)? over|see|read|receive|get|look at|walk(?:ed)? through|in what form|what form|what format|format)\b/i;

/** "How much of the prototype…": a share of a thing, not a sum of money. */
const QUANTITY =
  /\bhow much of (?!(?:the |our |my |your |a |this |that )?(?:budget|money|cost|price|fees?|spend|investment|cash)\b)/i;
/** Set against something else: "how is this different from…", "compared with hiring…". */
const COMPARE =
  /\b(?:different (?:from|to|than)|differ(?:s|ent)? from|difference between|compare[sd]? (?:to|with)|comparison (?:to|with)|better than|instead of|rather than|unlike|as opposed to|alternative to)\b/i;

/** A request put as a question: "could you send us…", "can you give me…". */
const POLITE_REQUEST =
  /^\W*(?:(?:and|so|also)\s+)?(?:can|could|would|will) you (?:please |kindly |just )?(?:send|give|email|forward|show|share|tell) (?:me|us)\b/i;

/** How long, or when they'd have it: "if we kicked off on a monday when would we have an answer". */
const ASKS_HOW_SOON = {
  test: (q: string) => startBy.test(q) || HOW_SOON.test(q),
};
const HOW_SOON =
  /\bhow long\b|\bwhen (?:would|will|could|do|can|should) (?:we|i|you) (?:have|get|see|expect|hear)\b|\bwhen (?:is|are|will|would|does|do|can|could) (?:the|our|my|your|a|we|i) (?:\w+ )?(?:answers?|results?|reports?|verdict|outcomes?|findings|recommendations?|readout|deliverables?)\b/i;

/** The kind of one question (a clause of a message). */
export function kindOf(question: string): QuestionKind {
  const q = question.trim();
  // "…if we signed up?", "…once we go ahead?": the engagement itself, a frame and not a case.
  const supposes = /\b(?:if|suppose|supposing|imagine|in case)\b/i.test(q.replace(FRAME, " "));
  // "What happens when we kick off?" is the order of things; "what happens when the data is
  // poor?" a case.
  if (
    !supposes &&
    ORDER.test(q) &&
    ASKS_WHAT_HAPPENS.test(q) &&
    !/\bhow (?:long|much|many)\b/i.test(q)
  )
    return "sequence";
  // "If I change my mind, can you wipe what I typed?": a condition before a question about what
  // we do asks whether we do it (yes/no), not what follows from the case.
  // "If I type stuff into clarity, does it get sent to openai?": using the service is the frame
  // of a yes/no about it, not a case whose consequence is asked.
  const framed = q.replace(FRAME, " ").replace(/^\W+/, "");
  if (
    CONDITION.test(framed) &&
    !PERMISSION.test(q) &&
    !ASKS_HOW_SOON.test(q) &&
    !ASKS_OUR_DOING.test(mainClause(q)) &&
    !ASKS_HOW_TO.test(mainClause(q))
  )
    return "consequence";
  if (isDelivery(q)) return "delivery";
  if (QUANTITY.test(q)) return "quantity";
  if (COMPARE.test(q)) return "compare";
  // "Can you send us a quote?" is a request in a question's form: it asks for the thing.
  if (POLITE_REQUEST.test(q)) return "open";
  // "If we kicked off on a monday, when would we have an answer?" asks when, not whether.
  if (supposes && ASKS_HOW_SOON.test(q)) return "open";
  // "When do we need to start to be live by June?" asks when, not whether.
  if (startBy.test(q) && /^\W*(?:(?:and|so|ok|but)\s+)?(?:when|how)\b/i.test(q)) return "open";
  if (AUX_FIRST.test(q) || AUX_AFTER.test(q) || AUX_FIRST.test(mainClause(q))) return "yes-no";
  return "open";
}

/** How or in what form the results reach them, or whether their people get to read them. */
const isDelivery = (q: string) =>
  (RESULTS.test(q) || AUDIENCE.test(q)) &&
  DELIVERED.test(q) &&
  // "how long until we get the report?" asks when.
  !ASKS_HOW_SOON.test(q) &&
  // "what's the report cost?" asks the price; "who reads my chat?" is privacy.
  !/\b(?:cost|price|fee|chat|messages?|typed?|write|data)\b/i.test(q);

/**
 * Topics whose stock paragraph states a figure or a fact (the price, the weeks, the hours, the
 * data handling, the list of deliverables, the process): an answer to "how much / how long /
 * what", never to what happens in a case, nor to what comes first.
 */
export const FIGURE_TOPICS = new Set<Topic>([
  "price",
  "duration",
  "needs",
  "security",
  "deliverables",
  "how",
]);

/** The topics of a question whose stock answer fits its kind; the rest are no answer to it. */
export function topicsForKind(kind: QuestionKind, topics: readonly Topic[]): Topic[] {
  if (kind === "delivery")
    return [
      "deliverables",
      ...topics.filter((t) => !FIGURE_TOPICS.has(t) && t !== "who" && t !== "deliverables"),
    ];
  if (kind === "consequence" || kind === "sequence")
    return topics.filter((t) => !FIGURE_TOPICS.has(t));
  if (kind === "quantity") return topics.filter((t) => t !== "price");
  return [...topics];
}

/**
 * A clause of time or condition inside a question: "once the vendor starts building". Without a
 * comma it ends where the question's own verb and subject turn round ("if I change my mind later
 * | can you wipe it?").
 */
const SUBORDINATE =
  /\b(?:once|when|whenever|after|before|while|until|till|as soon as|if|even if|unless)\b(?:(?!\b(?:can|could|will|would|do|does|did|is|are|should)\s+(?:you|your|we|they|it|that|this|i)\b)[^,;—–?])*/gi;
/** A question about what we do or can do: "can you…", "will your team…". */
/** "…, how do we pick it up again?": a condition before a how-to asks the way, not a case. */
const ASKS_HOW_TO =
  /^\W*(?:(?:and|so|then)\s+)?how (?:do|can|could|would|should|will) (?:we|i|you|they)\b/i;
const ASKS_OUR_DOING =
  /^\W*(?:(?:and|so|then)\s+)?(?:can|could|will|would|do|does)\s+(?:you|your\s+\w+|clarity)\b/i;

/**
 * A question without its clauses of time and condition ("does anyone stay with us [once the
 * vendor starts building]?"): what it asks. A topic read only in such a clause says when, not what.
 */
export const mainClause = (question: string) => question.replace(SUBORDINATE, " ").trim();
