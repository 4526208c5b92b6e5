/**
 * What a date in a prospect's words is the date of — go-live, start or decision — from the verb
 * that governs it ("decide by March, live in Q4": the go-live is Q4; "kick off in March if the
 * board approves" is a start), and whether the words set a target at all.
 */
import type { WhenKind } from "../contracts/facts";
import { normalise } from "./normalise";
import { months, seasons } from "./vocabulary";

/**
 * Money that must be committed, spent or signed by a date: "the funding has to be committed
 * before then", "the grant must be spent by June". The date is the decision's, not the go-live's.
 */
const MONEY_DUE =
  /\b(?:money|budget|funds?|funding|grant|capex|allocation)\b[^.;!?]{0,30}?\b(?:be|been|get|gets|is|are)\s+(?:committed|spent|signed|allocated|approved|released|used|drawn down|ring-?fenced)\b|\b(?:commit|spend|sign|allocate|use)\s+(?:the|our|this|that)\s+(?:money|budget|funds?|funding|grant|capex)\b/i;

const KINDS: [WhenKind, RegExp][] = [
  [
    "decision",
    // "contract signature in March", "go/no-go in May": the decision, never a go-live. So is
    // knowing, an answer, a nod, a vote or an order placed: "we'd need to know by March", "the
    // green light from our CFO by January", "the budget holders give the nod in April".
    /\b(?:(?:need|needs|have|has|want|wants|got) to know|know (?:for sure )?(?:by|before)|green[- ]?light|(?:the|a|their|our) go[- ]ahead|whether (?:we|to) go ahead|(?:give|gives|giving|get|gets) (?:the |a |their |us the )?nod|(?:an|their|the|a final|our) answer|confirm(?:s|ed|ing|ation)? (?:in|by|before|whether|if)|recommendation|vot(?:e|es|ing)|agree\w* (?:to|on)|make up (?:her|his|their|our|my|the) minds?|know (?:if|whether)|purchase order|p\.?o\.? (?:raised|signed|issued)|decid\w*|decision|make (?:the|a|our|that) (?:call|choice)|choose|choos\w*|chosen?|pick(?:s|ed|ing)?|select\w*|award\w*|sign(?:s|ed|ing|ature)?(?: off)?|approv\w*|board (?:meeting|approval)|short[- ]?list\w*|long[- ]?list\w*|vendor by|finali[sz]\w*\s+(?:the\s+|a\s+|our\s+)?(?:vendor|supplier|partner|integrator|contract|deal|choice|selection)|settle on|go with|commit to|sign with|go\s*\/\s*no[- ]?go)\b/i,
  ],
  [
    "start",
    // "a 12-person startup" is a kind of company, not a start.
    // "could we do it in January?": when they would hold the simulation, a start.
    /\b(?:start(?!-?ups?\b)\w*|kick(?:ing|s)?[- ]?(?:(?:things|it|this)\s+)?off|begin\w*|commenc\w*|get going|underway)\b|\b(?:could|can|would|shall|should)\s+we\s+(?:do|run|hold|schedule|fit in|have)\s+(?:it|this|that|the\s+(?:simulation|sprint|workshop|interviews?))\b/i,
  ],
  [
    "go-live",
    /\b(?:go(?:ing)?[- ]live|live|launch\w*|cut[- ]?over|up and running|(?:be|are|is|been) up|running|operational|in production|rolled out|roll ?out|deploy\w*|done|finished|complete\w*|ready|need it|deadline|have it)\b/i,
  ],
];

const GO_LIVE = KINDS.find(([kind]) => kind === "go-live")![1];

/** A start verb governing what would be a go-live: "begin the rollout", "kick off the migration". */
const STARTS_A_GO_LIVE =
  /\b(?:start\w*|kick(?:ing)?[- ]?off|begin\w*|commenc\w*)\s+(?:(?:the|our|a|its|with)\s+)?(?:[\w-]+\s+)?(?:roll ?out|rollout|launch|deployment|cut[- ]?over|implementation|migration|go[- ]live)\b/i;

