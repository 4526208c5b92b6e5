/**
 * Where a phone number may be in a text and how the library reads it there (phones.ts): the
 * windows of digits worth reading, a figure that is money or a count, a reference's number, a
 * country known by how the digits are grouped, a number with no trunk 0. Apart from phones.ts,
 * which weighs the numbers found, so each file keeps one job.
 */
import { type CountryCode, findNumbers } from "libphonenumber-js/min";
import { currencyWords, moneyWords } from "./vocabulary";

/** A figure with a currency or a unit beside it is money or a count: "$1 250 000", "120 000 euros". */
const AFTER_A_FIGURE = new RegExp(
  `^\\s*(?:k\\b|m\\b|mil|million|thousand|people|staff|employees|users|${moneyWords.source})`,
  "i",
);
/** A currency's sign just before a figure: "€", "£", "$" (the vocabulary's one-character signs). */
const SIGN_BEFORE = new RegExp(
  `[${currencyWords
    .map((c) => c.sign.trim())
    .filter((sign) => sign.length === 1)
    .map((sign) => `\\${sign}`)
    .join("")}]\\s?$`,
);
export const money = (text: string, at: { startsAt: number; endsAt: number }) =>
  SIGN_BEFORE.test(text.slice(Math.max(0, at.startsAt - 2), at.startsAt)) ||
  AFTER_A_FIGURE.test(text.slice(at.endsAt, at.endsAt + 12));

/** Numbers in a text; `leniency` is in the library's options but not in its type declarations. */
export const found = (text: string, defaultCountry: CountryCode, leniency: "VALID" | "POSSIBLE") =>
  findNumbers(text, { defaultCountry, leniency, v2: true } as {
    defaultCountry: CountryCode;
    v2: true;
  });

/**
 * Where a phone number may be: 7 to 17 digits with at most three separators between two (a line
 * break is none: two numbers on two lines are two), not part of a longer run of digits. Only these windows go to the library, so a message of 4,000
 * digits or "1 1 1 …" costs one linear scan (docs/decisions/033).
 */
const CANDIDATE = /\+?\(?\d(?:(?:[^\S\n]|[()./-]){0,3}\d){6,16}/g;

/** A reference's name just before a figure: "order 4418 2290 1133", "invoice no. 20261187". */
const REFERENCE =
  /\b(?:orders?|invoices?|ref(?:erence)?|account|acct|a\/c|ticket|case|po|purchase order|tracking|serial|iban|vat|booking|policy|customer|contract|quote|licen[cs]e|item|sku|id)\b\.?\s*(?:no\.?|number|num|nr\.?|#|id)?\s*[:#]?\s*$/i;

/** A window round a possible number: where it starts (with a little before), where its digits end. */
export type Spot = { at: number; end: number; text: string };
export function windows(text: string): Spot[] {
  const out: Spot[] = [];
  for (const m of text.matchAll(CANDIDATE)) {
    const end = m.index + m[0].length;
    const before = text.slice(Math.max(0, m.index - 4), m.index);
    if (
      /\d(?:[^\S\n]|[()./-]){0,3}$/.test(before) ||
      /^(?:[^\S\n]|[()./-]){0,3}\d/.test(text.slice(end, end + 4))
    )
      continue;
    if (REFERENCE.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    // A date is no phone: "01.04.2027", "1/4/2027".
    if (/^\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d\d$/.test(m[0])) continue;
    // A little context on each side: "+44", "ext. 12", a currency sign.
    const from = Math.max(0, m.index - 3);
    out.push({ at: from, end, text: text.slice(from, end + 12) });
    if (out.length === 5) break;
  }
  return out;
}

const groups = (s: string) =>
  s
    .split(/\D+/)
    .filter(Boolean)
    .map((g) => g.length)
    .join(" ");

/**
 * A national number valid in one of the usual countries and written in that country's groups.
 * Where two countries group alike ("0412 345 678" in Australia and the Netherlands) the one whose
 * mobiles look so comes first.
 */
const byGroups: CountryCode[] = [
  ...["GB", "IE", "AU", "DE", "FR", "NL", "CA", "US"],
  // Europe's other plans, each grouped its own way ("078 765 43 21" is Swiss).
  ...["CH", "AT", "BE", "ES", "IT", "SE", "DK", "NO"],
] as CountryCode[];
export function groupedAs(text: string): string | undefined {
  for (const c of byGroups) {
    // A UK mobile of the range kept for examples ("07700 900123") is possible, not valid, there;
    // written in the UK's groups it is British before another plan that groups it alike.
    const ukMobile = (f: { number: { nationalNumber: string } }) =>
      c === "GB" && /^7\d{9}$/.test(f.number.nationalNumber);
    const hits = found(text, c, "VALID");
    if (c === "GB" && !hits.length) hits.push(...found(text, c, "POSSIBLE").filter(ukMobile));
    for (const f of hits) {
      if (money(text, f)) continue;
      const written = text.slice(f.startsAt, f.endsAt);
      if (written.trim().startsWith("+") || !/\D/.test(written.trim())) continue;
      if (groups(written) === groups(f.number.formatNational())) return f.number.number;
    }
  }
  return undefined;
}

/**
 * A number written the way no one writes it at home: in most plans a national number starts
 * with its trunk 0 ("020 …", "0151 …"), so digits with neither a "+", a "00" nor a 0 in
 * front ("order 4418 2290 1133") are no phone of those countries.
 */
export const codeWithoutPrefix = (written: string, code: string) =>
  !NO_TRUNK.has(code) && !/^\s*\(?\s*(?:\+|00|0)/.test(written);
/**
 * The plans whose national numbers have no trunk 0 ("9123 4567" in Singapore, "612 345 678" in
 * Spain), or whose mobiles are written without it ("98201 23456" in India): read only where the
 * words point at the country or its digits are grouped its way.
 */
const NO_TRUNK = new Set([
  "1",
  "65",
  "91",
  "86",
  "45",
  "47",
  "34",
  "351",
  "30",
  "48",
  "420",
  "852",
  "853",
  "352",
]);
