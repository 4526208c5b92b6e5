/**
 * What a question about the pipeline asks for, read from its words (docs/decisions/033): each
 * part's topic from a table of topics' words, and extremes read by rule — a word of the top or
 * the bottom and what it measures — so "max deal size" and "who's our whale" need no phrase.
 */

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
  | "missing_field"
  /** The open deals grouped by the month they close in. */
  | "by_month"
  /** Every deal, biggest first. */
  | "by_size"
  /** Every open deal, soonest close first. */
  | "by_close";

const topicWords: [RegExp, Topic][] = [
  // "Which deals have no close date?": a field the dashboard requires of every deal.
  [
    /\b(?:no|without|missing|lack(?:s|ing)?|(?:don'?t|doesn'?t|do not|does not) have)\s+(?:an?\s+|any\s+)?(?:close date|closing date|close|amount|value|stage|probability)\b|\b(?:close date|amount|stage|probability)\s+(?:missing|blank|empty|not set)\b/i,
    "missing_field",
  ],
  [/\b(?:win(?:ning)?|close|closing|conversion|success) (?:rate|ratio|percentage)\b/i, "win_rate"],
  [
    /\bhaven'?t (?:we |i )?(?:talked|spoken|heard|been in touch|contacted|reached|called|emailed|met)\b|\bnot (?:been )?(?:contacted|touched|talked to)\b|\bno (?:recent )?(?:activity|activities|contact|touch ?points?)\b|\bgone (?:quiet|cold|dark|silent|stale)\b|\b(?:stale|stalled|idle|dormant)\b|\bneglect\w*|\bfollow(?:ed)?[- ]up (?:on|with)\b/i,
    "untouched",
  ],
  [/\bhow many\b|\bnumber of\b|\bcount\b/i, "count"],
  // The weighted pipeline (every open deal, each at its probability) is not the monthly forecast.
  [
    /\bweighted (?:pipeline|value|total|amount|sum|worth)|\b(?:probability|risk)[- ]?(?:weighted|adjusted)\b|\bweight\w*\b.{0,40}?\bprobabilit|\b(?:by|at|times) (?:its|their|each deal's|the) (?:probabilit|odds|likelihood)|\bexpected value\b|\bfactored pipeline\b|\bweighted\b(?!\s+(?:monthly\s+)?forecast)|(?<!\b(?:most|least) )\blikely (?:to )?(?:bring in|book|land|make|bank|get in)\b|\bhow much\b[^?]{0,40}\blikely\b/i,
    "weighted",
  ],
  [/\bforecast|\bweighted\b|\bexpected revenue\b/i, "forecast"],
  [
    /\b(?:rank|sort|order|list|show)\w*\b.{0,30}?\bby (?:size|amount|value|worth|deal size)\b|\b(?:biggest|largest) (?:to|first)\b.{0,20}?\bsmallest\b|\bfrom (?:biggest|largest) to smallest\b/i,
    "by_size",
  ],
  [
    /\b(?:in (?:the )?order of|(?:sort|order|rank)\w* by|by) (?:the )?(?:close|closing) dates?\b|\bfrom (?:soonest|earliest) to (?:latest|last)\b/i,
    "by_close",
  ],
  [
    /\bby (?:the )?(?:close |closing )?months?\b|\b(?:each|every|per) month\b|\bmonth[- ]by[- ]month\b|\bmonthly (?:breakdown|split|view)\b/i,
    "by_month",
  ],
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
  // "the probability on every deal": every deal listed, with its figures.
  [
    /\b(?:every|each|all(?: the)?)\s+(?:deals?|opps?|opportunities)\b.{0,20}$|\b(?:probabilit\w*|odds|amounts?|close dates?|stages?) (?:on|of|for) (?:every|each|all)\b/i,
    "all_deals",
  ],
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

/**
 * An extreme said in any words: a word of the top or the bottom ("top", "max", "whale",
 * "lowest") and what is measured — the odds when said, else the amount of a deal.
 */
const top =
  /\b(?:top|highest|largest|biggest|max(?:imum)?|most|best|greatest|heaviest|whale|richest|juiciest|priciest|fattest)\b/i;
const bottom = /\b(?:lowest|smallest|least|min(?:imum)?|tiniest|worst|bottom|cheapest|weakest)\b/i;
const odds = /\b(?:odds|chances?|probabilit\w*|likel\w*|confiden\w*|certain\w*)\b/i;
const dealWord = /\b(?:deals?|opps?|opportunit\w*|value|amount|size|account|one|whale)\b/i;
function extreme(part: string): Topic | undefined {
  const [high, low] = [top.test(part), bottom.test(part)];
  if (high === low || /\bclos\w*|\bdates?\b|\bsoon|\blate\b|\bearl/i.test(part)) return undefined;
  if (odds.test(part)) return high ? "most_likely" : "least_likely";
  if (!dealWord.test(part)) return undefined;
  return high ? "biggest" : "smallest";
}

/** "most likely to slip", "could fall through": the risk of losing, not the odds of winning. */
const risk =
  /\b(?:likely|liable|set|going) to (?:slip|stall|fall through|fail|die|go cold)\b|\b(?:could|might|may) (?:slip|stall|fall through|fail)\b|\bshakiest\b|\bweakest\b|\bin danger\b/i;

/** One part's topic: a risk, an extreme of the odds, a topic's words, else an extreme of size. */
function topicOf(part: string): Topic | undefined {
  if (risk.test(part)) return "least_likely";
  const edge = extreme(part);
  if (edge === "most_likely" || edge === "least_likely") return edge;
  return topicWords.find(([re]) => re.test(part))?.[1] ?? edge;
}

/** A question's topics, each part of a two-part question in order. */
export function questionTopics(text: string): Topic[] {
  const topics = text
    .split(/\band\b|\balso\b|[?;]/i)
    .map(topicOf)
    .filter((t): t is Topic => Boolean(t));
  return [...new Set(topics)];
}
