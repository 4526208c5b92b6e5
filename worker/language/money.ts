/**
 * Money as the prospect gives it — in figures or words, with its currency, hedged or as a range:
 * "$250k", "€1.2M", "between 500 and 800 thousand", "two hundred and fifty thousand euros",
 * "a quarter million", "80-ish k", "350.000 €", "£120 grand". The currency named is kept for
 * everything said back; a rough US-dollar value only compares with the offer's figures.
 */
import type { Currency, Money } from "../contracts/facts";
import { retracted } from "./corrections";
import { normalise } from "./normalise";
import { figures, toNumber, unitValue } from "./numbers";
import { currencyWords, moneyWords } from "./vocabulary";

export { moneyWords } from "./vocabulary";

/** The currency a text names, or `undefined` for none or US dollars. */
export function currencyIn(text: string): Currency | undefined {
  const code = currencyWords.find((c) => c.said.test(text))?.code;
  return code === "USD" ? undefined : code;
}

const signOf = (currency: Currency | undefined) =>
  currencyWords.find((c) => c.code === currency)?.sign ?? "$";

/** "$400K", "€1.2M", "£250K". */
export const moneyText = (n: number, currency?: Currency) =>
  `${signOf(currency)}${n >= 1_000_000 ? `${+(n / 1_000_000).toFixed(1)}M` : `${Math.round(n / 1000)}K`}`;

/** "€300K–€450K", or one figure when min = max. */
export const budgetText = (b: Money) =>
  b.min === b.max
    ? moneyText(b.max, b.currency)
    : `${moneyText(b.min, b.currency)}–${moneyText(b.max, b.currency)}`;

