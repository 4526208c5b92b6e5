import type { Currency } from "../../contracts/facts";
import { isCorrection, retracted } from "../../language/corrections";
import { inDollars } from "../../language/money";
import { normalise } from "../../language/normalise";
import { tameInput } from "../tame-input";
import { type ActivityRequest, parseActivity } from "./crm-activity";
import { activityAnywhere, activityNoun, logWords } from "./crm-activity-words";
import { figureCurrency } from "./crm-currency";
import { dealIntro, nameInClauses, newDealName, newDealWords } from "./crm-intro";
import { capitalizeKnown } from "./crm-names";
import {
  type DealRef,
  dealRef,
  type QuestionIntent,
  question,
  questionShape,
  questionTopics,
} from "./crm-question";
import {
  amountChange,
  parseAmount,
  parseAmountRange,
  parseDate,
  parseDateShift,
  parseProbability,
  parseStage,
  type StageWord,
  stageStep,
} from "./crm-words";

/**
 * One message → what the visitor wants (intent) and the details they gave (slots), for the
 * built-in CRM engine. Pure: today and the pipeline's companies are inputs. Questions are read in
 * crm-question.ts.
 */

export type { DealRef, Topic } from "./crm-question";
export { dealRef, questionTopics } from "./crm-question";

export interface DealSlots {
  amount?: number;
  /** Two figures said for the amount ("between 30 and 40 thousand"): asked back, never guessed. */
  range?: { min: number; max: number };
  /** An amount said in another currency, before it was converted to dollars. */
  said?: { amount: number; currency: Currency };
  /** A change to the amount ("knock 10k off" → -10,000), applied to the deal's amount. */
  amountBy?: number;
  stage?: StageWord;
  probability?: { value: number } | { delta: number };
  closeDate?: string;
  shift?: { n: number; unit: string };
  /** "the next stage" (1), "back a stage" (-1): a move from the deal's own stage. */
  stageStep?: 1 | -1;
}

/** `bulk`: one change to many deals at once ("push everything in negotiation back a week"). */
export type Cannot =
  | "undo"
  | "delete_deal"
  | "delete_activity"
  | "send"
  | "export"
  | "bulk"
  | "clear_chat"
  /** Something this assistant has no tool for: reminders, tasks, owners, renames, merges. */
  | "unsupported";

export type Intent =
  | { kind: "add_opportunity"; company?: string; slots: DealSlots }
  | ({ kind: "add_activity" } & ActivityRequest)
  /** `all`: the visitor agreed to update every deal of that name. */
  | { kind: "update_opportunity"; deal: DealRef; slots: DealSlots; all?: boolean }
  | QuestionIntent
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
  // The pipeline is in dollars: another currency is converted at the vocabulary's rough rate
  // and the reply says so (the figure as said is kept to say it back).
  const currency = amount !== undefined ? figureCurrency(text) : undefined;
  const dollars = (n: number) =>
    currency ? Math.round(inDollars({ min: n, max: n, currency }).min / 100) * 100 : n;
  if (currency && amount !== undefined) slots.said = { amount: Math.abs(amount), currency };
  if (change) slots.amountBy = change * dollars(amount!);
  else if (amount !== undefined) slots.amount = dollars(amount);
  const stage = parseStage(text);
  if (stage) slots.stage = stage;
  const step = stage ? undefined : stageStep(text);
  if (step) slots.stageStep = step;
  const probability = parseProbability(text);
  if (probability) slots.probability = probability;
  const shift = parseDateShift(text);
  const closeDate = shift ? undefined : parseDate(text, today);
  if (shift) slots.shift = shift;
  if (closeDate) slots.closeDate = closeDate;
  return slots;
}

/** Requests for what no tool does: reminders, tasks, owners, renames, merges, imports. */
const unsupported =
  /^(?:remind|set (?:a|up a) (?:reminder|task|alert)|create (?:a )?(?:task|reminder|to-?do)|add (?:a )?(?:task|reminder|to-?do)|assign|reassign|rename|merge|import|sync)\b|^add (?:a )?note to\b/i;

/** The conversation itself, not the pipeline: "clear the chat", "start over", "reset this". */
const clearChat =
  /^(?:clear|reset|wipe|empty|restart|delete)\s+(?:the |this |my |our )?(?:chat|conversation|history|messages|thread)\b|^(?:start (?:over|again|a new (?:chat|conversation))|new (?:chat|conversation))\b/i;

/** A change said of many deals at once: the update tool changes one deal a call. */
const bulkVerb =
  /^(?:move|push|set|bump|change|update|mark|raise|lower|increase|decrease|shift|slide|close)\b/i;
const bulkWords =
  /\b(?:everything|every (?:deal|opp\w*)|all (?:the |our |of (?:the |our )?)?(?:deals|opp\w*)|all of them)\b/i;

