import { stages as allStages, type Stage } from "../../contracts/crm";
import { isCorrection, retracted } from "../../language/corrections";
import { normalise } from "../../language/normalise";
import { tameInput } from "../tame-input";
import { type ActivityRequest, parseActivity } from "./crm-activity";
import { activityAnywhere, logWords } from "./crm-activity-words";
import { dealIntro, newDealName, newDealWords } from "./crm-intro";
import { capitalizedPhrase, capitalizeKnown, namedCompanies } from "./crm-names";
import {
  amountChange,
  parseAmount,
  parseAmountRange,
  parseDate,
  parseDateShift,
  parseProbability,
  parseStage,
  type StageWord,
} from "./crm-words";

/**
 * One message → what the visitor wants (intent) and the details they gave (slots), for the
 * built-in CRM engine. Pure: today and the pipeline's companies are inputs.
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
  | "recent";

/** Which deal a message means: known companies it names, else the name as said, or "it". */
export interface DealRef {
  named: string[];
  said?: string;
  pronoun?: boolean;
}

export interface DealSlots {
  amount?: number;
  /** Two figures said for the amount ("between 30 and 40 thousand"): asked back, never guessed. */
  range?: { min: number; max: number };
  /** A change to the amount ("knock 10k off" → -10,000), applied to the deal's amount. */
  amountBy?: number;
  stage?: StageWord;
  probability?: { value: number } | { delta: number };
  closeDate?: string;
  shift?: { n: number; unit: string };
}

export type Cannot = "undo" | "delete_deal" | "delete_activity" | "send" | "export";

export type Intent =
  | { kind: "add_opportunity"; company?: string; slots: DealSlots }
  | ({ kind: "add_activity" } & ActivityRequest)
  /** `all`: the visitor agreed to update every deal of that name. */
  | { kind: "update_opportunity"; deal: DealRef; slots: DealSlots; all?: boolean }
  /** `stages`: the stages a question is about ("what's in Proposal?"), when it names any. */
  | { kind: "question"; topics: Topic[]; deal?: DealRef; stages?: Stage[] }
  | { kind: "cannot"; action: Cannot }
  | { kind: "chat"; mood: "greeting" | "thanks" }
  | { kind: "help" };

/**
 * Everything a deal's details can be read from one message; a correction in it ("70% no wait
 * 80%", "90k, no actually 95k") keeps what follows it (the language module's corrections).
 */
export function dealSlots(text: string, today: string): DealSlots {
  const said = slotsIn(text, today);
  const after = isCorrection(text) ? retracted(text) : text;
  if (after === text || !after.trim()) return said;
  const fixed = slotsIn(after, today);
  // A corrected figure replaces the one said first, whether one amount or two.
  const { amount, range, amountBy, ...rest } = said;
  const newFigure = fixed.amount !== undefined || fixed.range || fixed.amountBy;
  const first = newFigure ? {} : { amount, range, amountBy };
  return Object.fromEntries(
    Object.entries({ ...rest, ...first, ...fixed }).filter(([, v]) => v !== undefined),
  ) as DealSlots;
}

function slotsIn(text: string, today: string): DealSlots {
  const slots: DealSlots = {};
  const range = parseAmountRange(text);
  const amount = range ? undefined : parseAmount(text);
  if (range) slots.range = range;
  const change = amount !== undefined && amount > 0 ? amountChange(text) : undefined;
  if (change) slots.amountBy = change * amount!;
  else if (amount !== undefined) slots.amount = amount;
  const stage = parseStage(text);
  if (stage) slots.stage = stage;
  const probability = parseProbability(text);
  if (probability) slots.probability = probability;
  const shift = parseDateShift(text);
  const closeDate = shift ? undefined : parseDate(text, today);
  if (shift) slots.shift = shift;
  if (closeDate) slots.closeDate = closeDate;
  return slots;
}

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
    /^(?:it|deal|pipeline|us|me|probability|amount|value|stage|(?:the )?close date)$/i;
  return said && !slotWord.test(said) ? { named, said } : { named };
}

