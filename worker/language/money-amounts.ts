/**
 * One amount or one range in figures, as money.ts reads them: "$250k", "350.000 €", "between 30
 * and 40 thousand", with a figure that is a revenue, a running cost, a headcount or a past spend
 * passed over. Apart from money.ts, which prepares the words and chooses among the readers.
 */
import type { Money } from "../contracts/facts";
import {
  bounded,
  budgetWord,
  former,
  notABudget,
  pastSpend,
  perPeriod,
  revenueAfter,
  sizeBefore,
  yearlyBudgetBefore,
} from "./money-bounds";
import { offeredBefore } from "./money-offered";
import { timesOverTerm } from "./money-over-term";
import { toNumber, unitValue } from "./numbers";
import { currencyWords, moneyWords } from "./vocabulary";

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3}){2,}|\d+(?:\.\d+)?)`;
const UNIT = String.raw`\s*(k|thousands?|grand|m{1,2}\b|mn|mln\b|mil\b|mio\b|million|millions|bn|billion)?`;
/** A sign or a code before a figure: "$", "USD " ("between USD 500,000 and USD 650,000"). */
const SIGN = String.raw`(?:[$€£]|\b(?:${currencyWords.map((c) => c.code.toLowerCase()).join("|")})\s?)?`;
const HEDGE = String.raw`(?:-?ish\b)?`;
const NOT_AN_AMOUNT = String.raw`(?!\s*(?:employees|staff|people|persons|ppl|heads|workers|users|customers|seats|licen[cs]es|locations|sites|stores|%|percent|hours|weeks|months|years|days|minutes|deals|orders|invoices|times|x\b))`;

/** "350.000" without a unit is 350,000 (dots between thousands); "2.5" with one is a decimal. */
const figure = (digits: string, unit: string | undefined) =>
  !unit && /^\d{1,3}(?:\.\d{3})+$/.test(digits)
    ? Number(digits.replace(/\./g, ""))
    : toNumber(digits);

function sharedScale(min: number, max: number): number {
  for (const step of [1000, 10]) {
    let best = 1;
    for (let f = step; min * f <= max; f *= step) best = f;
    if (best > 1 && max / (min * best) <= 10) return best;
  }
  return 1;
}

// Built once (only ever read with matchAll, which copies them): every message is read for money.
const ranges = new RegExp(
  String.raw`${SIGN}${NUM}${HEDGE}${UNIT}${HEDGE}\s*(?:-|to|and|or)\s*${SIGN}${NUM}${HEDGE}${UNIT}${HEDGE}${NOT_AN_AMOUNT}`,
  "gi",
);
const single = new RegExp(
  String.raw`([$€£])?\s?${NUM}${HEDGE}${UNIT}${HEDGE}${NOT_AN_AMOUNT}`,
  "gi",
);

export function rangeIn(text: string, aboutMoney = false): Money | undefined {
  if (
    !aboutMoney &&
    !/budget|between|k\b|m\b|thousand|million|spend|invest|worth/i.test(text) &&
    !moneyWords.test(text)
  )
    return undefined;
  // The first range that is a sum: "120-150 persons … between 70 and 90 thousand CHF".
  for (const m of text.matchAll(ranges)) {
    const [, a, ua, b, ub] = m;
    // "we got three quotes, between 200k and 300k, our budget is 150k": the suppliers' prices.
    if (offeredBefore(text.slice(0, m.index))) continue;
    const unit = ub ?? ua;
    const max = figure(b!, unit) * unitValue(unit);
    // "between 500000 and 750k": a first figure written in full takes no unit beyond the top.
    const shared = ua ?? (figure(a!, unit) * unitValue(unit) > max ? undefined : unit);
    let min = figure(a!, shared) * unitValue(shared);
    // "between 30 and 40 thousand", "two to three hundred thousand": the first figure shares the
    // second's scale — a power of a thousand when one brings it near, else of ten.
    if (!ua && min > 0 && min * 100 <= max) min *= sharedScale(min, max);
    if (max >= 1000 && min > 0) return { min: Math.min(min, max), max: Math.max(min, max) };
  }
  return undefined;
}

export function singleIn(text: string, loose: boolean): Money | undefined {
  // The amount said near a word of budget, else the first that is neither a revenue nor a cost.
  let first: Money | undefined;
  let formerly: Money | undefined;
  for (const m of text.matchAll(single)) {
    const [, sign, n, unit] = m;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 32);
    const named = /^\s*(?:[€£]|euros?|pounds?|dollars?|usd|eur|gbp|chf|sterling|quid|bucks)/i.test(
      after,
    );
    // "200k a year for three years" is a budget of 600k, "6k a month for the 12 months" 72k;
    // "200k a year" alone is a running cost (money-over-term.ts).
    const years = timesOverTerm(text.slice(m.index + m[0].length));
    const value = figure(n!, unit) * unitValue(unit) * (years ?? 1);
    if (!sign && !unit && !named && !loose && value < 10_000) continue;
    if (value < 1000) continue;
    if (!sign && !unit && !named && /^(19|20)\d\d$/.test(n!)) continue; // a year
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    // A headcount is no sum: "company size: 2.5k", "headcount ~1.2k".
    if (!sign && !named && sizeBefore.test(before)) continue;
    // A sum spent in the past is no budget ("last year we spent $90k; for this we have $250k"),
    // unless its own clause says it is the budget ("the budget was cut to $200k").
    const clause = before.split(/[;.!?]\s|,\s/).at(-1) ?? "";
    if (pastSpend.test(clause) && !/\bbudget/i.test(clause)) continue;
    // "two offers on the table, both around 1,1 Mio EUR": a supplier's price (money-offered.ts).
    if (offeredBefore(text.slice(0, m.index))) continue;
    // A revenue or a running cost is no budget: "a $20m business", "we pay $12k a month".
    // A share of revenue is a budget ("15% of revenue, roughly 2m"); a sum a year right after
    // the word budget is the budget, by the year ("budget 80k per year").
    if (
      notABudget.test(before.slice(-25)) ||
      revenueAfter.test(after) ||
      (perPeriod.test(after) && !years && !yearlyBudgetBefore.test(before))
    )
      continue;
    const amount = bounded(value, before, after);
    // "the budget was 250k, but it's 200k now": a former figure yields to a later one.
    if (former.test(before)) {
      formerly ??= amount;
      continue;
    }
    if (budgetWord.test(before)) return amount;
    first ??= amount;
  }
  return first ?? formerly;
}