/** The amount in rough US dollars, to hold against the offer's figures and to sort by. */
export function inDollars(b: Money): { min: number; max: number } {
  const rate = currencyWords.find((c) => c.code === b.currency)?.usd ?? 1;
  return { min: b.min * rate, max: b.max * rate };
}

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3}){2,}|\d+(?:\.\d+)?)`;
const UNIT = String.raw`\s*(k|thousand|grand|m{1,2}\b|mn|mil\b|mio\b|million|millions|bn|billion)?`;
const HEDGE = String.raw`(?:-?ish\b)?`;
const NOT_AN_AMOUNT = String.raw`(?!\s*(?:employees|staff|people|users|customers|seats|licen[cs]es|locations|sites|stores|%|percent|hours|weeks|months|years|days|minutes|deals|orders|invoices|times|x\b))`;
const moneyContext =
  /budget|spend|invest|cost|afford|allocat|fund|price|worth|value|\bcap\b|ceiling|\bmax(?:imum)?\b|up to|no more than|set aside|earmark|ring-?fenc|\d(?:-?ish)?\s*(?:k|m|mm|mil|million|thousand|grand)\b/i;

/** "350.000" without a unit is 350,000 (dots between thousands); "2.5" with one is a decimal. */
const figure = (digits: string, unit: string | undefined) =>
  !unit && /^\d{1,3}(?:\.\d{3})+$/.test(digits)
    ? Number(digits.replace(/\./g, ""))
    : toNumber(digits);

function rangeIn(text: string, aboutMoney = false): Money | undefined {
  const range = new RegExp(
    String.raw`[$€£]?${NUM}${HEDGE}${UNIT}${HEDGE}\s*(?:-|to|and|or)\s*[$€£]?${NUM}${HEDGE}${UNIT}${HEDGE}${NOT_AN_AMOUNT}`,
    "i",
  ).exec(text);
  if (!range) return undefined;
  if (
    !aboutMoney &&
    !/budget|between|k\b|m\b|thousand|million|spend|invest|worth/i.test(text) &&
    !moneyWords.test(text)
  )
    return undefined;
  const [, a, ua, b, ub] = range;
  const unit = ub ?? ua;
  let min = figure(a!, ua ?? unit) * unitValue(ua ?? unit);
  const max = figure(b!, unit) * unitValue(unit);
  // "between 30 and 40 thousand": the first figure shares the second's scale.
  if (!ua && min > 0 && min * 100 <= max)
    min *= 1000 ** Math.floor(Math.log(max / min) / Math.log(1000) + 0.3);
  return max >= 1000 && min > 0 ? { min: Math.min(min, max), max: Math.max(min, max) } : undefined;
}

function singleIn(text: string, loose: boolean): Money | undefined {
  const single = new RegExp(
    String.raw`([$€£])?\s?${NUM}${HEDGE}${UNIT}${HEDGE}${NOT_AN_AMOUNT}`,
    "gi",
  );
  // The amount said near a word of budget, else the first that is neither a revenue nor a cost.
  let first: Money | undefined;
  for (const m of text.matchAll(single)) {
    const [, sign, n, unit] = m;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 14);
    const named = /^\s*(?:[€£]|euros?|pounds?|dollars?|usd|eur|gbp|chf|sterling|quid|bucks)/i.test(
      after,
    );
    const value = figure(n!, unit) * unitValue(unit);
    if (!sign && !unit && !named && !loose && value < 10_000) continue;
    if (value < 1000) continue;
    if (!sign && !unit && !named && /^(19|20)\d\d$/.test(n!)) continue; // a year
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    // A revenue or a running cost is no budget: "a $20m business", "we pay $12k a month".
    if (notABudget.test(before.slice(-25)) || perPeriod.test(after)) continue;
    const amount = { min: value, max: value };
    if (budgetWord.test(before)) return amount;
    first ??= amount;
  }
  return first;
}

const notABudget =
  /\b(?:revenue|turnover|sales of|arr|mrr|valued at|valuation|raised|funding round|profit|ebitda)\b[^.]*$|\b(?:pay|paying|costs? us)\s+(?:about\s+|around\s+|roughly\s+)?$/i;
const perPeriod =
  /^\s*(?:a|per|each|every|\/)\s*(?:year|yr|month|mo|annum|quarter)\b|^\s*(?:annually|monthly|yearly|p\.?a\.?)\b/i;
const budgetWord =
  /\b(?:budget\w*|spend|invest\w*|set aside|allocat\w*|afford|up to|no more than|cap|ceiling|max(?:imum)?|for (?:the|this) project)\b/i;

export /**
 * A phone number is no sum: "+44 7700 900123", "0151 23456789", "(312) 555-0188", "415-555-0132" —
 * a leading "+", "00" or "0", an area code in brackets, or three-three-four digits.
 */
const phoneLike =
  /(?:\+|\b00)\d[\d\s()./-]{6,}\d|\(\d{2,5}\)\s?\d[\d\s.-]{4,}\d|\b0\d{1,4}[\s./-]?\d{2,}(?:[\s./-]\d{2,})*|\b\d{3}[.-]\d{3}[.-]\d{4}\b/g;

const decimalComma =
  /\b(\d+),(\d{1,2})(?=\s*(?:k|m|mm|mn|mil|mio|million|millions|bn|billion)\b)/gi;

/**
 * A sum of money in one message, or undefined; a correction's taken-back figure is skipped.
 * `aboutMoney`: the words are known to be about a sum (a deal's value), so none need say so.
 */
export function readMoney(raw: string, aboutMoney = false): Money | undefined {
  // "1,2 Mio", "2,5 million": a decimal comma before a unit, as much of Europe writes it.
  const text = figures(
    retracted(normalise(raw))
      .replace(phoneLike, " ")
      .replace(decimalComma, "$1.$2")
      // "CHF 300'000": the Swiss apostrophe between thousands.
      .replace(/(?<=\d)'(?=\d{3}\b)/g, ","),
  );
  if (!aboutMoney && !moneyContext.test(text) && !moneyWords.test(text)) return undefined;
  const amount = rangeIn(text, aboutMoney) ?? singleIn(text, moneyWords.test(text));
  const currency = amount && currencyIn(text);
  return amount && currency ? { ...amount, currency } : amount;
}
