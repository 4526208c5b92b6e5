/**
 * A request phrased as a statement is a question: its mood, not its punctuation, says so. An
 * imperative of telling or showing ("walk me through…", "send me the pricing"), or someone
 * wishing to know, see or understand something ("our board wants a clear picture of what the fee
 * covers", "I'd like to understand who…", "we need to see an example…") asks for an answer,
 * whoever is named as the one asking (docs/decisions/033).
 */

/** Verbs by which a prospect asks to be told, shown or sent something. */
const TELL =
  "(?:tell|show|send|give|walk|talk|take|run|fill|brief|update|remind|explain|describe|outline|share|clarify|confirm|spell|break|lay|point|email|mail|forward|let (?:me|us|them|him|her) know)";
/** Words before an imperative that leave it one: "please send…", "so, walk me through…". */
const LEAD =
  "(?:please|pls|plz|kindly|just|so|ok(?:ay)?|and|also|now|then|honestly|quickly|briefly)";
/**
 * A verb of telling used as a heading's noun asks nothing: "Update from finance: the budget got
 * cut", "Email from our CFO — …", "Update: we are 90 now".
 */
const IMPERATIVE = new RegExp(`^(?:${LEAD}[\\s,]+)*${TELL}\\b(?!\\s*[:—–-]|\\s+from\\b)`, "i");

/** Wanting, needing, asking or wondering: what a wish to know is made of. */
const WISH =
  "(?:insists? on|insisting on|(?:happy|glad|interested|delighted|keen) (?:to|in)|wants?|wanted|would (?:like|love)|'d (?:like|love)|’d (?:like|love)|needs?|needed|has to|have to|must|hopes?|hoping|asks?|asked|asking|wonder(?:s|ed|ing)?|keen|curious|eager|trying|expects?|requests?|requested|would appreciate|'d appreciate|’d appreciate|would welcome)";
/**
 * What is wished for: to be told something, or a picture, an idea, an example of it — not a
 * check of their own routine ("engineering has to check every config" is how their work runs).
 */
const TO_LEARN =
  "(?:ask(?:\\s+(?:you\\s+)?(?:is|was))?|know|understand|hear|knowing|understanding|hearing|find out|learn|(?:check|confirm)(?!\\s+(?:every|each|all|both|everything)\\b)|be (?:sure|clear)|clarity|see(?:ing)? (?:what|how|whether|if|who|which|where|when|why)|(?:(?:get|have|receive|obtain|see|seeing)\\s+)?(?:an? |the |some )?(?:clear |clearer |rough |better |full |quick |short |brief |written |detailed |contract )?(?:picture|idea|sense|view|breakdown|overview|summary|rundown|outline|description|walk-?through|estimate|figure(?!\\s+(?:out|it|that|this)\\b)|ballpark|quote|example|sample|copy|list|explanation|answer|terms|proposal)s?|details?|information|info|what|how|whether|if|why|who|when|which|where|about)";
const WISHES = new RegExp(
  `\\b${WISH}(?:\\s+(?:me|us|you|him|her|them|to|for|of))*\\s+${TO_LEARN}\\b`,
  "i",
);
/** A wish turned down ("we don't need to know the price yet"): no request. */
const DECLINED = /\b(?:don'?t|do not|doesn'?t|does not|didn'?t|no need|not)\b[^,;]{0,20}$/i;

/** Whether a sentence or clause, with no question mark, asks for an answer by its mood. */
/** Words that leave a wish what it is: "I'd also like to…", "we really need to see…". */
const ASIDE =
  /\b(?:also|really|just|still|first|actually|definitely|certainly|honestly|ideally|quite)\s+/gi;

export function asksByMood(clause: string): boolean {
  const text = clause.trim().replace(ASIDE, "");
  if (IMPERATIVE.test(text)) return true;
  const wish = WISHES.exec(text);
  return (
    wish !== null &&
    !DECLINED.test(text.slice(0, wish.index)) &&
    !theirOwnNeed(text.slice(0, wish.index), wish[0], text.slice(wish.index + wish[0].length))
  );
}

/** Words that make what is wished for ours to tell: the offer, its fee, its parts, "you", "it". */
const OURS =
  /\b(?:you|your|yours|u|ur|this|it|that|clarity|simulations?|readiness|process|service|offer|fees?|pric\w*|costs?|charges?|roadmap|deliverables?|reports?|prototype|sprint|interviews?|consultants?|assessment|weeks|timeline|involved|outcomes?|results?|phases?|works?)\b/i;
/** Asking or wondering ("our FD keeps asking whether…"): a question passed on, whoever asks it. */
const ASKING = /\b(?:ask\w*|wonder\w*|curious|request\w*)\b/i;
/** The one wishing is the writer ("I", "we"), not a team or a customer of theirs. */
const WRITER = /(?:^|\b)(?:i|we|me|us)\s*$/i;
/** A thing wished for by its noun ("a clear picture", "an example"): asked of us whoever wants it. */
const THING =
  /\b(?:picture|idea|sense|view|breakdown|overview|summary|rundown|outline|description|walk-?through|estimate|figure|ballpark|quote|example|sample|copy|list|explanation|answer|terms|proposal)s?$/i;

/**
 * "Sales need to know stock levels in real time", "our CFO wants to understand where the margin
 * goes": someone of theirs needing to know something of their business — how their work runs,
 * not a wish to be told by us. Asked of us only with the offer named ("our board wants to know
 * what the fee covers").
 */
function theirOwnNeed(before: string, wish: string, after: string): boolean {
  return (
    !WRITER.test(before.trim()) && !THING.test(wish) && !ASKING.test(wish) && !OURS.test(after)
  );
}

/**
 * A request's content without its frame: "I need to check whether you work with public bodies"
 * asks about public bodies, not about checking; "walk me through the phases" about the phases.
 */
export function withoutFrame(clause: string): string {
  const text = clause.trim().replace(ASIDE, "");
  const imperative = IMPERATIVE.exec(text);
  if (imperative)
    return text.slice(imperative[0].length).replace(/^\s*(?:me|us|them|him|her)\b/i, "");
  const wish = WISHES.exec(text);
  return wish && !DECLINED.test(text.slice(0, wish.index))
    ? text.slice(wish.index + wish[0].length)
    : clause;
}

/** A request whose content is a question of its own: "I need to check whether you…". */
export const asksEmbedded = (clause: string) =>
  asksByMood(clause) &&
  /^\s*(?:about\s+)?(?:whether|if|what|how|who|when|which|where|why)\b/i.test(withoutFrame(clause));
