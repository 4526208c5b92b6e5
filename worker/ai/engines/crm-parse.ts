import type { Currency } from "../../contracts/facts";
import { isCorrection, retracted } from "../../language/corrections";
import { inDollars } from "../../language/money";
import { normalise } from "../../language/normalise";
import { tameInput } from "../tame-input";
import { type ActivityRequest, parseActivity } from "./crm-activity";
import { activityAnywhere, activityNoun, logWords } from "./crm-activity-words";
import { type Cannot, cannot, notedActivity } from "./crm-cannot";
import { figureCurrency } from "./crm-currency";
import { bareAmount, percentOfAmount } from "./crm-figures";
import { dealIntro, nameInClauses, newDealName, newDealWords, placeVerb } from "./crm-intro";
import { capitalizeKnown, contactDealsNamed } from "./crm-names";
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
  FIGURE,
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

export type { Cannot } from "./crm-cannot";
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
  /** A bare figure for the amount ("should be 130"): thousands when the deal's amount is. */
  amountScaled?: number;
  /** The amount multiplied ("halve it" → 0.5, "doubled" → 2). */
  amountTimes?: number;
  stage?: StageWord;
  probability?: { value: number } | { delta: number };
  closeDate?: string;
  shift?: { n: number; unit: string };
  /** "the next stage" (1), "back a stage" (-1): a move from the deal's own stage. */
  stageStep?: 1 | -1;
}

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

/**
 * "90k → 97k", "went from 90k to 97k": the figure before the arrow is the old one. Without an
 * arrow or a verb of change, "from 100 to 120k" is a range, asked back.
 */
const oldFigure = new RegExp(
  String.raw`${FIGURE}\s*(?:→|->|=>)\s*(?=\$?\d)|(?<=\b(?:went|gone|moved|changed|increased|grew|rose|jumped|dropped|fell|decreased|revised|updated|bumped|raised|lowered)\s+(?:\w+\s+){0,2}?)from\s+${FIGURE}\s+to\s+(?=\$?\d)`,
  "i",
);
const factors: [RegExp, number][] = [
  [
    /\bhalve[ds]?\b|\b(?:cut|drop\w*|fell|down|slash\w*)\b[^.?!]{0,30}?\b(?:in|by) half\b|\bhalf (?:of )?what it was\b/i,
    0.5,
  ],
  [/\bdoubl(?:e|ed|es|ing)\b/i, 2],
  [/\btripl(?:e|ed|es|ing)\b/i, 3],
];

/** Verbs that change a deal already there: with a company the pipeline lacks, it is not found. */
const changeVerb =
  /^(?:move|set|update|change|mark|push|bump|raise|lower|cut|increase|reduce|drop|knock|up|add\s+\S+\s+to)\b/i;

