/**
 * Why now, read by the part a sentence plays in the prospect's story rather than by its subject:
 * a clause pointed back at as the cause ("…, and that's what got the board to act"), something
 * ending that the business relies on (support, a contract, a licence), a change in the company's
 * shape (companies bought, sales doubled, a new country), a demand from outside (auditors, a
 * mandate, a regulator) and work kept in no system at all ("lives in binders"). The driver is
 * the prospect's own clause, shortened. Linear: each pattern runs once per sentence.
 */
import { phraseAround } from "./clarity-said";

/** "…, and that's what finally got the board to act", "— that's why we're looking". */
const CAUSE_BEFORE =
  /(?:[,;:—]|\s-\s)\s*(?:and\s+|so\s+)?(?:that|this|which)(?:'s|\s+is|\s+was)\s+(?:what|why|the reason|the trigger)\b|(?:[,;:—]|\s-\s)\s*(?:and\s+)?(?:that|this|which|it)\s+(?:finally\s+)?(?:forced|pushed|made|got|prompted|triggered)\s+(?:us|our|the|me)\b/i;

/** "because of X", "since X", "the trigger was X", "X is why we're looking": the cause follows or leads. */
const CAUSE_AFTER =
  /\b(?:because of|due to|the (?:trigger|reason|catalyst) (?:is|was)|what (?:changed|started this|triggered this) (?:is|was))\s+|\b(?:the\s+)?(?:reason|trigger|catalyst|why)\b[^.:;—]{0,40}?(?::|—|\s-\s)\s*/i;

/** An aim said as such: "the goal is to stop re-typing orders", "we need to get stock right". */
const AIM =
  /\b(?:(?:the|our|my)\s+(?:main\s+|big\s+|real\s+|whole\s+|first\s+)?(?:goal|aim|point|objective|priority|target)\s+(?:is|was|would be)\s+(?:to\s+)?|we\s+(?:want|need|have)\s+to\s+(?=(?:stop|end|cut|reduce|eliminate|fix|get rid of|get \w+ right)\b))/i;

/**
 * A goal said as what the change is for: "so we can finally open a trade webshop", "so that the
 * reps can quote on site". The purpose clause is the reason.
 */
const PURPOSE =
  /\bso\s+(?:that\s+)?(?=(?:we|they|our\s+\w+|the\s+\w+|everyone|customers)\s+(?:can|could|are able to|'ll be able to|will be able to)\b)/i;

/**
 * Events that make a project due, by the part they play: an ending imposed from outside, the
 * company changing shape, a demand from outside, the work kept in no system.
 */
const EVENTS: RegExp[] = [
  // Something the business relies on ends.
  /\b(?:stops?|stopping|ends?|ending|ceases?|dropp(?:ed|ing)|pulls?|pulling)\s+(?:\w+\s+){0,2}?(?:support\w*|updates|maintenance|licen[cs]\w*)\b|\b(?:out of|end of|no longer)\s+(?:\w+\s+)?(?:support\w*|maintenance|licen[cs]\w*)\b|\b(?:discontinu\w+|sunset\w*|end[- ]of[- ]life)\b|\b(?:product|version|system|software|platform|server|package|release)\b[^.]{0,30}?\b(?:being retired|retired|retiring|unsupported|going away)\b/i,
  // The company changes shape: bought, merged, doubled, a new market.
  /\b(?:bought|acquired|took over|taken over|merg(?:ed|ing) with|buying|acquiring)\s+(?:\w+\s+){0,3}?(?:compan\w+|competitors?|rivals?|business\w*|firms?|brands?|group|distributors?|suppliers?)\b|\b(?:took over|taken over|acquired|acquiring|merg(?:ed|ing) with)\s+(?:a|an|another|two|three|\d+)\s+(?!(?:role|job|lease|licen[cs]e|contract)\b)\w+|\b(?:joins?|joined|joining|folded into|brought into)\s+(?:the|our)\s+group\b|\b(?:doubled|tripled|quadrupled|grew|grown|growing)\b|\b(?:started|starting|begun|began|begin)\s+(?:selling|trading|shipping|operating)\s+(?:in|into|to)\b|\b(?:expand\w*|mov\w+|launch\w*|open\w*)\s+(?:into|in)\s+\p{Lu}|\b(?:bought|acquired|took over)\s+us\b|\b(?:sell|selling|sale of)\s+(?:the|our)\s+(?:business|company|firm)\b|\b(?:landed|won|winning|secured)\s+(?:a|an|our|the)\s+(?:\w+\s+){0,3}?(?:contract|deal|account|customer|client|tender)\b|\bnew owners?\b|\bprivate equity\b|\b(?:open(?:ing|ed|s)?|add(?:ing|ed|s)?|build(?:ing|s)?|built|launch(?:ed|ing|es)?|take on|took on|taking on)\s+(?:a\s+|an\s+)?(?:second|third|fourth|fifth|new|another|\d+(?:\s+new)?)\s+(?:[\w-]+\s+){0,2}?(?:plants?|sites?|warehouses?|offices?|stores?|shops?|branch(?:es)?|depots?|factor(?:y|ies)|locations?|clinics?|cent(?:re|er)s?|hubs?|lines?|countr(?:y|ies)|markets?|divisions?|brands?|channels?)\b/iu,
  // A demand from outside.
  /\b(?:auditors?|regulators?|inspectors?|the (?:tax )?authorit\w+|audits?|inspections?)\b[^.]{0,40}?\b(?:came back|found|flagged|raised|gave|issued|told|want|require|demand|insist|marked|failed|criticis|downgrad|scored)\w*|\b(?:failed|flunked)\s+(?:an?\s+|the\s+|our\s+)?(?:\w+\s+)?(?:audit|inspection)\b|\b(?:mandate|new (?:law|rule|regulation|requirement)s?)\b[^.]{0,30}?\b(?:coming|kicks? in|applies|starts|requires?|means)\b|\b(?:customers?|clients?|retailers?)\s+(?:now\s+)?(?:require|demand|insist|expect)\w*\b|\bnow\s+(?:requires?|demands?|insists?|expects?|mandates?)\b|\b(?:ipo|going public|audit[- ]ready|due diligence)\b/i,
  // What runs today cannot cope any more.
  /\b(?:can'?t|cannot|unable to|no longer)\s+(?:cope|handle|support|deal with|keep up)\b|\boutgr(?:ow|ows|owing|ew|own)\b|\bnothing\b[^.]{0,30}\bcan (?:cope|handle|support|deal with|keep up)\b/i,
  // Work kept in no system at all.
  /\b(?:lives?|living|kept|tracked|managed|run|done|go(?:es)? out|built|written|typed up|drawn up|put together|logged|handled|work(?:s|ing)? off)\s+(?:in|on|out of|by|from|off)?\s*(?:\w+\s+)?(?:binders?|folders?|paper|notebooks?|a shared drive|shared drives?|whiteboards?|wall planners?|post-?its?|emails?|inboxes|people's heads|whatsapp|word|printouts?|printed sheets|pdfs?)\b|\bpaper (?:lists|forms|files|records|sheets)\b/i,
];

/** A driver in the prospect's words, or undefined when the sentence plays no part of a cause. */
export function causeSaid(sentence: string): string | undefined {
  if (/\?\s*$/.test(sentence)) return undefined;
  const before = CAUSE_BEFORE.exec(sentence);
  if (before && before.index > 0)
    return shown(phraseAround(sentence.slice(0, before.index), before.index - 1));
  const after = CAUSE_AFTER.exec(sentence);
  if (after) return shown(phraseAround(sentence, after.index + after[0].length));
  const aim = AIM.exec(sentence);
  if (aim) return shown(phraseAround(sentence, aim.index + aim[0].length));
  const purpose = PURPOSE.exec(sentence);
  if (purpose) return shown(phraseAround(sentence, purpose.index + purpose[0].length));
  for (const re of EVENTS) {
    const m = re.exec(sentence);
    if (m) return shown(phraseAround(sentence, m.index, true));
  }
  return undefined;
}

const shown = (phrase: string) => (phrase.split(/\s+/).length >= 2 ? phrase : undefined);

/** Words of a sentence about the chat, us or the people in it, not about their situation. */
const NOT_SITUATION =
  /\b(?:you|your|call|phone|email|ring|meet|meeting|demo|thanks|thank|hello|hi|hey|sounds|great|ok(?:ay)?|sure|i'?m the|my (?:boss|role|job|name)|vendors?|sign\w*|approv\w*)\b/i;

/** A worry by its mood: what will or would happen, a condition, a wish against, a demand on it. */
const WORRY_MOOD =
  /\b(?:will|won'?t|'ll|would(?:n'?t)?|if|unless|don'?t want|do not want|can'?t afford|promised|has to|have to|must)\b/i;

/**
 * The last reading of a statement that gave no other fact (docs/decisions/033): to a consultant
 * such a sentence about the prospect's situation is either why now or a worry. Said as what will
 * happen, a condition, a wish against or an obligation, it is a worry; said as what is or was, a
 * reason. Kept as the prospect's own clause.
 */
export function situationSaid(
  sentence: string,
): { kind: "driver" | "risk"; text: string } | undefined {
  const words = sentence.trim().split(/\s+/).length;
  if (/\?\s*$/.test(sentence) || words < 6 || words > 40 || NOT_SITUATION.test(sentence))
    return undefined;
  const worry = WORRY_MOOD.test(sentence);
  // "I report to the CFO": about the person speaking, unless it says what they fear.
  if (/^\W*(?:and\s+|so\s+|but\s+)?i\b/i.test(sentence) && !worry) return undefined;
  const text = shown(phraseAround(sentence, 0));
  if (!text) return undefined;
  return { kind: worry ? "risk" : "driver", text };
}
