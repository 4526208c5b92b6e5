/**
 * Money as the prospect gives it — in figures or words, with its currency, hedged or as a range:
 * "$250k", "€1.2M", "between 500 and 800 thousand", "two hundred and fifty thousand euros",
 * "a quarter million", "80-ish k", "350.000 €", "£120 grand". The currency named is kept for
 * everything said back; a rough US-dollar value only compares with the offer's figures.
 */
import type { Currency, Money } from "../contracts/facts";
import { retracted } from "./corrections";
import { Kept } from "./kept";
import { decadeSaid } from "./money-decades";
import { stretchSaid } from "./money-stretch";
import { partsSum } from "./money-terms";
import { normalise } from "./normalise";
import { figures, toNumber, unitValue } from "./numbers";
import { currencyWords, figureBands, moneyWords, otherCurrencies } from "./vocabulary";

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

/**
 * "€300K–€450K", or one figure when min = max ("up to $500K" for a top alone, "$300K+" for a
 * floor alone); a currency written as a code is written once:
 * "CHF 200K–250K", not "CHF 200K–CHF 250K".
 */
export function budgetText(b: Money): string {
  if (b.orMore) return `${moneyText(b.min, b.currency)}+`;
  if (b.min === 0 && b.max > 0) return `up to ${moneyText(b.max, b.currency)}`;
  if (b.min === b.max) return moneyText(b.max, b.currency);
  const upper = moneyText(b.max, b.currency);
  const sign = signOf(b.currency);
  return `${moneyText(b.min, b.currency)}–${sign.endsWith(" ") ? upper.slice(sign.length) : upper}`;
}

