/**
 * Where, and in what language: the places and languages a sentence names ("mainland Europe",
 * "France and Germany", "in Dutch", "outside the UK", "which time zone"). Countries and languages
 * are CLDR's English names (`place-names.json`, written by scripts/build-place-names.ts), so no
 * list of them is typed here; only the world's regions, the short forms people type that CLDR
 * does not name ("UK", "EMEA", "the States") and the words that ask where ("abroad", "time
 * zone", "on site"). Clarity answers a question about where from a page that names the place, or
 * says plainly the pages don't (docs/decisions/033).
 */
import placeNames from "./place-names.json";
import { withoutPlainSpeech } from "./plain-speech";

/** Short forms and groupings people type that are not CLDR names. */
const SHORT = [
  "uk",
  "u.k.",
  "us",
  "u.s.",
  "usa",
  "u.s.a.",
  "eu",
  "uae",
  "emea",
  "apac",
  "dach",
  "latam",
  "benelux",
  "nordics",
  "britain",
  "great britain",
  "england",
  "scotland",
  "wales",
  "northern ireland",
  "the states",
  "stateside",
  "middle east",
];
/** Of those, the ones also ordinary words in lower case ("us"): a place only as typed in capitals. */
const CAPITALS_ONLY = new Set(["us", "eu"]);
/** Names that are ordinary words in lower case ("polish the plan"): a place only capitalised. */
const CAPITALISED_ONLY = new Set([
  "polish",
  "china",
  "jersey",
  "guinea",
  "chad",
  "jordan",
  "georgia",
  "turkey",
]);

/** The world's regions (UN M.49), with their adjectives made as a country's are. */
const WORLD = [
  "Europe",
  "Asia",
  "Africa",
  "America",
  "Americas",
  "North America",
  "South America",
  "Latin America",
  "Central America",
  "Caribbean",
  "Oceania",
  "Australasia",
  "Scandinavia",
];

/** Words that ask where, or in which language, without naming a place. */
const WHERE =
  /\b(?:abroad|overseas|international\w*|worldwide|global(?:ly)?|cross-border|offshore|nearshore|time ?zones?|countr(?:y|ies)|continents?|geograph\w*|located|(?:at|in|to|on|into) (?:our|your) (?:offices?|premises|sites?|plants?|factor(?:y|ies)|headquarters|hq)|headquartered|based (?:in|out of)|where (?:are|is|do) (?:you|your)\b|where (?:does|do|will|would|is|are) (?:\w+ ){0,3}(?:take place|happen|held|run)|take place|be held|languages?|bilingual|multilingual|translat\w*|on[- ]?site|remote(?:ly)?|in-person|in person|travel\w*|fly (?:in|out|over))\b/i;

let names: Set<string> | undefined;
/** The first words of the names of two or three words ("united", "north"): where to look further. */
const firsts = new Set<string>();

/** The country, language and region names, with the adjectives made from a one-word name. */
function cldrNames(): Set<string> {
  if (names) return names;
  names = new Set(SHORT);
  for (const name of [...placeNames, ...WORLD.map((w) => w.toLowerCase())]) {
    names.add(name);
    // "Belgium" → "Belgian", "Europe" → "European", "Canada" → "Canadian".
    if (/^\p{L}+$/u.test(name) && name.length >= 5) {
      const stem = name.replace(/(?:ium|um|ia|a|e|y|o)$/, "");
      for (const end of ["an", "ian", "ean"]) names.add(stem + end);
    }
  }
  for (const name of names) if (name.includes(" ")) firsts.add(name.slice(0, name.indexOf(" ")));
  return names;
}

/** A word or words as typed, read as a name: "U.S." keeps its dots, "Germany." does not. */
function asName(typed: string): string | undefined {
  const all = cldrNames();
  const dotted = typed.toLowerCase().replace(/['’]+$/, "");
  const lower = all.has(dotted) ? dotted : dotted.replace(/[.]+$/, "");
  if (!all.has(lower)) return undefined;
  if (CAPITALS_ONLY.has(lower) && typed !== typed.toUpperCase()) return undefined;
  if (CAPITALISED_ONLY.has(lower) && !/^\p{Lu}/u.test(typed)) return undefined;
  return lower;
}

/** The longest name, of up to three words, starting at each word of `text`. */
function namedIn(text: string): string[] {
  cldrNames();
  const words = text.match(/[\p{L}][\p{L}.'’&-]*/gu) ?? [];
  const found: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const longer = firsts.has(words[i]!.toLowerCase());
    for (let n = longer ? 3 : 1; n >= 1; n--) {
      if (i + n > words.length) continue;
      const name = asName(words.slice(i, i + n).join(" "));
      if (name) {
        found.push(name);
        i += n - 1;
        break;
      }
    }
  }
  return found;
}

/** The places and languages `text` names, lower case, in order. */
export const placesIn = (text: string): string[] => namedIn(text);

/** Whether `text` asks about where or in which language: it names a place, or asks where. */
export const aboutWhere = (text: string): boolean => {
  // "In plain English" is how to say it, not a language asked for.
  const asked = withoutPlainSpeech(text);
  return WHERE.test(asked) || namedIn(asked).length > 0;
};
