/**
 * Phone numbers in a prospect's words, as E.164, with libphonenumber-js: "+44 20 7946 0958",
 * "(415) 555-0182", "07700 900 456" from a London company. A national number is read in the
 * country the words point at (a dialling code, a place, a currency), then in the countries the
 * site hears from most; a number no country's plan accepts is taken only as a possible one in the
 * country pointed at.
 */
import { type CountryCode, findNumbers } from "libphonenumber-js/min";
import { withoutAddresses } from "./addresses";
import { spokenDigits } from "./phone-words";
import { currencyWords, moneyWords, otherCurrencyCountries } from "./vocabulary";

/** Places that point at a country, in the order a country is looked for; its currency is added below. */
const places: [CountryCode, RegExp][] = [
  [
    "GB",
    /\b(?:uk|u\.k\.|united kingdom|britain|british|england|scotland|wales|london|manchester|birmingham|leeds|glasgow|edinburgh|bristol)\b/i,
  ],
  ["IE", /\b(?:ireland|irish|dublin|cork)\b/i],
  [
    "DE",
    /\b(?:germany|german|deutschland|berlin|munich|münchen|hamburg|frankfurt|cologne|köln|stuttgart|düsseldorf|leipzig|gmbh)\b/i,
  ],
  ["FR", /\b(?:france|french|paris|lyon|marseille|toulouse|lille|bordeaux|nantes|sarl|sas)\b/i],
  [
    "NL",
    /\b(?:netherlands|dutch|holland|amsterdam|rotterdam|utrecht|eindhoven|the hague|b\.?v\.?)\b/i,
  ],
  ["AT", /\b(?:austria|austrian|österreich|vienna|wien|graz|salzburg|linz|innsbruck)\b/i],
  [
    "CH",
    /\b(?:switzerland|swiss|schweiz|suisse|zurich|zürich|geneva|genève|basel|bern|berne|lausanne|lucerne|luzern|zug|lugano|st\.? gallen|winterthur|natel)\b/i,
  ],
  ["CA", /\b(?:canada|canadian|toronto|vancouver|montreal)\b/i],
  // Countries whose national numbers group as Ireland's or Australia's do ("082 555 0143").
  [
    "ZA",
    /\b(?:south africa|south african|johannesburg|joburg|cape town|durban|pretoria|stellenbosch)\b/i,
  ],
  ["IN", /\b(?:india|indian|mumbai|delhi|bangalore|bengaluru|pune|chennai|hyderabad|kolkata)\b/i],
  ["SG", /\bsingapore\b/i],
  ["NZ", /\b(?:new zealand|kiwi|auckland|wellington|christchurch)\b/i],
  ["AU", /\b(?:australia|australian|sydney|melbourne|brisbane)\b/i],
  [
    "US",
    /\b(?:usa|u\.s\.|united states|america|american|new york|nyc|california|texas|chicago|boston)\b/i,
  ],
];
/** Each country's places or its currency as the vocabulary writes it ("£", "CHF", "A$"). */
const hints: [CountryCode, RegExp][] = places.map(([country, place]) => {
  const currency = [...currencyWords, ...otherCurrencyCountries].find(
    (c) => c.country === country,
  )?.said;
  return [country, currency ? new RegExp(`${place.source}|${currency.source}`, "i") : place] as [
    CountryCode,
    RegExp,
  ];
});
const usual: CountryCode[] = ["US", "GB", "DE", "FR", "NL", "IE", "CA", "AU"];

/** Whether a name, whole, is one of the places above: "Leeds", "New York" (company-place.ts). */
export const placeCountry = (name: string): CountryCode | undefined =>
  places.find(([, re]) => new RegExp(`^(?:${re.source})$`, "i").test(name.trim()))?.[0];

/** The country the words point at, if any. */
export const countryHint = (text: string): CountryCode | undefined =>
  isoInBrackets(text) ?? hints.find(([, re]) => re.test(text))?.[0];

