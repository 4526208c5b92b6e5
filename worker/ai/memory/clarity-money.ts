/**
 * Money as the prospect gives it: the currency they name, kept for everything said back and
 * shown in the roadmap ("€400K", "£250K"), and a rough US-dollar value only to compare with the
 * offer's figures (content/offer-facts.ts is in dollars), never shown.
 */

export type Currency = "USD" | "EUR" | "GBP" | "CHF" | "CAD" | "AUD";

export interface Budget {
  min: number;
  max: number;
  /** US dollars when not given (and in memory stored before currencies were kept). */
  currency?: Currency;
}

/** Each currency: how it is written or said, its sign, and roughly one unit in US dollars. */
const currencies: { code: Currency; said: RegExp; sign: string; usd: number }[] = [
  { code: "EUR", said: /€|\beur\b|\beuros?\b/i, sign: "€", usd: 1.1 },
  {
    code: "GBP",
    said: /£|\bgbp\b|\bpounds?(?: sterling)?\b|\bsterling\b|\bquid\b/i,
    sign: "£",
    usd: 1.3,
  },
  { code: "CHF", said: /\bchf\b|\bswiss francs?\b/i, sign: "CHF ", usd: 1.1 },
  { code: "CAD", said: /\bc(?:a|dn)?\$|\bcad\b|\bcanadian dollars?\b/i, sign: "CA$", usd: 0.73 },
  { code: "AUD", said: /\ba(?:u)?\$|\baud\b|\baustralian dollars?\b/i, sign: "A$", usd: 0.66 },
];

/** Words and signs that make a figure money, whatever its currency. */
export const moneyWords =
  /\$|€|£|\busd\b|\beur\b|\bgbp\b|\bchf\b|\bcad\b|\baud\b|\bdollars?\b|\beuros?\b|\bpounds?\b|\bsterling\b|\bquid\b|\bfrancs?\b|\bbucks\b|\bgrand\b/i;

/** The currency a text names, or `undefined` for none or US dollars. */
export function currencyIn(text: string): Currency | undefined {
  return currencies.find((c) => c.said.test(text))?.code;
}

const signOf = (currency: Currency | undefined) =>
  currencies.find((c) => c.code === currency)?.sign ?? "$";

/** "$400K", "€1.2M", "£250K". */
export const money = (n: number, currency?: Currency) =>
  `${signOf(currency)}${n >= 1_000_000 ? `${+(n / 1_000_000).toFixed(1)}M` : `${Math.round(n / 1000)}K`}`;

/** "€300K–€450K", or one figure when min = max. */
export const budgetText = (b: Budget) =>
  b.min === b.max
    ? money(b.max, b.currency)
    : `${money(b.min, b.currency)}–${money(b.max, b.currency)}`;

/** The budget in rough US dollars, to hold against the offer's figures. */
export function inDollars(b: Budget): { min: number; max: number } {
  const rate = currencies.find((c) => c.code === b.currency)?.usd ?? 1;
  return { min: b.min * rate, max: b.max * rate };
}
