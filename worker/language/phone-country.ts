/**
 * The country a prospect's words point at, for reading a national phone number (phones.ts): a
 * dialling code in brackets, a place, a currency. Apart from phones.ts, which reads the numbers,
 * so each file keeps one job; phones.ts re-exports `countryHint` and `placeCountry` for its callers.
 */
import type { CountryCode } from "libphonenumber-js/min";
import { currencyWords, otherCurrencyCountries } from "./vocabulary";

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
