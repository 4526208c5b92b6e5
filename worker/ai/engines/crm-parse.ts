import { tameInput } from "../tame-input";
import { type ActivityRequest, parseActivity } from "./crm-activity";
import { logWords } from "./crm-activity-words";
import { dealIntro, newDealName, newDealWords } from "./crm-intro";
import { capitalizedPhrase, capitalizeKnown, namedCompanies } from "./crm-names";
import {
  parseAmount,
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
  | "most_likely"
  | "average"
  | "by_stage"
  | "closing_this_month"
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
  | { kind: "question"; topics: Topic[]; deal?: DealRef }
  | { kind: "cannot"; action: Cannot }
  | { kind: "chat"; mood: "greeting" | "thanks" }
  | { kind: "help" };

/** Everything a deal's details can be read from one message. */
export function dealSlots(text: string, today: string): DealSlots {
  const slots: DealSlots = {};
  const amount = parseAmount(text);
  if (amount !== undefined) slots.amount = amount;
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
  [/\baverage\b|\bavg\b|\btypical deal\b/i, "average"],
  [/\bby stage\b|\bper stage\b|\beach stage\b|\bbreak ?down\b/i, "by_stage"],
  [/\bthis month\b/i, "closing_this_month"],
  [/\bclos\w*|\bdue\b|\bland\w*/i, "closing_soon"],
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
  if (/^(?:delete|remove|erase|drop|get rid of)\b|\b(?:delete|remove|erase)\b/i.test(t))
    return /\b(?:activit\w*|call|email|meeting|note)\b/i.test(t)
      ? "delete_activity"
      : "delete_deal";
  if (/\bexport\b|\bdownload\b|\bexcel\b|\bcsv\b|\bspreadsheet\b/i.test(t)) return "export";
  if (/^(?:send|email|e-mail|call|phone|ring|schedule|book|invite)\b(?!\s+it\b)/i.test(t))
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
  const t = tameInput(text)
    .trim()
    .replace(/^(?:hey|hi|ok|okay|so|alright|right)\b[,!]?\s+(?=\w)/i, "")
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
  if (logs) return { kind: "add_activity", ...parseActivity(capitalizeKnown(t, contacts)) };
  const deal = dealRef(t, companies);
  const rest = deal.named.length ? t : t.replace(deal.said ?? "", " ");
  const slots = dealSlots(rest.replace(/\bdeal\b/gi, ""), today);
  const updating =
    /\b(?:move|set|update|change|mark|push|bump|slipp?(?:ed|ing)?|is now|now in|call it)\b/i.test(
      t,
    ) || Object.keys(slots).length > 0;
  if (updating && (deal.named.length || deal.said || deal.pronoun))
    return { kind: "update_opportunity", deal, slots };
  const topics = questionTopics(t);
  if (topics.length || deal.named.length) return question(t, companies);
  if (updating) return { kind: "update_opportunity", deal, slots };
  return { kind: "help" };
}

function question(t: string, companies: readonly string[]): Intent {
  const deal = dealRef(t, companies);
  const aboutDeal = deal.named.length > 0 || (deal.said && /\b(?:with|about|on)\b/i.test(t));
  const topics = questionTopics(t.replace(/\bdeals?\b/gi, ""));
  return aboutDeal && !/\band\b/i.test(t)
    ? { kind: "question", topics: [], deal }
    : { kind: "question", topics, ...(aboutDeal ? { deal } : {}) };
}