const topicWords: [RegExp, Topic][] = [
  [/\bhow many\b|\bnumber of\b|\bcount\b/i, "count"],
  // The weighted pipeline (every open deal, each at its probability) is not the monthly forecast.
  [
    /\bweighted (?:pipeline|value|total|amount|sum|worth)|\b(?:probability|risk)[- ]?(?:weighted|adjusted)\b|\bweight\w*\b.{0,40}?\bprobabilit|\b(?:by|at|times) (?:its|their|each deal's|the) (?:probabilit|odds|likelihood)|\bexpected value\b|\bfactored pipeline\b/i,
    "weighted",
  ],
  [/\bforecast|\bweighted\b|\bexpected revenue\b/i, "forecast"],
  [/\bbiggest\b|\blargest\b|\btop deal\b|\bmost valuable\b|\bhighest value\b/i, "biggest"],
  [
    /\bmost likely\b|\bbest chance\b|\bhighest probability\b|\blikeliest\b|\bsafest\b/i,
    "most_likely",
  ],
  [
    /\bleast likely\b|\blowest (?:probability|odds|chance)\b|\bworst (?:odds|chance)\b|\bleast probable\b/i,
    "least_likely",
  ],
  [/\baverage\b|\bavg\b|\bmean\b|\btypical (?:deal|size)\b/i, "average"],
  [/\bsmallest\b|\blowest value\b|\bleast valuable\b|\btiniest\b/i, "smallest"],
  [/\bnext month\b/i, "closing_next_month"],
  [
    /\bsoonest\b|\bearliest\b|\bclos\w* (?:first|next)\b|\b(?:first|next) (?:one |deal )?to close\b/i,
    "soonest",
  ],
  [
    /\bclos\w* (?:last|latest)\b|\blast (?:one |deal )?to close\b|\blatest close|\bf[au]rthest out\b/i,
    "closes_last",
  ],
  [/\boldest\b|\blongest in the pipeline\b|\bopen (?:the )?longest\b|\bstalest\b/i, "oldest"],
  [/\bby stage\b|\bper stage\b|\beach stage\b|\bbreak ?down\b/i, "by_stage"],
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

const questionShape =
  /\?\s*$|^(?:what|what's|whats|how|which|who|where|when|is|are|do|does|did|tell me|show|list|give me|any|anything)\b/i;
function cannot(t: string): Cannot | undefined {
  if (
    /^undo\b|\bundo (?:that|it|this|the last|my last)|\brevert\b|\b(?:take|roll) (?:that|it) back\b/i.test(
      t,
    )
  )
    return "undo";
  if (
    /^(?:delete|remove|erase|drop(?![^.?!]*\bto\s+[$\d])|get rid of)\b|\b(?:delete|remove|erase)\b/i.test(
      t,
    )
  )
    return /\b(?:activit\w*|call|email|meeting|note)\b/i.test(t)
      ? "delete_activity"
      : "delete_deal";
  if (/\bexport\b|\bdownload\b|\bexcel\b|\bcsv\b|\bspreadsheet\b/i.test(t)) return "export";
  if (
    /^(?:send|email|e-mail|call|phone|ring|dial|text|message|ping|dm|whatsapp|schedule|book|invite)\b(?!\s+(?:it|with|w\/)\b)/i.test(
      t,
    )
  )
    return "send";
  return undefined;
}

/**
 * Reads one message. `companies` are the dashboard's current company names, `contacts` its recent
 * activities' contacts ("Sarah Chen - Northwind Logistics").
 */
export function parseCommand(
  text: string,
  today: string,
  companies: readonly string[] = [],
  contacts: readonly string[] = [],
): Intent {
  const t = normalise(tameInput(text))
    .trim()
    .replace(/^(?:hey|hi|ok|okay|so|alright|right)\b[,!]?\s+(?=\w)/i, "")
    // "FYI", "Quick note:", "Update -": a lead-in, not a note of an activity.
    .replace(/^(?:(?:fyi|heads up)\b\s*[:,-]?|(?:quick )?(?:note|update)\s*[:-])\s+(?=\w)/i, "")
    .replace(/^(?:can|could|would|will)\s+you\s+(?:please\s+)?|^please\s+/i, "");
  const no = cannot(t);
  if (no) return { kind: "cannot", action: no };
  if (
    /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening))\b[\s!.,]*(?:there)?[\s!.]*$/i.test(t)
  )
    return { kind: "chat", mood: "greeting" };
  if (
    t.length < 40 &&
    /^(?:thanks|thank you|thx|cheers|great|perfect|awesome|nice|cool)\b/i.test(t)
  )
    return { kind: "chat", mood: "thanks" };
  // "Log a new lead…" adds a deal; "Met a new lead…" logs a meeting.
  const intro = dealIntro.test(t);
  const logs = !intro && logWords.test(t);
  const adds = intro || (!logs && newDealWords.test(t));
  if (questionShape.test(t) && !logs && !adds) return question(t, companies);
  if (adds) return { kind: "add_opportunity", company: newDealName(t), slots: dealSlots(t, today) };
  // Known contacts' and companies' names typed in lower case read as names ("the atlas team").
  const named = () => capitalizeKnown(t, [...contacts, ...companies]);
  if (logs) return { kind: "add_activity", ...parseActivity(named()) };
  // An activity said later in the message ("FYI I called Marcus…") is logged when it says who.
  if (activityAnywhere.test(t)) {
    const activity = parseActivity(named());
    if (activity.person) return { kind: "add_activity", ...activity };
  }
  const deal = dealRef(t, companies);
  const rest = deal.named.length ? t : t.replace(deal.said ?? "", " ");
  const slots = dealSlots(rest.replace(/\bdeal\b/gi, ""), today);
  const updating =
    /\b(?:move[ds]?|set|update|change|mark|push(?:ed)?|bump(?:ed)?|slipp?(?:ed|ing)?|is now|now in|call it)\b/i.test(
      t,
    ) || Object.keys(slots).length > 0;
  if (updating && (deal.named.length || deal.said || deal.pronoun))
    return { kind: "update_opportunity", deal, slots };
  const topics = questionTopics(t);
  if (topics.length || deal.named.length) return question(t, companies);
  if (updating) return { kind: "update_opportunity", deal, slots };
  return { kind: "help" };
}

/** Stages a question names by their names ("what's in Proposal?", "closed won"). */
const stageNames: [RegExp, Stage][] = [
  [/\bclosed[- ]?won\b|\bwon\b/i, "Closed Won"],
  [/\bnegotiat\w*|\bneg(?:o|ot)?\b|\bin contract\b/i, "Negotiation"],
  [/\bproposals?\b|\bprop\b/i, "Proposal"],
  [/\bdiscovery\b|\bdisco\b|\bqualif\w*/i, "Discovery"],
];

function question(t: string, companies: readonly string[]): Intent {
  const deal = dealRef(t, companies);
  const aboutDeal = deal.named.length > 0 || (deal.said && /\b(?:with|about|on)\b/i.test(t));
  const named = aboutDeal ? [] : stageNames.filter(([re]) => re.test(t)).map(([, s]) => s);
  const stages = allStages.filter((s) => named.includes(s));
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
