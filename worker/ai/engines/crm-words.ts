import { readMoney } from "../../language/money";
import { toNumber, unitValue } from "../../language/numbers";
import { figureUnits, monthWord, scales } from "../../language/vocabulary";
import { amountText } from "./crm-amount-text";

export { parseDate, parseDateShift, shiftDate } from "./crm-dates";
export { parseProbability } from "./crm-odds";
/**
 * The built-in CRM engine's amounts, read from one message: one figure, two for one amount, and a
 * change by a figure. Pure and linear: the input is tamed first (no long digit runs), and no
 * pattern nests quantifiers. Stages (crm-stage-words.ts), probabilities (crm-odds.ts) and dates
 * (crm-dates.ts) are read apart; they are re-exported here for the engine's readers.
 */
export { LOST, parseStage, type StageWord, stageStep } from "./crm-stage-words";

/** A figure's unit ("k", "grand", "mil", "bn"), longest first: the language module's table. */
export const UNIT = Object.keys(figureUnits)
  .sort((a, b) => b.length - a.length)
  .join("|");
const AMOUNT = new RegExp(
  String.raw`(\$|usd\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(${UNIT})?\b(?!\s?%|\s?percent|[-/]\d)`,
  "gi",
);
/** A month just before a figure: "Dec 15" is a day, not an amount. */
// The month's name, whole or short ("May", "Sept."), not a word that starts like one ("maybe").
const monthBefore = new RegExp(String.raw`\b${monthWord}\.?\s*$`, "i");
/** A figure with its unit or scale, for a pattern ("80k", "$1,200", "2 million"). */
export const FIGURE = String.raw`\$?\d[\d.,]*(?:\s?(?:${UNIT}|${Object.keys(scales).join("|")})\b)?`;

/**
 * A money amount: "$75k", "1.2M", "forty-five thousand", "about 1.5 mil", "nine hundred grand",
 * "roughly $80k give or take". Negative when written so ("-50000", "minus $20k"): the caller
 * refuses it. Percentages, days of a month, years and small bare numbers ("in 2 weeks") are not
 * amounts.
 */
export function parseAmount(text: string): number | undefined {
  const t = amountText(text);
  for (const m of t.matchAll(AMOUNT)) {
    const [, dollar, digits, unit] = m;
    // A bare figure under 1000 is never an amount (unless dollars follow): skip it cheaply.
    if (
      !dollar &&
      !unit &&
      /^\d{1,3}(?:\.\d+)?$/.test(digits!) &&
      !/^\s*(?:dollars|bucks|usd)\b/i.test(
        t.slice(m.index + m[0].length, m.index + m[0].length + 12),
      )
    )
      continue;
    // Only the words next to the figure matter; a bounded look keeps many figures linear.
    const before = t.slice(Math.max(0, m.index - 40), m.index);
    const dollars =
      Boolean(dollar) ||
      /^\s*(?:dollars|bucks|usd)\b/i.test(
        t.slice(m.index + m[0].length, m.index + m[0].length + 12),
      );
    // "probability to 80" is a probability; "Atlas to 300000" (or "three hundred thousand") a sum.
    if (
      /(?:probability|prob|chance|likelihood)\s*(?:to|at|of|is)?\s*$/i.test(before) &&
      !dollars &&
      !unit
    )
      continue;
    if (monthBefore.test(before)) continue;
    const value = toNumber(digits!) * unitValue(unit);
    if (!dollars && !unit && value < 1000) continue;
    if (!dollars && !unit && /^(?:19|20)\d\d$/.test(digits!)) continue;
    // A minus sign sits against its figure ("-$20k"); a dash between spaces separates ("Wonka - 70k").
    const negative = /(?:^|[\s(:])[-−]\$?$|\b(?:minus|negative)\s+\$?$/i.test(before);
    return negative ? -value : value;
  }
  return undefined;
}

/**
 * Two figures for one amount ("between 30 and 40 thousand", "$30-40k", "50 or 60k"): the
 * language module's money reading, which the CRM asks back about instead of picking one.
 */
/** A figure hedged with another: "maybe 70, maybe 80k", "70, perhaps 80k", "40 or maybe 60k". */
const hedge =
  /(\d[\w.,]{0,15})\s*(?:,\s*(?:maybe|perhaps|possibly|or|could be|might be)|,?\s+or\s+(?=maybe|perhaps|possibly))\s*(?:maybe\s+|perhaps\s+)?(?=[$€£]?\d)/gi;

export function parseAmountRange(text: string): { min: number; max: number } | undefined {
  // Two figures with a word or dash between them, or nothing to read.
  // "70 to 80k", "70-80k", "maybe 70, maybe 80k", "70/80k".
  const said = text.replace(hedge, "$1 to ");
  if (!/\d[\w.,]*\s*(?:-|–|to|or|and)\s*[$€£]?\d/i.test(amountText(said))) return undefined;
  const money = readMoney(said, true);
  if (!money || money.min === money.max) return undefined;
  // "between 2026 and 2027" are years.
  if (money.max < 3000 && money.min >= 1900) return undefined;
  return { min: money.min, max: money.max };
}

/** Verbs that lower or raise a figure by some amount. */
const lowerWords =
  /\b(?:knock|take|cut|shave|trim|reduce|lower|drop|decrease|subtract)\w*\b|\b(?:off|down)\b/i;
/** A figure with the unit said after it, if any ("10k", "10 grand", "$10,000"). */
// From a figure's first digit only: a 4,000-character paste of figures stays linear.
const withUnit = String.raw`(?<![\d.,$])[$]?\d[\d.,]*(?:\s?(?:${Object.keys(figureUnits).join("|")})\b)?`;
/**
 * "by 5k", "10 grand off", "20k more", "add 15k to", "down 20k": the figure is a change, not the
 * new value (a share, "down 20%", is read by crm-figures.ts).
 */
const byAmount = new RegExp(
  String.raw`(?:^|\s)\+\s?[$]?\d|\bby\s+(?:another\s+)?[$]?\d|${withUnit}\s+(?:off|more|extra|less)\b|\badd(?:ed)?\s+(?:another\s+)?${withUnit}\s+(?:to|on)\b|\b(?:up|down)\s+(?:another\s+)?[$]?\d[\d.,]*(?![\d.,]*\s*(?:%|percent|pts?\b|points?\b))`,
  "i",
);

/** Whether a message changes an amount by its figure: -1 lower ("knock 10k off"), 1 higher. */
export function amountChange(said: string): -1 | 1 | undefined {
  const text = amountText(said);
  if (!byAmount.test(text)) return undefined;
  return lowerWords.test(text) || /\d[\w.,]*\s+less\b/i.test(text) ? -1 : 1;
}
