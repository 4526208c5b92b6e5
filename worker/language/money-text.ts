/**
 * Money said back and compared: the currency a text names, a sum written short ("$400K",
 * "€300K–€450K") and its rough US-dollar value. Apart from money.ts, which reads the sums, so
 * each file keeps one job; money.ts re-exports these for its callers.
 */
import type { Currency, Money } from "../contracts/facts";
import { currencyWords } from "./vocabulary";

/** The currency a text names, or `undefined` for none or US dollars. */
export function currencyIn(text: string): Currency | undefined {
  const code = currencyWords.find((c) => c.said.test(text))?.code;
  return code === "USD" ? undefined : code;
}

const signOf = (currency: Currency | undefined) =>
  currencyWords.find((c) => c.code === currency)?.sign ?? "$";

/** Each currency the facts hold, in words: "that's in Australian dollars". */
const currencyNames: Record<Currency, string> = {
  USD: "US dollars",
  EUR: "euros",
  GBP: "pounds sterling",
  CHF: "Swiss francs",
  CAD: "Canadian dollars",
  AUD: "Australian dollars",
};
export const currencyName = (currency: Currency | undefined) => currencyNames[currency ?? "USD"];

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