/** "<event> with|for|to <someone> went …": an activity told by its outcome. */
const toldOutcome =
  /^(?![^,.;]*\b(?:deal|opp|opportunity|account|pipeline)\b)(?:[\w'-]+\s+){1,3}?(?:with|for|to)\s+[^,.;]{2,40}?\s+(?:went|turned out|ran (?:long|over|short))\b(?!\s+(?:to|into|up|down|from)\b)/i;

function slotsIn(said: string, today: string): DealSlots {
  const slots: DealSlots = {};
  const text = said.replace(oldFigure, " ");
  const range = parseAmountRange(text);
  const amount = range ? undefined : parseAmount(text);
  const times = amount === undefined ? factors.find(([re]) => re.test(text))?.[1] : undefined;
  if (times) slots.amountTimes = times;
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
  const byPercent = amount === undefined && !times ? percentOfAmount(text) : undefined;
  if (byPercent) slots.amountTimes = byPercent;
  const probability = byPercent ? undefined : parseProbability(text);
  if (probability) slots.probability = probability;
  const bare = amount === undefined && !range && !probability && !byPercent && bareAmount(text);
  if (bare) slots.amountScaled = bare;
  const shift = parseDateShift(text);
  const closeDate = shift ? undefined : parseDate(text, today);
  if (shift) slots.shift = shift;
  if (closeDate) slots.closeDate = closeDate;
  return slots;
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
  const said = normalise(tameInput(text))
    // Emoji and pictographs say a mood, not a name or a figure.
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, " ")
    .replace(/\s{2,}/g, " ")
    .trim()
    .replace(
      /^(?:hey|hi|ok|okay|so|alright|right|and|also|then|and also|and then)\b[,!]?\s+(?=\w)/i,
      "",
    )
    // "Meeting notes: Priya, Atlas, …", "call recap -": an activity told under its heading.
    .replace(
      /^(meeting|call|phone call|demo|e-?mail)\s+(?:notes?|recap|summary|debrief)\s*[:-]\s*(?=\w)/i,
      (_, kind: string) => (/mail/i.test(kind) ? "emailed " : `had a ${kind} with `),
    )
    // "FYI", "Quick note:", "Update -": a lead-in, not a note of an activity.
    .replace(/^(?:(?:fyi|heads up)\b\s*[:,-]?|(?:quick )?(?:note|update)\s*[:-])\s+(?=\w)/i, "")
    .replace(/^(?:can|could|would|will)\s+you\s+(?:please\s+)?|^please\s+/i, "");
  const t = contactDealsNamed(said, contacts, companies);
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
  // "add 15k to northwind": a figure added to a deal already there raises it; no new deal.
  const raises =
    /^add(?:ed)?\b/i.test(t) && amountChange(t) === 1 && dealRef(t, companies).named.length > 0;
  const intro = !raises && dealIntro.test(t);
  const logs = !intro && logWords.test(t);
  const adds = intro || (!logs && !raises && newDealWords.test(t));
  // "what did marcus say last": a recent contact stands for their deal in a question.
  if (questionShape.test(t) && !logs && !adds)
    return question(contactDealsNamed(t, contacts, companies, true), companies, today);
  if (adds) return addIntent(t, today);
  // Known contacts' and companies' names typed in lower case read as names ("the atlas team").
  const named = () => capitalizeKnown(t, [...contacts, ...companies]);
  if (logs) return { kind: "add_activity", ...parseActivity(named()) };
  // "email from Marcus - …", "call with Sarah - …": a note headed by the activity, logged.
  if (notedActivity.test(t)) {
    const activity = parseActivity(named());
    if (activity.person) return { kind: "add_activity", ...activity };
  }
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
  // "kickoff with the atlas team went great": an event told by how it went logs it.
  if (toldOutcome.test(t) && !questionShape.test(t)) {
    const activity = parseActivity(named());
    if (activity.person && activity.subject) return { kind: "add_activity", ...activity };
  }
  const deal = dealRef(t, companies);
  const rest = deal.named.length ? t : t.replace(deal.said ?? "", " ");
  const slots = dealSlots(rest.replace(/\bdeal\b/gi, ""), today);
  const changeWords =
    /\b(?:move[ds]?|set|update|change|mark|push(?:ed)?|bump(?:ed)?|raise|slipp?(?:ed|ing)?|is now|now in|call it|to|now|should be)\b/i;
  // "Tallis wants to buy": a "to" before a verb of intent is no change of a deal's value.
  const noInfinitive = t.replace(
    /\b(?:wants?|wanting|keen|ready|looking|hoping|plans?|planning|going|about|likely|agreed|decided|needs?)\s+to\s+[a-z]+/gi,
    " ",
  );
  // "stick Vela Outdoor in proposal at 64k", "slap Corbin Freight on the board for 58k": a
  // company the pipeline lacks, given a place or a figure of its own (not a change), is a new deal.
  if (
    !deal.named.length &&
    !deal.pronoun &&
    (placeVerb.test(t) || (deal.said && !changeVerb.test(t) && !changeWords.test(noInfinitive))) &&
    (slots.amount !== undefined || (placeVerb.test(t) && slots.stage))
  ) {
    const added = addIntent(t, today);
    const company = deal.said && !placeVerb.test(t) ? deal.said : added.company;
    if (company) return { ...added, company };
  }
  // "verbal from Tollgate Ceramics for 36k, put it in proposal": "it" is the company just named,
  // one the pipeline lacks, with a figure of its own: a new deal.
  if (deal.pronoun && !deal.named.length && slots.amount !== undefined && !changeVerb.test(t)) {
    const added = addIntent(t, today);
    if (added.company && /^\p{Lu}/u.test(added.company)) return added;
  }
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
