/**
 * The words prospects use for money: each currency as written or said, the currencies the facts
 * cannot hold, and the words and signs that make a figure money (docs/decisions/033). Read
 * through vocabulary.ts with the rest of the vocabulary.
 */
import type { Currency } from "../contracts/facts";

/**
 * Each currency: how it is written or said, its sign, roughly one unit in US dollars, and the one
 * country it points at (a national phone number is read in it; the euro points at none).
 */
export const currencyWords: {
  code: Currency;
  said: RegExp;
  sign: string;
  usd: number;
  country?: "GB" | "CH" | "CA" | "AU" | "US";
}[] = [
  { code: "EUR", said: /€|\beur\b|\beuros?\b/i, sign: "€", usd: 1.1 },
  {
    code: "GBP",
    said: /£|\bgbp\b|\bpounds?(?: sterling)?\b|\bsterling\b|\bquid\b/i,
    sign: "£",
    usd: 1.3,
    country: "GB",
  },
  {
    code: "CHF",
    said: /\bchf\b|\bswiss francs?\b|\bfrancs?\b|\bs?fr\.\s?(?=\d)/i,
    sign: "CHF ",
    usd: 1.1,
    country: "CH",
  },
  {
    code: "CAD",
    said: /\bc(?:a|dn)?\$|\bcad\b|\bcdn\b|\b(?:dollars?|bucks)\s*\((?:canadian|cdn)\)|\bcanadian (?:dollars?|bucks|\$)|(?:\d|\bk|\bgrand|\bthousand|\bmillion)\s*canadian\b|(?:\dk|\bk|\bgrand|\bthousand|\bmillion)(?:,\s*|\s+in\s+)canadian\b(?!\s+(?:company|firm|business|office|team|staff|customers?|clients?|sites?|market))/i,
    sign: "CA$",
    usd: 0.73,
    country: "CA",
  },
  {
    code: "AUD",
    said: /\ba(?:u)?\$|\baud\b|\b(?:dollars?|bucks)\s*\((?:australian|aussie)\)|\b(?:australian|aussie) (?:dollars?|bucks|\$)|(?:\d|\bk|\bgrand|\bthousand|\bmillion)\s*(?:australian|aussie)\b|(?:\dk|\bk|\bgrand|\bthousand|\bmillion)(?:,\s*|\s+in\s+)(?:australian|aussie)\b(?!\s+(?:company|firm|business|office|team|staff|customers?|clients?|sites?|market))/i,
    sign: "A$",
    usd: 0.66,
    country: "AU",
  },
  { code: "USD", said: /\$|\busd\b|\bdollars?\b|\bbucks\b/i, sign: "$", usd: 1, country: "US" },
];

/**
 * Currencies the facts cannot hold (worker/contracts/facts.ts): rand, rupees, kronor, złoty, yen,
 * Czech crowns, forints, pesos, ringgit, shekels, naira, New Zealand and Singapore dollars… A sum in one of them is no budget in another currency.
 * `sign` is written in capitals before a figure ("R1.8m", "Rs 40 lakh"), matched as typed. Those
 * that point at one country come first: a national phone number is read in it.
 */
export const otherCurrencyCountries: { country: "ZA" | "IN" | "SG" | "NZ"; said: RegExp }[] = [
  { country: "ZA", said: /\b(?:zar|rands?)\b/i },
  { country: "IN", said: /\b(?:inr|rupees?|lakhs?|crores?)\b|₹/i },
  { country: "SG", said: /\bsgd\b|\bs\$|\bsingapore (?:dollars?|bucks)\b/i },
  { country: "NZ", said: /\bnzd\b|\bnz\$|\b(?:kiwi|new zealand|nz) (?:dollars?|bucks)\b/i },
];
export const otherCurrencies = {
  word: new RegExp(
    `${otherCurrencyCountries.map((c) => c.said.source).join("|")}|\\b(?:sek|nok|dkk|kr|kronor|kroner|krona|krone|pln|zł|zloty|złoty|jpy|yen|cny|rmb|yuan|hkd|mxn|brl|reais|aed|dirhams?|sar|riyals?|hong kong dollars?|czk|crowns?|korun[ay]?|huf|forints?|lei|pesos?|ringgits?|myr|baht|thb|php|idr|rupiah|ils|shekels?|ngn|naira|kes|shillings?|egp|pkr|vnd)\\b|¥|kč|\\bhk\\$`,
    "i",
  ),
  sign: /\b(?:R|Rs\.?)(?=\s?\d)/,
};

/** Words and signs that make a figure money, whatever its currency. */
export const moneyWords =
  /\$|€|£|\busd\b|\beur\b|\bgbp\b|\bchf\b|\bcad\b|\baud\b|\bdollars?\b|\beuros?\b|\bpounds?\b|\bsterling\b|\bquid\b|\bfrancs?\b|\bs?fr\.\s?(?=\d)|\bbucks\b|\bgrand\b/i;
