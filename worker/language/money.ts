/**
 * Money as the prospect gives it — in figures or words, with its currency, hedged or as a range:
 * "$250k", "€1.2M", "between 500 and 800 thousand", "two hundred and fifty thousand euros",
 * "a quarter million", "80-ish k", "350.000 €", "£120 grand". The currency named is kept for
 * everything said back; a rough US-dollar value only compares with the offer's figures. One amount
 * or range is read in money-amounts.ts (its bounds: money-bounds.ts), a sum said back in
 * money-text.ts.
 */
import type { Money } from "../contracts/facts";
import { retracted } from "./corrections";
import { namesOtherCurrency } from "./currency-other-said";
import { Kept } from "./kept";
import { rangeIn, singleIn } from "./money-amounts";
import { withoutConversions } from "./money-converted";
import { decadeSaid } from "./money-decades";
import { hedgedUp } from "./money-hedged-up";
import { markScaled } from "./money-mark";
import { millionsHeld } from "./money-millions-held";
import { placesInText } from "./money-per-place";
import { stretchSaid } from "./money-stretch";
import { partsSum } from "./money-terms";
import { currencyIn } from "./money-text";
import { normalise } from "./normalise";
import { figures } from "./numbers";
import { figureBands, moneyWords, otherCurrencies, roughCounts } from "./vocabulary";

/**
 * A count said roughly before a scale the figures wrote out: "a couple of hundred thousand" is
 * 200,000, "a few hundred thousand" 300,000 (vocabulary.ts: roughCounts, as sizes read them).
 */
const ROUGH_COUNT = new RegExp(
  String.raw`\b(?:an?\s+)?(${Object.keys(roughCounts).join("|")})(?:\s+of)?\s+(10{2,})\b`,
  "gi",
);
const roughCounted = (t: string) =>
  t.replace(ROUGH_COUNT, (_m, count: string, scale: string) =>
    String(roughCounts[count.toLowerCase()]! * Number(scale)),
  );

export { millionsHeld } from "./money-millions-held";
export { budgetText, currencyIn, currencyName, inDollars, moneyText } from "./money-text";
export { moneyWords } from "./vocabulary";

// A number of figures is money when a band or a hyphen makes it one, or it ends the clause
// ("low six figures", "a six-figure sum", "seven figures."); "6 figures in the report" is none.
const moneyContext = new RegExp(
  String.raw`budget|spend|invest|cost|afford|allocat|fund|price|worth|value|\bcap\b|ceiling|\bmax(?:imum)?\b|up to|no more than|set aside|earmark|ring-?fenc|\d(?:-?ish)?\s*(?:k|m|mm|mil|million|thousand|grand)\b|\b(?:${Object.keys(figureBands).join("|")})[\s-]+[4-9][- ]?figures?\b|\b[4-9]-figures?\b|\b[4-9] figures\s*(?:[,.;!?)]|$)`,
  "i",
);

export /**
 * A phone number is no sum: "+44 7700 900123", "0151 23456789", "(312) 555-0188", "415-555-0132" —
 * a leading "+", "00" or "0", an area code in brackets, three-three-four digits, or digits after
 * the word for a phone ("his PA's number is 98201 23456").
 */
const phoneLike =
  /\b(?:number|phone|mobile|cell|tel|whatsapp)\b(?:'s| is)?[^.\d$€£]{0,12}\+?\d[\d\s().-]{6,}\d|(?:\+|\b00)\d[\d\s()./-]{6,}\d|\(\d{2,5}\)\s?\d[\d\s.-]{4,}\d|(?<!\d[,.'])\b0\d{1,4}[\s./-]?\d{2,}(?:[\s./-]\d{2,})*|\b\d{3}[.-]\d{3}[.-]\d{4}\b/g;

/**
 * A quarter, a half-year or a fiscal year named with its year is a date, not figures: "go live:
 * Q2-2027" is no range of 2 to 2027, "H1/27" and "FY2027" no sum.
 */