/** A condition on the plan: "if the board approves", "once they sign off,", "assuming …,". */
const CONDITION =
  /\b(?:if|assuming|provided(?: that)?|as long as|subject to|pending|once|unless|depending on)\b[^,;.!?]*(?:[,;]|$)/gi;

/** "the beginning of Q2", "start of next year" — but "the start of the project" is a start. */
const POINT = new RegExp(
  String.raw`\b(?:the\s+)?(?:beginning|begin|start|end|middle)\s+of\b(?=\s+(?:(?:the|this|next|our|new|coming|school|academic|calendar)\s+)*(?:year|month|quarter|week|q[1-4]|h[12]|20\d\d|fiscal|financial|fy|${[...months, ...Object.keys(seasons)].join("|")})\b)`,
  "gi",
);

/**
 * A period of the calendar starting or ending: "our financial year begins 1 July", "the school
 * term starts in September" — the period's start, not the project's ("when the new year starts"
 * stays a start: the year's turn is the moment named).
 */
const PERIOD_TURNS =
  /\b(?:(?:fiscal|financial|tax|budget|school|academic)\s+year|fy|quarter|term|semester|season)\s+(?:starts?|begins?|commences?|kicks? off|ends?|closes?|rolls? over)\b/gi;

/**
 * What a date in these words is the date of; a date with no sign is taken as the go-live. With
 * several signs the go-live counts, unless a start verb governs it ("we'd begin the rollout in
 * March" is a start).
 */
export function kindOf(said: string): WhenKind {
  // "the beginning of Q2", "start of next year": a point in time, not a start.
  const point = said.replace(POINT, " ").replace(PERIOD_TURNS, " ");
  // A condition does not change what the date is of: "kick off in March if the board approves"
  // is a start. Read without it, unless nothing else names a kind.
  const unconditional = point.replace(CONDITION, " ");
  const text = KINDS.some(([, re]) => re.test(unconditional)) ? unconditional : point;
  const found = KINDS.map(([kind, re]) => ({ kind, at: re.exec(text)?.index ?? -1 })).filter(
    (k) => k.at >= 0,
  );
  if (found.length > 1 && STARTS_A_GO_LIVE.test(text)) return "start";
  // A date the money is due by, with no go-live said beside it, is a decision date.
  if (MONEY_DUE.test(text) && !GO_LIVE.test(text.replace(MONEY_DUE, " "))) return "decision";
  return found.length === 1
    ? found[0]!.kind
    : (found.find((k) => k.kind === "go-live")?.kind ?? found[0]?.kind ?? "go-live");
}

/** Whether the words say what a date is the date of (go-live, start, decision). */
export const namesKind = (raw: string) => kindNamed(normalise(raw));

/**
 * `namesKind` of words already normalised: a part of a message read apart is not normalised
 * again (that would also push the whole message out of `normalise`'s one-entry cache).
 */
export const kindNamed = (t: string) => {
  const own = t.replace(PERIOD_TURNS, " ");
  return KINDS.some(([, re]) => re.test(own));
};

/**
 * Whether the words set a target — a kind ("go live", "start", "decide"), a deadline ("by",
 * "need", "target") or a date judged against the one before ("June is more realistic", "March
 * won't work, more like June") — rather than state a date ("our financial year ends in March").
 */
export function setsTarget(raw: string): boolean {
  const t = normalise(raw);
  return (
    namesKind(t) ||
    /\b(?:by|before|deadline|target\w*|aim\w*|need\w*|want\w*|plan\w*|hop(?:e|ing)|ideally|must|should|have to|has to|goal|due|timeline|timeframe|asap|realistic\w*|likel\w*|doable|feasible|achievable|more like|too (?:tight|soon|early|late|ambitious|aggressive)|won't work|will not work)\b/i.test(
      t,
    )
  );
}
