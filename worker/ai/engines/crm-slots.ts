import type { Currency } from "../../contracts/facts";
import { isCorrection, retracted } from "../../language/corrections";
import { inDollars } from "../../language/money";
import type { RoughAmount } from "../../language/money-rough";
import { figureCurrency } from "./crm-currency";
import { bareAmount, percentOfAmount } from "./crm-figures";
import { roughAmount } from "./crm-rough";
import { stageLacking } from "./crm-stage-nearest";
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
 * A deal's details read from one message (the slots of an add or an update): amount, stage,
 * probability and close date, each as said, for the built-in CRM engine. Pure: today is an input.
 */

export interface DealSlots {
  amount?: number;
  /** An amount said roughly ("low six figures"): the figure assumed is said back. */
  rough?: RoughAmount;
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
  /** The stage as said when the pipeline lacks it ("Qualified" for Discovery): said back. */
  stageSaid?: string;
  probability?: { value: number } | { delta: number };
  closeDate?: string;
  shift?: { n: number; unit: string };
  /** "the next stage" (1), "back a stage" (-1): a move from the deal's own stage. */
  stageStep?: 1 | -1;
}

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
  const { amount, range, amountBy, rough, ...rest } = said;
  const newFigure = fixed.amount !== undefined || fixed.range || fixed.amountBy;
  const first = newFigure ? {} : { amount, range, amountBy, rough };
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

function slotsIn(said: string, today: string): DealSlots {
  const slots: DealSlots = {};
  const text = said.replace(oldFigure, " ");
  // Said roughly, the amount is the figure the words give ("around 80 to 90 grand": the middle).
  const rough = roughAmount(text);
  if (rough) slots.rough = rough;
  const range = rough ? undefined : parseAmountRange(text);
  const amount = rough ? rough.value : range ? undefined : parseAmount(text);
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
  const lacking = stage && stageLacking(text);
  if (lacking) slots.stageSaid = lacking;
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
