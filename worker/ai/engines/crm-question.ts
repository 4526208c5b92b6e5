import { stages as allStages, type Stage } from "../../contracts/crm";
import { type Period, readPeriod } from "../../language/period";
import { capitalizedPhrase, namedCompanies } from "./crm-names";
import { type AmountBound, amountBound } from "./crm-words";

/**
 * A question about the pipeline, read by its aggregate (total, count, biggest, average, …) and its
 * filters: the stages it names or leaves out, a period of close dates, an amount or probability
 * bound, open deals only — and the deal a request names (docs/decisions/033).
 */

/** A request worded as a question: a question mark, or a question word first. */
export const questionShape =
  /\?\s*$|^(?:what|what's|whats|how|which|who|where|when|is|are|do|does|did|tell me|show|list|give me|any|anything)\b/i;

export type Topic =
  | "total"
  | "count"
  | "forecast"
  | "weighted"
  | "biggest"
  | "smallest"
  | "soonest"
  | "closes_last"
  | "oldest"
  | "most_likely"
  | "least_likely"
  | "average"
  | "by_stage"
  | "closing_this_month"
  | "closing_next_month"
  | "closing_soon"
  | "recent"
  | "win_rate"
  | "all_deals"
  | "newest"
  | "furthest_along"
  | "median"
  | "average_probability"
  | "untouched"
  | "missing_field";

/** Which deal a message means: known companies it names, else the name as said, or "it". */
export interface DealRef {
  named: string[];
  said?: string;
  pronoun?: boolean;
}

export type QuestionIntent = {
  kind: "question";
  topics: Topic[];
  deal?: DealRef;
  /** The stages a question is about ("what's in Proposal?"), when it names any. */
  stages?: Stage[];
  /** The close dates asked about ("closing this quarter", "before Christmas"). */
  period?: Period;
  /** The amounts asked about ("over 100k", "under $50,000"). */
  amounts?: AmountBound;
  /** Only the deals not yet won ("what's still open", "biggest open deal"). */
  open?: boolean;
};

/** The deal an update or question means. */
export function dealRef(text: string, companies: readonly string[]): DealRef {
  const named = namedCompanies(text, companies);
  if (named.length) return { named };
  if (/\b(?:it|that one|that deal|this deal|the deal|them)\b/i.test(text))
    return { named, pronoun: true };
  const verbPhrase =
    /\b(?:move|set|update|change|mark|push|bump|with|about|on)\s+(?:the\s+)?([a-z][\w&'.-]*(?:\s+[\w&'.-]+){0,2}?)(?:['’]s)?(?:\s+deal)?(?=\s+(?:to|into|as|up|down|back|out|probability|amount|value|stage|close|closing|at|is|this|lately)\b|[?.!]|$)/i.exec(
      text,
    );
  const said = capitalizedPhrase(text) ?? verbPhrase?.[1];
  const slotWord =
    /^(?:it|deal|pipeline|us|me|probability|amount|value|stage|(?:the )?close date)$|^(?:our|my|all|these|those|every|each)\b/i;
  // "end of Q1", "in March": a span of close dates, not a company.
  const period = said && readPeriod(`in ${said}`, "2026-01-01");
  return said && !slotWord.test(said) && !period ? { named, said } : { named };
}

const topicWords: [RegExp, Topic][] = [
  // "Which deals have no close date?": a field the dashboard requires of every deal.
  [
    /\b(?:no|without|missing|lack(?:s|ing)?|(?:don'?t|doesn'?t|do not|does not) have)\s+(?:an?\s+|any\s+)?(?:close date|closing date|close|amount|value|stage|probability)\b|\b(?:close date|amount|stage|probability)\s+(?:missing|blank|empty|not set)\b/i,
    "missing_field",
  ],
  [/\b(?:win(?:ning)?|close|closing|conversion|success) (?:rate|ratio|percentage)\b/i, "win_rate"],
  [
    /\bhaven'?t (?:we |i )?(?:talked|spoken|heard|been in touch|contacted|reached|called|emailed|met)\b|\bnot (?:been )?(?:contacted|touched|talked to)\b|\bno (?:recent )?(?:activity|activities|contact|touch ?points?)\b|\bgone (?:quiet|cold|dark|silent)\b|\bneglect\w*|\bfollow(?:ed)?[- ]up (?:on|with)\b/i,
    "untouched",
  ],
  [/\bhow many\b|\bnumber of\b|\bcount\b/i, "count"],
  // The weighted pipeline (every open deal, each at its probability) is not the monthly forecast.
  [
    /\bweighted (?:pipeline|value|total|amount|sum|worth)|\b(?:probability|risk)[- ]?(?:weighted|adjusted)\b|\bweight\w*\b.{0,40}?\bprobabilit|\b(?:by|at|times) (?:its|their|each deal's|the) (?:probabilit|odds|likelihood)|\bexpected value\b|\bfactored pipeline\b/i,
    "weighted",
  ],
  [/\bforecast|\bweighted\b|\bexpected revenue\b/i, "forecast"],
  [
    /\b(?:average|avg|mean|typical) (?:win )?(?:probability|odds|chance|likelihood)\b/i,
    "average_probability",
  ],
  [/\bmedian\b|\bmiddle-value\b/i, "median"],
  [
    /\bnewest\b|\blast (?:one )?added\b|\bmost recent(?!ly)\b(?!\s*(?:call|e-?mail|meeting|activit|contact|touch))/i,
    "newest",
  ],
  [
    /\bfurthest along\b|\bfarthest along\b|\bmost advanced\b|\bclosest to (?:closing|signing|the finish|done)\b/i,
    "furthest_along",
  ],
  [
    /\bworth the most\b|\bmost money\b|\bhighest amount\b|\blargest amount\b|\bmost expensive\b|\bbiggest\b|\blargest\b|\btop deal\b|\bmost valuable\b|\bhighest value\b/i,
    "biggest",
  ],
  [
    /\bmost likely\b|\bbest chance\b|\bhighest probability\b|\blikeliest\b|\bsafest\b/i,
    "most_likely",
  ],
  [
    /\bmost at risk\b|\briskiest\b|\bleast likely\b|\blowest (?:probability|odds|chance)\b|\bworst (?:odds|chance)\b|\bleast probable\b/i,
    "least_likely",
  ],
  [
    /\baverage\b|\bavg\b|(?<!\b(?:does|do|did) (?:that|this|it|you) )\bmean\b|\btypical (?:deal|size)\b/i,
    "average",
  ],
  [
    /\bworth the least\b|\bleast money\b|\blowest amount\b|\bsmallest\b|\blowest value\b|\bleast valuable\b|\btiniest\b/i,
    "smallest",
  ],
  [/\bnext month\b/i, "closing_next_month"],
  [
    /\bsoonest\b|\bearliest\b|\bclos\w* (?:first|next)\b(?!\s+(?:week|month|quarter|year|\d))|\b(?:first|next) (?:one |deal )?to close\b/i,
    "soonest",
  ],
  [
    /\bclos\w* (?:last|latest)\b|\blast (?:one |deal )?to close\b|\blatest close|\bf[au]rthest out\b/i,
    "closes_last",
  ],
  [/\boldest\b|\blongest in the pipeline\b|\bopen (?:the )?longest\b|\bstalest\b/i, "oldest"],
  [
    /\b(?:show|list|see)\b(?: me)?(?: (?:all|every))?(?: (?:of )?(?:the|our|my))?(?: (?:deals?|opportunities|opps))?\s*[?.!]*$|\ball(?: (?:of )?(?:the|our|my))?(?: (?:deals|opportunities|opps))?\s*[?.!]*$|\bstatus of (?:everything|all)\b|\beverything\b|\bsummary\b|\boverview\b|\brundown\b|\bsnapshot\b/i,
    "all_deals",
  ],
  [
    /\bacross (?:the |all )?stages\b|\bsplit (?:by|across|between)\b|\bstage by stage\b|\bby stage\b|\bper stage\b|\beach stage\b|\bbreak ?down\b/i,
    "by_stage",
  ],
  [/\bthis month\b/i, "closing_this_month"],
  [/\bclos\w*|\bdue\b|\bland\w*|\bexpir\w*|\bcoming up\b/i, "closing_soon"],
  [/\brecent|\blatest\b|\bwhat happened\b|\bwho did we\b|\bactivit/i, "recent"],
  [/\bpipeline\b|\btotal\b|\bsum\b|\bhow much\b|\bworth\b/i, "total"],
];

/** A question's topics, each part of a two-part question in order. */
export function questionTopics(text: string): Topic[] {
  const topics = text
    .split(/\band\b|\balso\b|[?;]/i)
    .map((part) => topicWords.find(([re]) => re.test(part))?.[1])
    .filter((t): t is Topic => Boolean(t));
  return [...new Set(topics)];
}

/** Stages a question names by their names ("what's in Proposal?", "closed won"). */
const stageNames: [RegExp, Stage][] = [
  [/\bclosed[- ]?won\b|\bwon\b|\bwins\b|\b(?:did|have|do) (?:we|i) win\b/i, "Closed Won"],
  [/\bnegotiat\w*|\bneg(?:o|ot)?\b|\bin contract\b/i, "Negotiation"],
  [/\bproposals?\b|\bprop\b/i, "Proposal"],
  [/\bdiscovery\b|\bdisco\b|\bqualif\w*|\bearly[- ]stages?\b/i, "Discovery"],
  // "the late stages": every stage between the first one and a win.
  [/\blater?[- ]stages?\b/i, "Proposal"],
  [/\blater?[- ]stages?\b/i, "Negotiation"],
];

export function question(t: string, companies: readonly string[], today: string): QuestionIntent {
  const period = readPeriod(t, today);
  const amounts = amountBound(t);
  const open = /\b(?:still open|open|active|in play|not (?:yet )?(?:won|closed))\b/i.test(t);
  const filters = {
    ...(period ? { period } : {}),
    ...(amounts ? { amounts } : {}),
    ...(open ? { open } : {}),
  };
  const intent = plainQuestion(t, companies);
  return { ...intent, ...filters };
}

/** "excluding closed won", "other than discovery": stages a question leaves out. */
const leftOut =
  /\b(?:excluding|exclude|except(?: for)?|without|not counting|other than|besides|apart from|minus|ex)\s+(?:the\s+)?([^,.;?!]{3,30})/i;

function plainQuestion(said: string, companies: readonly string[]): QuestionIntent {
  // "median" is a statistic, not "Meridian" typed in a hurry.
  const t = said.replace(/\bmedian\b/gi, "middle-value");
  const deal = dealRef(t, companies);
  const aboutDeal = deal.named.length > 0 || (deal.said && /\b(?:with|about|on)\b/i.test(t));
  const out = leftOut.exec(t);
  const inText = out ? t.slice(0, out.index) + t.slice(out.index + out[0].length) : t;
  const named = aboutDeal ? [] : stageNames.filter(([re]) => re.test(inText)).map(([, s]) => s);
  const excluded = out ? stageNames.filter(([re]) => re.test(out[1]!)).map(([, s]) => s) : [];
  const stages = excluded.length
    ? allStages.filter((s) => !excluded.includes(s) && (!named.length || named.includes(s)))
    : allStages.filter((s) => named.includes(s));
  if (stages.length) {
    // "What's in closed won?": the stage's words are not a topic ("closed" is not a close date).
    const rest = stageNames.reduce((text, [re]) => text.replace(new RegExp(re, "gi"), " "), t);
    return { kind: "question", topics: questionTopics(rest), stages };
  }
  const topics = questionTopics(t.replace(/\bdeals?\b/gi, ""));
  return aboutDeal && !/\band\b/i.test(t)
    ? { kind: "question", topics: [], deal }
    : { kind: "question", topics, ...(aboutDeal ? { deal } : {}) };
}