function cannot(t: string): Cannot | undefined {
  if (clearChat.test(t)) return "clear_chat";
  if (
    /^undo\b|\bundo (?:that|it|this|the last|my last)|\brevert\b|\b(?:take|roll) (?:that|it) back\b|^(?:scratch|cancel|forget|ignore) (?:that|this|it|the last (?:one|change|thing))\b/i.test(
      t,
    )
  )
    return "undo";
  if (
    /^(?:delete|remove|erase|wipe|purge|clear(?: out)?|empty|drop(?![^.?!]*\bto\s+[$\d])|get rid of)\b|\b(?:delete|remove|erase|wipe|purge)\b/i.test(
      t,
    )
  )
    return /\b(?:activit\w*|call|email|meeting|note)\b/i.test(t)
      ? "delete_activity"
      : "delete_deal";
  if (bulkVerb.test(t) && bulkWords.test(t)) return "bulk";
  if (/^(?:draft|write|compose)\b[^.?!]{0,30}\b(?:e-?mail|message|note|letter|text)\b/i.test(t))
    return "send";
  if (unsupported.test(t)) return "unsupported";
  if (/\bexport\b|\bdownload\b|\bexcel\b|\bcsv\b|\bspreadsheet\b/i.test(t)) return "export";
  if (
    /^(?:send|email|e-mail|call|phone|ring|dial|text|message|ping|dm|whatsapp|schedule|book|invite)\b(?!\s+(?:it|with|w\/|call)(?:\b|\s))/i.test(
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
    // "Meeting notes: Priya, Atlas, …", "call recap -": an activity told under its heading.
    .replace(
      /^(meeting|call|phone call|demo|e-?mail)\s+(?:notes?|recap|summary|debrief)\s*[:-]\s*(?=\w)/i,
      (_, kind: string) => (/mail/i.test(kind) ? "emailed " : `had a ${kind} with `),
    )
    // "FYI", "Quick note:", "Update -": a lead-in, not a note of an activity.
    .replace(/^(?:(?:fyi|heads up)\b\s*[:,-]?|(?:quick )?(?:note|update)\s*[:-])\s+(?=\w)/i, "")
    .replace(/^(?:can|could|would|will)\s+you\s+(?:please\s+)?|^please\s+/i, "");
  const no = cannot(t);
  if (no) return { kind: "cannot", action: no };
  if (
    /^(?:what (?:can|do) you do|who are you|what are you|how do(?:es)? (?:this|you) work)\b/i.test(
      t,
    )
  )
    return { kind: "help" };
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
  if (questionShape.test(t) && !logs && !adds) return question(t, companies, today);
  if (adds) return addIntent(t, today);
  // Known contacts' and companies' names typed in lower case read as names ("the atlas team").
  const named = () => capitalizeKnown(t, [...contacts, ...companies]);
  if (logs) return { kind: "add_activity", ...parseActivity(named()) };
  // An activity said later in the message ("FYI I called Marcus…") is logged when it says who.
  if (activityAnywhere.test(t)) {
    const activity = parseActivity(named());
    if (activity.person) return { kind: "add_activity", ...activity };
  }
  // "Sarah - call - pricing", "vm to priya about the workshop": the activity's noun, who and what.
  if (activityNoun.test(t) && !questionShape.test(t)) {
    const activity = parseActivity(named());
    if (activity.person && activity.subject) return { kind: "add_activity", ...activity };
  }
  const deal = dealRef(t, companies);
  const rest = deal.named.length ? t : t.replace(deal.said ?? "", " ");
  const slots = dealSlots(rest.replace(/\bdeal\b/gi, ""), today);
  const changeWords =
    /\b(?:move[ds]?|set|update|change|mark|push(?:ed)?|bump(?:ed)?|raise|slipp?(?:ed|ing)?|is now|now in|call it|to|now)\b/i;
  // "proposal stage, 55k, Vertex Labs Inc.": details in clauses and a company the pipeline lacks.
  if (
    !deal.named.length &&
    !deal.pronoun &&
    (slots.amount !== undefined || slots.range) &&
    /[,;](?!\d)|\s[-–—]\s/.test(t) &&
    !changeWords.test(t)
  ) {
    const added = addIntent(t, today);
    if (added.company) return added;
  }
  const updating = changeWords.test(t) || Object.keys(slots).length > 0;
  if (updating && (deal.named.length || deal.said || deal.pronoun))
    return { kind: "update_opportunity", deal, slots };
  // "change the close date" with no deal named: which deal is asked, not a question answered.
  if (/^(?:move|set|update|change|mark|push|bump|raise|lower)\b/i.test(t) && !questionShape.test(t))
    return { kind: "update_opportunity", deal, slots };
  const topics = questionTopics(t);
  if (topics.length || deal.named.length) return question(t, companies, today);
  if (updating) return { kind: "update_opportunity", deal, slots };
  return { kind: "help" };
}

/** Words that are a deal's detail, not its company: a stage, an amount, a date. */
function detailIn(today: string) {
  return (words: string) =>
    parseStage(words) !== undefined ||
    parseAmount(words) !== undefined ||
    parseDate(words, today) !== undefined ||
    /^(?:clos\w*|stage|probability|worth|value|budget)\b/i.test(words);
}

function addIntent(t: string, today: string): Extract<Intent, { kind: "add_opportunity" }> {
  const company = newDealName(t) ?? nameInClauses(t, detailIn(today));
  return { kind: "add_opportunity", company, slots: dealSlots(t, today) };
}