/** The amount in rough US dollars, to hold against the offer's figures and to sort by. */
export function inDollars(b: Money): { min: number; max: number } {
  const rate = currencyWords.find((c) => c.code === b.currency)?.usd ?? 1;
  return { min: b.min * rate, max: b.max * rate };
}

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3}){2,}|\d+(?:\.\d+)?)`;
const UNIT = String.raw`\s*(k|thousands?|grand|m{1,2}\b|mn|mil\b|mio\b|million|millions|bn|billion)?`;
/** A sign or a code before a figure: "$", "USD " ("between USD 500,000 and USD 650,000"). */
const SIGN = String.raw`(?:[$€£]|\b(?:${currencyWords.map((c) => c.code.toLowerCase()).join("|")})\s?)?`;
const HEDGE = String.raw`(?:-?ish\b)?`;
const NOT_AN_AMOUNT = String.raw`(?!\s*(?:employees|staff|people|persons|ppl|heads|workers|users|customers|seats|licen[cs]es|locations|sites|stores|%|percent|hours|weeks|months|years|days|minutes|deals|orders|invoices|times|x\b))`;
// A number of figures is money when a band or a hyphen makes it one, or it ends the clause
// ("low six figures", "a six-figure sum", "seven figures."); "6 figures in the report" is none.
const moneyContext = new RegExp(
  String.raw`budget|spend|invest|cost|afford|allocat|fund|price|worth|value|\bcap\b|ceiling|\bmax(?:imum)?\b|up to|no more than|set aside|earmark|ring-?fenc|\d(?:-?ish)?\s*(?:k|m|mm|mil|million|thousand|grand)\b|\b(?:${Object.keys(figureBands).join("|")})[\s-]+[4-9][- ]?figures?\b|\b[4-9]-figures?\b|\b[4-9] figures\s*(?:[,.;!?)]|$)`,
  "i",
);

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

function rangeIn(text: string, aboutMoney = false): Money | undefined {
  if (
    !aboutMoney &&
    !/budget|between|k\b|m\b|thousand|million|spend|invest|worth/i.test(text) &&
    !moneyWords.test(text)
  )
    return undefined;
  // The first range that is a sum: "120-150 persons … between 70 and 90 thousand CHF".
  for (const [, a, ua, b, ub] of text.matchAll(ranges)) {
    const unit = ub ?? ua;
    let min = figure(a!, ua ?? unit) * unitValue(ua ?? unit);
    const max = figure(b!, unit) * unitValue(unit);
    // "between 30 and 40 thousand", "two to three hundred thousand": the first figure shares the
    // second's scale — a power of a thousand when one brings it near, else of ten.
    if (!ua && min > 0 && min * 100 <= max) min *= sharedScale(min, max);
    if (max >= 1000 && min > 0) return { min: Math.min(min, max), max: Math.max(min, max) };
  }
  return undefined;
}

function singleIn(text: string, loose: boolean): Money | undefined {
  // The amount said near a word of budget, else the first that is neither a revenue nor a cost.
  let first: Money | undefined;
  let formerly: Money | undefined;
  for (const m of text.matchAll(single)) {
    const [, sign, n, unit] = m;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 32);
    const named = /^\s*(?:[€£]|euros?|pounds?|dollars?|usd|eur|gbp|chf|sterling|quid|bucks)/i.test(
      after,
    );
    // "200k a year for three years" is a budget of 600k; "200k a year" alone is a running cost.
    const years = yearsOf.exec(text.slice(m.index + m[0].length))?.[1];
    const value = figure(n!, unit) * unitValue(unit) * (years ? Number(years) : 1);
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
    // A revenue or a running cost is no budget: "a $20m business", "we pay $12k a month".
    // A share of revenue is a budget ("15% of revenue, roughly 2m"); a sum a year right after
    // the word budget is the budget, by the year ("budget 80k per year").
    if (
      notABudget.test(before.slice(-25)) ||
      revenueAfter.test(after) ||
      (perPeriod.test(after) && !years && !/\bbudget\w*\W*$/i.test(before))
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

/** "up to $500k", "no more than €200k", "a ceiling of 1M": a top, with no floor said. */
const atMost =
  /\b(?:up to|at most|no more than|not more than|max(?:imum)?(?: of)?|a ceiling of|ceiling (?:is|of)|capped at|cap (?:is|of|at)|tops out at|not (?:to )?exceed(?:ing)?|under|below|less than)\s*(?:about\s+|around\s+|roughly\s+)?$/i;
/** "at least 300k", "north of $250k", "300k+", "300k or more": a floor, with no top said. */
const atLeast =
  /\b(?:at least|a minimum of|minimum(?: of)?|north of|more than|over|upwards of|in excess of|no less than|not less than|starting at)\s*(?:about\s+|around\s+|roughly\s+)?$/i;
// "£90k + VAT", "plus GST": the tax on the sum, no floor.
const orMoreAfter =
  /^\s*(?:(?:\+|plus\b)(?!\s*(?:vat|gst|hst|tax|taxes|mwst|iva|tva|btw|moms)\b)|or (?:more|above)\b|and up\b|minimum\b)/i;
/**
 * A top said after the figure: "£65k, not a penny more", "90k tops", "and no more". ("150'000
 * max." and "€95k is the ceiling" stay the figure, as Clarity's roadmap has shown them.)
 */
const atMostAfter =
  /^\s*,?\s*(?:tops\b|at (?:the (?:very )?)?most\b|(?:and |but )?no more\b|not (?:a|one) (?:single )?\w+ more\b)/i;

/** A figure the budget had before: "budget was 250k", "originally 300k". */
const former =
  /\b(?:was|had been|used to be|originally|initially|at first)\s*(?:about\s+|around\s+|roughly\s+)?$/i;
/** A rise, not a top: "went up to", "raised it up to". */
const rise =
  /\b(?:went|gone|raised|bumped|moved|increased|pushed|came|jumped|grew|grown|rose|risen)\s+(?:it\s+|that\s+|this\s+)?up to\s*$/i;

/** One amount as the words bound it: a top is {min 0, max}; a floor is {min, max: min, orMore}. */
function bounded(value: number, said: string, after: string): Money {
  // "no more than GBP 400k": a currency code between the bound and the figure.
  const before = said.replace(/\b[A-Z]{3}\s*$/, "");
  if ((atMost.test(before) && !rise.test(before)) || atMostAfter.test(after))
    return { min: 0, max: value };
  if (atLeast.test(before) || orMoreAfter.test(after))
    return { min: value, max: value, orMore: true };
  return { min: value, max: value };
}

/** A revenue said after its figure: "a $20m revenue business", "£12m turnover". */
const revenueAfter =
  /^\s*(?:in\s+)?(?:(?:annual|yearly|a year|per year)\s+)?(?:revenue|turnover|sales|arr|mrr|valuation)\b/i;
const notABudget =
  /\b(?<!(?:%|percent)\s+of\s+(?:(?:our|the|annual|yearly|total)\s+)*)(?:revenue|turnover|sales of|arr|mrr|valued at|valuation|raised|funding round|profit|ebitda)\b[^.,;]*$|\b(?:pay|paying|costs? us)\s+(?:about\s+|around\s+|roughly\s+)?$/i;
// A supplier's quote is theirs, not the prospect's budget: "the SI quoted us 1.2M".
const pastSpend =
  /\bquot(?:ed|es?|ation)\b|\b(?:last (?:year|time)|previous(?:ly)?|spent|paid|used to|so far|to date|cost us|(?:was|were) (?:spending|paying|charged|quoted))\b/i;
const sizeBefore =
  /\b(?:company size|headcount|head count|staff|employees|people|workforce|fte|team size|(?:a|our|the) team of|we(?:'re| are))\b\s*(?:is|of|:|=|~|about|around|roughly|approx\.?|\s)*$/i;
const perPeriod =
  /^\s*(?:a|per|each|every|\/)\s*(?:year|yr|month|mo|annum|quarter)\b|^\s*(?:annually|monthly|yearly|p\.?a\.?)\b/i;
/** A yearly sum over several years: "a year for 3 years", "per annum over the next 2 years". */
const yearsOf =
  /^\s*(?:[a-z]+\s+)?(?:a|per|each|every|\/)\s*(?:year|yr|annum)\s*,?\s+(?:for|over)\s+(?:the\s+next\s+)?(\d{1,2})\s+years?\b/i;
const budgetWord =
  /\b(?:budget\w*|spend|invest\w*|set aside|allocat\w*|afford|up to|no more than|cap|ceiling|max(?:imum)?|for (?:the|this) project)\b/i;

export /**
 * A phone number is no sum: "+44 7700 900123", "0151 23456789", "(312) 555-0188", "415-555-0132" —
 * a leading "+", "00" or "0", an area code in brackets, three-three-four digits, or digits after
 * the word for a phone ("his PA's number is 98201 23456").
 */
const phoneLike =
  /\b(?:number|phone|mobile|cell|tel|whatsapp)\b(?:'s| is)?[^.\d$€£]{0,12}\+?\d[\d\s().-]{6,}\d|(?:\+|\b00)\d[\d\s()./-]{6,}\d|\(\d{2,5}\)\s?\d[\d\s.-]{4,}\d|\b0\d{1,4}[\s./-]?\d{2,}(?:[\s./-]\d{2,})*|\b\d{3}[.-]\d{3}[.-]\d{4}\b/g;

const decimalComma =
  /\b(\d+),(\d{1,2})(?=\s*(?:k|m|mm|mn|mil|mio|million|millions|bn|billion)\b)/gi;

/**
 * A sum of money in one message, or undefined; a correction's taken-back figure is skipped.
 * `aboutMoney`: the words are known to be about a sum (a deal's value), so none need say so.
 */
export function readMoney(raw: string, aboutMoney = false): Money | undefined {
  // The memory, then the reply, read the same words in one turn: the last few readings are kept.
  const key = `${aboutMoney ? 1 : 0}${raw}`;
  if (recentMoney.has(key)) {
    const kept = recentMoney.get(key);
    return kept && { ...kept };
  }
  const found = moneyIn(raw, aboutMoney);
  recentMoney.set(key, found && { ...found });
  return found;
}
const recentMoney = new Kept<Money | undefined>(32);

function moneyIn(raw: string, aboutMoney: boolean): Money | undefined {
  // "1,2 Mio", "2,5 million": a decimal comma before a unit, as much of Europe writes it.
  const text = figures(
    withoutOtherCurrencies(retracted(normalise(raw)))
      .replace(phoneLike, " ")
      .replace(decimalComma, "$1.$2")
      // "CHF 300'000": the Swiss apostrophe between thousands; "1 250 000 EUR": a space.
      .replace(/(?<=\d)'(?=\d{3}\b)/g, ",")
      .replace(/(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d.,]\d)/g, (m) =>
        m.replace(/[ \u00a0\u202f]/g, ","),
      ),
  );
  if (!aboutMoney && !moneyContext.test(text) && !moneyWords.test(text)) return undefined;
  // The sum for the whole beats the sum for a part: "phase one £90k, the whole thing £400k".
  const whole = wholeClause(text);
  const said = whole && (rangeIn(whole, true) ?? singleIn(whole, true)) ? whole : text;
  // Parts that add up, with no whole named: phases, a first year and the running cost after it.
  const parts = whole ? undefined : partsSum(text, (c) => rangeIn(c, true) ?? singleIn(c, false));
  const amount =
    parts ??
    decadeSaid(said) ??
    stretchSaid(said) ??
    rangeIn(said, aboutMoney || said === whole) ??
    singleIn(said, said === whole || moneyWords.test(said)) ??
    figureCount(said);
  const currency = amount && (currencyIn(said) ?? currencyIn(text));
  return amount && currency ? { ...amount, currency } : amount;
}

/** A figure with its unit: "1.8m", "40 lakh", "300 000". */
const FIGURE = String.raw`\d[\d.,'\u00a0 ]*?\s*(?:k|m|mn|mln|mio|million|thousand|bn|billion|lakhs?|crores?)?`;
const OTHER_SUM = new RegExp(
  String.raw`(?:${otherCurrencies.word.source})\s?${FIGURE}(?![\w\d]|[.,'\u00a0 ]\d)|\d[\d.,']*\s*(?:k|m|mn|mln|mio|million|thousand|bn|lakhs?|crores?)?\s*(?:${otherCurrencies.word.source})`,
  "gi",
);
const OTHER_SIGNED = new RegExp(
  String.raw`${otherCurrencies.sign.source}\s?${FIGURE}(?![\w\d]|[.,'\u00a0 ]\d)`,
  "g",
);
/**
 * The words without the sums in a currency the facts cannot hold ("R1.8m, or roughly $100k" is
 * $100k; "1,2 mln PLN, about 300k EUR" is €300k): read as dollars, a sum in rand would be
 * eighteen times too big. With no other sum, no budget is read.
 */
const withoutOtherCurrencies = (text: string) =>
  otherCurrencies.word.test(text) || otherCurrencies.sign.test(text)
    ? text.replace(OTHER_SUM, " ").replace(OTHER_SIGNED, " ")
    : text;

const PART =
  /\b(?:phase|stage|pilot|mvp|first step|step one|module|proof of concept|poc|discovery|year one|first year)\b/i;
const WHOLE =
  /\b(?:whole|total|overall|altogether|all[- ]in|entire|in all|full project|everything|end to end)\b/i;

/** The clause that names the whole, when the message gives a part's sum and the whole's. */
function wholeClause(text: string): string | undefined {
  if (!PART.test(text) || !WHOLE.test(text)) return undefined;
  return text.split(/[,;]\s+|[.!?]\s+|\s[—–-]\s/).find((c) => WHOLE.test(c) && !PART.test(c));
}

/**
 * A sum given by its number of figures: "a six-figure budget" is 100,000 to 999,999 — what the
 * words say, no narrower; "low six figures" is the band they name, 100,000 to 399,999
 * (vocabulary.ts: figureBands).
 */
const FIGURE_COUNT = new RegExp(
  String.raw`\b(?:(${Object.keys(figureBands).join("|")})[\s-]+)?([4-9])[- ]?figures?\b`,
  "i",
);
function figureCount(text: string): Money | undefined {
  const m = FIGURE_COUNT.exec(text);
  if (!m) return undefined;
  const n = Number(m[2]);
  const band = m[1] ? figureBands[m[1].toLowerCase()] : undefined;
  const place = 10 ** (n - 1);
  return band
    ? { min: band.from * place, max: (band.to + 1) * place - 1 }
    : { min: place, max: 10 ** n - 1 };
}