const periodLabel = /\b(?:[QH][1-4]|FY)(?:[\s/-]?(?:'?\d{2}|\d{4}))?\b/gi;

const THOUSANDS_OF_CODE = /(\d)\s*k(chf|eur|usd|gbp|cad|aud)\b/gi;
/** "EUR200k", "GBP250k": a code typed against its figure. */
const CODE_ON_FIGURE = /\b(chf|eur|usd|gbp|cad|aud)(?=\d)/gi;
/** "70-odd grand", "300 odd k": the figure, hedged. */
const ODD_FIGURE = /(\d)[- ]odd\b/gi;

const decimalComma =
  /\b(\d+),(\d{1,2})(?=\s*(?:k|m|mm|mn|mln|mil|mio|million|millions|bn|billion)\b)/gi;

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
  const text = markScaled(
    roughCounted(
      figures(
        withoutConversions(withoutOtherCurrencies(retracted(normalise(raw))))
          .replace(phoneLike, " ")
          .replace(periodLabel, " ")
          // "250 kCHF", "90 KEUR": thousands written on the currency's code.
          .replace(THOUSANDS_OF_CODE, "$1k $2")
          .replace(CODE_ON_FIGURE, "$1 ")
          .replace(ODD_FIGURE, "$1")
          .replace(decimalComma, "$1.$2")
          // "CHF 300'000": the Swiss apostrophe between thousands; "1 250 000 EUR": a space.
          .replace(/(?<=\d)'(?=\d{3}\b)/g, ",")
          .replace(/(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d.,]\d)/g, (m) =>
            m.replace(/[ \u00a0\u202f]/g, ","),
          ),
      ),
    ),
  );
  // A currency said by its country after the figure ("sixty to ninety thousand Canadian") is money
  // as a sign is.
  if (!aboutMoney && !moneyContext.test(text) && !moneyWords.test(text) && !millionsHeld(raw)) {
    if (!currencyIn(text)) return undefined;
    aboutMoney = true;
  }
  // The sum for the whole beats the sum for a part: "phase one £90k, the whole thing £400k".
  const whole = wholeClause(text);
  const said = whole && (rangeIn(whole, true) ?? singleIn(whole, true)) ? whole : text;
  // Parts that add up, with no whole named: phases, a first year and the running cost after it.
  const parts = whole ? undefined : partsSum(text, (c) => rangeIn(c, true) ?? singleIn(c, false));
  const amount =
    parts ??
    decadeSaid(said) ??
    stretchSaid(said) ??
    hedgedUp(said) ??
    rangeIn(said, aboutMoney || said === whole) ??
    singleIn(said, said === whole || moneyWords.test(said)) ??
    figureCount(said);
  // "€15k per site, and there are 8 sites": the sum for each place times the places.
  const total = amount && placesInText(said, amount);
  const currency = total && (currencyIn(said) ?? currencyIn(text));
  return total && currency ? { ...total, currency } : total;
}

/** A figure with its unit: "1.8m", "40 lakh", "300 000". */
const FIGURE = String.raw`\d[\d.,'\u00a0 ]*?\s*(?:k|m|mn|mln|mio|million|thousand|bn|billion|lakhs?|crores?)?`;
/** The top of a range in that currency: "NZ$180k-220k", "NZD 90 to 110k". */
const TO = String.raw`(?:\s*(?:-|–|—|to)\s*${FIGURE})?`;
const OTHER_SUM = new RegExp(
  String.raw`(?:${otherCurrencies.word.source})\s?${FIGURE}${TO}(?![\w\d]|[.,'\u00a0 ]\d)|(?:(?:between\s+)?\d[\d.,']*\s*(?:k|m|mn|mln|mio|million|thousand|bn)?\s*(?:-|–|—|to|and)\s*)?\d[\d.,']*\s*(?:k|m|mn|mln|mio|million|thousand|bn|lakhs?|crores?)?\s*(?:${otherCurrencies.word.source})`,
  "gi",
);
const ONE_OTHER_SUM = new RegExp(OTHER_SUM.source, "i");
/** Whether the words give a sum in a currency the facts cannot hold ("NZD 90-110k", "R2.5m"). */
export const otherCurrencySum = (raw: string) =>
  namesOtherCurrency(raw) && ONE_OTHER_SUM.test(normalise(raw));
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
const BAND = Object.keys(figureBands).join("|");
const FIGURE_COUNT = new RegExp(
  String.raw`\b(?:(${BAND})(?:\s*-?\s*(?:to|-|–|or)\s*-?\s*(${BAND}))?[\s-]+)?([4-9])[- ]?figures?\b`,
  "i",
);
/**
 * A number of figures said as a sum, in text whose number words are figures ("low 6 figures", "a
 * 6-figure sum"): money, whatever words surround it; "6 figures in the report" is none.
 */
export const figuresAsSum = new RegExp(
  String.raw`\b(?:${BAND})[\s-]+[4-9][- ]?figures?\b|\b[4-9]-figures?\b`,
  "i",
);
function figureCount(text: string): Money | undefined {
  const m = FIGURE_COUNT.exec(text);
  if (!m) return undefined;
  const n = Number(m[3]);
  // "low to mid six figures": from the first band's bottom to the second's top.
  const band = m[1] ? figureBands[m[1].toLowerCase()] : undefined;
  const upto = m[2] ? figureBands[m[2].toLowerCase()] : band;
  const place = 10 ** (n - 1);
  return band && upto
    ? { min: band.from * place, max: (upto.to + 1) * place - 1 }
    : { min: place, max: 10 ** n - 1 };
}
