/**
 * Figures in a visitor's words: numbers written as words or digits, budgets and company size, as
 * Clarity reads them (clarity-listen.ts, clarity-situation.ts) and the CRM engine its counts of
 * days and weeks (crm-words.ts). Pure functions, table-tested.
 */

import { toNumber } from "../../lib/number-words";
import { type Budget, currencyIn, moneyWords } from "./clarity-money";

export type { Budget } from "./clarity-money";

const multiplier = (unit: string | undefined): number => {
  const u = (unit ?? "").toLowerCase().replace(/\s+/g, "");
  if (/^(k|thousand|grand)$/.test(u)) return 1_000;
  if (/^(m|mm|mn|mil|million|millions)$/.test(u)) return 1_000_000;
  if (/^(b|bn|billion)$/.test(u)) return 1_000_000_000;
  return 1;
};

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3}){2,}|\d+(?:\.\d+)?)`;
const UNIT = String.raw`\s*(k|thousand|grand|m{1,2}\b|mn|mil\b|million|millions|bn|billion)?`;
const NOT_PEOPLE = String.raw`(?!\s*(?:employees|staff|people|users|customers|seats|licen[cs]es|locations|sites|%|percent|hours|weeks|months|years|days))`;
const moneyContext =
  /budget|spend|invest|cost|afford|allocat|fund|\d\s*(?:k|m|mm|million|thousand)\b/i;

/**
 * A figure as written: "1,200" and, without a unit, "350.000" or "1.200.000" (dots between
 * thousands, as much of Europe writes them) are whole numbers; "2.5" with a unit is a decimal.
 */
const figure = (digits: string, unit: string | undefined) =>
  !unit && /^\d{1,3}(?:\.\d{3})+$/.test(digits)
    ? Number(digits.replace(/\./g, ""))
    : toNumber(digits);

/**
 * A budget from text: "$250k", "1.2M", "$400,000", "between 500 and 800 thousand",
 * "300-500k", "under $80k", "€400k", "350.000 €", "£250k". A single figure gives min = max; the
 * currency named is kept (none named: US dollars).
 */
export function parseBudget(text: string): Budget | undefined {
  if (!moneyContext.test(text) && !moneyWords.test(text)) return undefined;
  const amount = amountIn(text);
  const currency = amount && currencyIn(text);
  return amount && currency ? { ...amount, currency } : amount;
}

function amountIn(text: string): Budget | undefined {
  const range = new RegExp(
    String.raw`[$€£]?${NUM}${UNIT}\s*(?:-|–|to|and)\s*[$€£]?${NUM}${UNIT}${NOT_PEOPLE}`,
    "i",
  ).exec(text);
  if (
    range &&
    (/budget|between|k\b|m\b|thousand|million|spend|invest/i.test(text) || moneyWords.test(text))
  ) {
    const [, a, ua, b, ub] = range;
    const unit = ub ?? ua;
    const min = figure(a!, ua ?? unit) * multiplier(ua ?? unit);
    const max = figure(b!, unit) * multiplier(unit);
    if (max >= 1000 && min > 0) return { min: Math.min(min, max), max: Math.max(min, max) };
  }
  const single = new RegExp(String.raw`([$€£])?\s?${NUM}${UNIT}${NOT_PEOPLE}`, "gi");
  for (const m of text.matchAll(single)) {
    const [, dollar, n, unit] = m;
    const value = figure(n!, unit) * multiplier(unit);
    const looksLikeMoney = Boolean(dollar) || Boolean(unit) || value >= 10_000;
    if (!looksLikeMoney || value < 1000) continue;
    if (!dollar && !unit && /^(19|20)\d\d$/.test(n!)) continue; // a year
    return { min: value, max: value };
  }
  return undefined;
}

/** Company size in employees: "300 employees", "a 150-person company", "about 80 staff". */
export function parseCompanySize(text: string): number | undefined {
  const m =
    /(\d{1,3}(?:,\d{3})*|\d+)\s*\+?\s*(?:employees|staff|people (?:in|at) (?:the|our) (?:company|business)|full[- ]time|ftes?)\b/i.exec(
      text,
    ) ??
    /(\d{1,3}(?:,\d{3})*|\d+)[- ](?:person|people|employee) (?:company|business|organi[sz]ation|firm|manufacturer|distributor)/i.exec(
      text,
    );
  if (!m) return undefined;
  const n = toNumber(m[1]!);
  return n >= 5 ? n : undefined;
}
