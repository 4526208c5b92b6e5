/**
 * A cause pointed at as such (docs/decisions/033): "…, that's why we're looking", "because of
 * …", "the goal is …", "so we can …", "we have to change because …". The reason is the whole
 * clause the pointer opens, never cut inside it; two reasons joined in it ("because job sheets
 * are handwritten and the office can't see the vans") are two drivers.
 */

import { months } from "../../language/vocabulary";
import { purposeSaid } from "./clarity-cause-purpose";
import { AUDIT_VERDICT, LOOKING_BECAUSE, LOSS } from "./clarity-cause-shapes";
import { workloadSaid } from "./clarity-cause-workload";
import { phraseAround } from "./clarity-said";

/** "…, and that's what finally got the board to act", "— that's why we're looking". */
const CAUSE_BEFORE =
  /(?:[,;:—]|\s-\s)\s*(?:and\s+|so\s+)?(?:that|this|which)(?:'s|\s+is|\s+was)\s+(?:what|why|the reason|the trigger)\b|(?:[,;:—]|\s-\s)\s*(?:and\s+)?(?:that|this|which|it)\s+(?:finally\s+)?(?:forced|pushed|made|got|prompted|triggered)\s+(?:us|our|the|me)\b/i;

/** "because of X", "since X", "the trigger was X", "X is why we're looking": the cause follows or leads. */
const CAUSE_AFTER =
  /\b(?:because of|due to|the (?:trigger|reason|catalyst) (?:is|was)|the (?:main\s+|real\s+|big\s+)?(?:reason|trigger|catalyst)\b[^.:;—]{0,40}?\b(?:is|was) that|what (?:changed|started this|triggered this) (?:is|was))\s+|\b(?:the\s+)?(?:reason|trigger|catalyst|why)\b[^.:;—]{0,40}?(?::|—|\s-\s)\s*|^\W*(?:(?:the|our|my)\s+)?(?:main|biggest|big|real|key|number one|#1)\s+(?:pain(?:\s+point)?|problem|issue|headache|challenge)\s*(?::|—|\s-\s)\s*/i;

/** An aim said as such: "the goal is to stop re-typing orders", "we need to get stock right". */
const AIM =
  /\b(?:(?:the|our|my)\s+(?:main\s+|big\s+|real\s+|whole\s+|first\s+)?(?:goal|aim|point|objective|priority|target)\s+(?:is|was|would be)\s+(?:to\s+)?|we\s+(?:want|need|have)\s+to\s+(?=(?:stop|end|cut|reduce|eliminate|fix|get rid of|get \w+ right)\b))/i;

/**
 * A goal said as what the change is for: "so we can finally open a trade webshop", "so that the
 * reps can quote on site". The purpose clause is the reason.
 */
const PURPOSE =
  /\bso\s+(?:that\s+)?(?=(?:we|they|our\s+\w+|the\s+\w+|everyone|customers)\s+(?:can(?!'?t\b|not\b)|could(?!n'?t\b)|are able to|'ll be able to|will be able to)\b)/i;

/** A cause pointed at as such: "…, that's why", "because of …", "the goal is …", "so we can …". */
function causeMarked(sentence: string): string | undefined {
  const before = CAUSE_BEFORE.exec(sentence);
  if (before && before.index > 0)
    return shown(phraseAround(sentence.slice(0, before.index), before.index - 1));
  const after = CAUSE_AFTER.exec(sentence);
  // "We lost our biggest customer because of delivery mistakes": the loss is the reason to act;
  // so is an audit's verdict ("the auditors gave us a qualified opinion because of stock").
  if (after && lossOrVerdict(sentence.slice(0, after.index)))
    return shown(phraseAround(sentence.slice(0, after.index), after.index - 1));
  if (after) return shown(phraseAround(sentence, after.index + after[0].length));
  // "looking at a new ERP because our teams work off different numbers": the reason follows.
  const because = LOOKING_BECAUSE.exec(sentence);
  if (because) return shown(phraseAround(sentence, because.index + because[0].length));
  const aim = AIM.exec(sentence);
  if (aim) return shown(phraseAround(sentence, aim.index + aim[0].length));
  const purpose = PURPOSE.exec(sentence);
  if (purpose) return shown(phraseAround(sentence, purpose.index + purpose[0].length));
  // "so renewals stop slipping through", "hoping it means quotes go out the same day".
  // "60 agents answering where-is-my-parcel emails all day": the load of work is why now.
  const meant = purposeSaid(sentence) ?? workloadSaid(sentence);
  return meant ? shown(meant) : undefined;
}

/** A loss or an audit's verdict said before "because of": that is the reason, not its cause. */
const lossOrVerdict = (before: string) => LOSS.test(before) || AUDIT_VERDICT.test(before);

/** A phrase to show, never ending on a word that needs more ("lost two big contracts over"). */
export const shown = (said: string) => {
  const phrase = said.replace(DANGLING, "");
  return phrase.split(/\s+/).length >= 2 ? phrase : undefined;
};
const DANGLING =
  /(?:\s+(?:over|across|through|via|per|between|against|among|around|within|onto|upon|than|under|and|or|the|a|an|of|to|for|with|in|on|at|by|from|into|about))+$/i;

/** Where a reason's clause joins a second thought with a subject of its own ("… and the office …"). */
const SECOND =
  /\s+(?:and|plus)\s+(?=(?:the|our|we|nobody|no one|they|it|half|every|all|my|none of|no)\b)/i;

/** The reasons of a sentence pointed at as such: each thought of the clause, whole. */
export function causesMarked(sentence: string): string[] {
  const first = causeMarked(sentence);
  const at = reasonAt(sentence);
  if (at === undefined) return first ? [first] : [];
  // The reason's clause as said, up to where the sentence's next thought starts.
  const clause = phraseUntil(sentence.slice(at));
  const parts = clause.split(SECOND);
  if (parts.length < 2 || parts.length > 3) return first ? [first] : [];
  // Each thought whole ("the office can't tell which vans are where"), a long one cut as said.
  const each = parts
    .map((p) => p.trim().replace(/[\s,;]+$/, ""))
    // "our scheduling package goes out of support next June": a long thought's closing date is
    // the timeline's to show, and without it the thought is no sentence of theirs pasted back.
    .map((p) => (p.length > SHORT ? withoutClosingDate(p) : p))
    .map((p) => shown(p.length <= LONG ? p : phraseAround(p, 0)))
    .filter((p): p is string => !!p);
  return each.length === parts.length ? each : first ? [first] : [];
}

/** A thought short enough to keep whole. */
const LONG = 64;
/** A thought said back as it stands without reading as the prospect's sentence pasted back. */
const SHORT = 48;
/** A thought without the date that closes it. */
export const withoutClosingDate = (thought: string) => thought.replace(CLOSING_DATE, "");
/**
 * A date closing a thought: "next June", "in March 2027", "by the end of next year", "on 31 March
 * 2027", "March 31st" — the day goes with its month, never left behind ("ends 31").
 */
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const CLOSING_DATE = new RegExp(
  String.raw`\s+(?:(?:in|by|from|before|on|at|until|till)\s+)?(?:the\s+)?(?:(?:end|start|beginning|middle) of\s+)?(?:(?:next|this|last)\s+)?(?:${DAY}\s+(?:of\s+)?)?(?:${months.join("|")}|year|month|quarter|spring|summer|autumn|fall|winter)(?:\s+${DAY}(?!\d))?(?:,?\s+20\d\d)?$`,
  "i",
);

/**
 * A clause's end: a stop, a semicolon, a dash, or a "so"/"which" that opens another thought; a
 * "which" asked after a verb of knowing ("can't tell which vans are where") is inside it.
 */
const phraseUntil = (rest: string) =>
  rest
    .split(
      /[;:—()]|\s-\s|\s(?:so|while|but)\s|(?<!\b(?:tell|know|see|say|sure|check|decide|show|ask|out|idea|clue))\swhich\s|[.!?](?:\s|$)/i,
    )[0]!
    .trim();

/** Where the reason a pointer opens starts (`because …`, `the reason is that …`), if it follows. */
function reasonAt(sentence: string): number | undefined {
  const after = CAUSE_AFTER.exec(sentence);
  if (after && !lossOrVerdict(sentence.slice(0, after.index))) return after.index + after[0].length;
  const because = LOOKING_BECAUSE.exec(sentence);
  return because ? because.index + because[0].length : undefined;
}