/** A country's code in brackets after a number: "079 123 45 67 (CH)". */
function isoInBrackets(text: string): CountryCode | undefined {
  const code = /\(([A-Z]{2})\)/.exec(text)?.[1] as CountryCode | undefined;
  return code && (hints.some(([c]) => c === code) || code === "IE") ? code : undefined;
}

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
const money = (text: string, at: { startsAt: number; endsAt: number }) =>
  SIGN_BEFORE.test(text.slice(Math.max(0, at.startsAt - 2), at.startsAt)) ||
  AFTER_A_FIGURE.test(text.slice(at.endsAt, at.endsAt + 12));

/** Numbers in a text; `leniency` is in the library's options but not in its type declarations. */
const found = (text: string, defaultCountry: CountryCode, leniency: "VALID" | "POSSIBLE") =>
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
type Spot = { at: number; end: number; text: string };
function windows(text: string): Spot[] {
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
function groupedAs(text: string): string | undefined {
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
const codeWithoutPrefix = (written: string, code: string) =>
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

/**
 * A second number the prospect names as someone else's line: "or the office on …", "our main
 * line is …", "the switchboard". With one of their own in the same words, theirs comes first.
 */
const OTHER_LINE =
  /\b(?:office|main (?:line|number)|switchboard|reception|front desk|landline|head office|hq|company(?:'s)? (?:line|number)|general (?:line|number)|work (?:phone|number|line|landline)|colleague(?:'s)?|assistant(?:'s)?|secretary(?:'s)?|boss(?:'s)?)\b[^.;!?\d]{0,25}$/i;
/**
 * Whose line, said right after the number: "0161 496 0000 (office)", "07700 900 123 - mobile".
 * A label with another number after it is that one's ("Tel 020 …, mobile 07700 …"), unless
 * brackets close it.
 */
const labelAfter = (labels: string) =>
  new RegExp(
    String.raw`^\s*(?:[([]\s*(?:${labels})\s*[)\]]|(?:[,–-]\s*)?(?:${labels})\b(?![^.;!?\d]{0,15}\d))`,
    "i",
  );
const OTHER_AFTER = labelAfter(
  "office|main(?: line| number)?|switchboard|reception|front desk|landline|hq|head office|work",
);
const OWN_AFTER = labelAfter(
  "mobile|mob|cell|cellphone|m|me|mine|direct(?: line| dial)?|personal|private",
);

/**
 * The prospect's own line named nearer the number than the company's: "the front desk, my own
 * mobile is …" is theirs; "my office number is …" (the office nearer) is the company's.
 */
const OWN_LINE = /\b(?:my|mine|own|personal|private|direct|mobile|cell|cellphone)\b/gi;
const otherLine = (before: string) => {
  const other = OTHER_LINE.exec(before);
  // A label right after an earlier number is that number's: "0161 496 0000 (office), 07700 …".
  if (!other || /\d[\s([,–-]*$/.test(before.slice(0, other.index))) return false;
  const own = [...before.matchAll(OWN_LINE)].at(-1);
  return !own || own.index < other.index;
};
/** A number said to be no longer theirs: "(old one 0161 …)", "my previous number …". */
const OLD_LINE =
  /\b(?:old|previous|former|outdated|no longer (?:in use|valid|used)|not in use|used to be)\b[^.;!?\d]{0,20}$/i;

/** A number labelled as the prospect's own mobile: "M: …", "Mobile …", "my cell's …". */
const MOBILE_LINE =
  /\b(?:m|mob|mobile|cell|cellphone|handy|natel|gsm)(?:'s)?\s*[:.]?\s*\(?\+?\d?$/i;

/** A number broken over two lines ("ring me on 07700\n900123"): one group before the break. */
const BROKEN = /(?<=[^\d\s][ \t]*\d{3,6})[ \t]*\n\s*(?=\d{3,7}\b)/g;
const brokenLine = (said: string) => (said.includes("\n") ? said.replace(BROKEN, " ") : said);

/**
 * The first phone number in a text, as E.164, or undefined. `context`: other words of the
 * prospect's; `one`: the text is one number's window (no other number to weigh it against).
 */
export function readPhone(said: string, context = "", one = false): string | undefined {
  // Digits in an address ("jo+4477009001@…") are no phone. A thread quoted under the message
  // was left out where the words were taken (worker/language/quoted.ts, by the callers).
  // Two numbers set apart by a spaced slash or bar ("01632 960184 / 07700 900184") are two, not
  // one run of digits ("030/901820" stays one).
  const text = withoutAddresses(spokenDigits(brokenLine(said))).replace(
    /(?<=\d)\s+[/|]\s+(?=[+(\d])/g,
    " ; ",
  );
  const all = windows(text);
  const after = (s: Spot) => text.slice(s.end, s.end + 20);
  const other = (s: Spot) =>
    all.length > 1 &&
    (otherLine(text.slice(Math.max(0, s.at - 40), s.at + 3)) ||
      (OTHER_AFTER.test(after(s)) && !OWN_AFTER.test(after(s))));
  const mobile = (s: Spot) =>
    all.length > 1 &&
    (MOBILE_LINE.test(text.slice(Math.max(0, s.at - 20), s.at + 3)) || OWN_AFTER.test(after(s)));
  // Their mobile, then their other lines, then the company's: whom a rep reaches first.
  const old = (s: { at: number }) =>
    all.length > 1 && OLD_LINE.test(text.slice(Math.max(0, s.at - 30), s.at + 3));
  // Their mobile, then their other lines, then the company's; a number they left, never.
  const spots = [
    ...all.filter((s) => mobile(s) && !other(s)),
    ...all.filter((s) => !mobile(s) && !other(s)),
    ...all.filter(other),
  ].filter((s) => !old(s));
  if (!spots.length) return undefined;
  // An address still points at a country ("@acme.co.uk").
  const hint = countryHint(said) ?? countryHint(context);
  const first = [...new Set([...(hint ? [hint] : []), "US", "GB"] as CountryCode[])];
  const inSpots = (country: CountryCode, leniency: "VALID" | "POSSIBLE") => {
    for (const spot of spots) {
      const hit = found(spot.text, country, leniency).find(
        (f) =>
          !money(text, { startsAt: spot.at + f.startsAt, endsAt: spot.at + f.endsAt }) &&
          !codeWithoutPrefix(spot.text.slice(f.startsAt, f.endsAt), f.number.countryCallingCode),
      );
      if (hit) return hit.number;
    }
    return undefined;
  };
  const valid = (country: CountryCode) => inSpots(country, "VALID")?.number;
  const possible = (country: CountryCode) => {
    const n = inSpots(country, "POSSIBLE");
    // A UK number has ten digits after its 0: fewer is another country's.
    return n && n.nationalNumber.length >= (country === "GB" ? 10 : 9) ? n.number : undefined;
  };
  // The country pointed at and the two the site hears from most, valid then merely possible
  // (a UK drama-range number is possible, not valid), before the rest of Europe's plans. The
  // first number they give is theirs: a later valid one ("or the office on …") does not beat it.
  if (spots.length > 1 && !one)
    for (const spot of spots) {
      const own = readPhone(spot.text, `${text} ${context}`, true);
      if (own) return own;
    }
  for (const c of first) {
    const hit = valid(c);
    if (hit) return hit;
  }
  // With no country sure, the one whose own way of writing its numbers matches how the prospect
  // grouped the digits: "0412 345 678" is Australian, "087 123 4567" Irish, "030/901820" German.
  const grouped = groupedAs(text);
  if (grouped) return grouped;
  for (const c of first.filter((c) => c !== "US")) {
    const hit = possible(c);
    if (hit) return hit;
  }
  for (const c of usual.filter((c) => !first.includes(c))) {
    const hit = valid(c);
    if (hit) return hit;
  }
  return undefined;
}
