/**
 * The words prospects use for numbers, months, money and periods — the only tables of them in the
 * Worker (docs/decisions/033). Every reader of a prospect's language takes them from here.
 */

import { monthNames, weekdayNames } from "../contracts/months";
import { wordTable } from "./word-table";

/** Money's words (currencies, signs, the ones the facts cannot hold) live in their own file. */
export {
  currencyWords,
  moneyWords,
  otherCurrencies,
  otherCurrencyCountries,
} from "./vocabulary-money";

export const units: Record<string, number> = wordTable({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  dozen: 12,
});

/** How a zero is read out in a phone number: "oh eight seven …" (phone-words.ts). */
export const zeroSaid = ["oh", "o", "nought"];

export const tens: Record<string, number> = wordTable({
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
});

export const scales: Record<string, number> = wordTable({
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
  billion: 1_000_000_000,
});

/** Counts said roughly before a scale ("a couple hundred k", "a few grand"): their usual value. */
export const roughCounts: Record<string, number> = wordTable({ couple: 2, few: 3, several: 5 });

/**
 * Kinds of workplace a sum or a count is given for ("€15k per site", "our 4 clinics"), singular;
 * a plural adds "s" or "es".
 */
export const workplaces = [
  "site",
  "clinic",
  "branch",
  "store",
  "shop",
  "location",
  "office",
  "school",
  "practice",
  "plant",
  "warehouse",
  "depot",
  "restaurant",
  "hotel",
  "outlet",
  "venue",
  "campus",
  "facility",
  "hospital",
  "surgery",
  "pharmacy",
  "salon",
  "studio",
  "franchise",
  "care home",
  "home",
  "centre",
  "center",
  "mill",
  "factory",
];

/** A band of a figure's first digit ("low six figures" is 100,000–399,999): its middle digit. */
export const figureBands: Record<string, { from: number; to: number }> = wordTable({
  low: { from: 1, to: 3 },
  lower: { from: 1, to: 3 },
  mid: { from: 4, to: 6 },
  middle: { from: 4, to: 6 },
  high: { from: 7, to: 9 },
  upper: { from: 7, to: 9 },
});

/** Shorthand written after a figure: "80k", "1.2m", "3 mil", "40 grand", "2bn". */
export const figureUnits: Record<string, number> = wordTable({
  k: 1_000,
  thousand: 1_000,
  thousands: 1_000, // "200 thousands euro", as a second language writes it
  grand: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  mn: 1_000_000,
  mil: 1_000_000,
  mill: 1_000_000,
  mio: 1_000_000,
  mln: 1_000_000,
  million: 1_000_000,
  millions: 1_000_000,
  b: 1_000_000_000,
  bn: 1_000_000_000,
  billion: 1_000_000_000,
});

export const months = monthNames.map((m) => m.toLowerCase());
/**
 * A month as written, for a pattern: its name or its first three letters ("mar", "March",
 * "sept"), never a longer word that starts like one ("Marrow Tech", "Augusta Labs").
 */
export const monthWord = `(?:sept|${months.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)})?`).join("|")})`;
export const weekdays = weekdayNames.map((d) => d.toLowerCase());

/** Seasons as the month they end in, northern hemisphere: "by the summer" is by August. */
export const seasons: Record<string, number> = wordTable({
  spring: 4,
  summer: 7,
  autumn: 10,
  fall: 10,
  winter: 1,
});

/** Words that hedge a figure ("ballpark 40 grand", "like 50k", "60k give or take"): not a name. */
export const hedges = [
  "about",
  "around",
  "roughly",
  "approximately",
  "circa",
  "ballpark",
  "like",
  "maybe",
  "some",
  "nearly",
  "almost",
  "give or take",
  "more or less",
  "or so",
  "ish",
];

/** Days of the year known by name, as "MM-DD": "before xmas", "by new year". */
export const holidays: Record<string, string> = wordTable({
  "christmas eve": "12-24",
  christmas: "12-25",
  "new year's eve": "12-31",
  "new years eve": "12-31",
  "new year's day": "01-01",
  "new year's": "01-01",
  "new years": "01-01",
  "new year": "01-01",
  "valentine's day": "02-14",
  halloween: "10-31",
});

/** Ordinal words and figures up to sixth: "second", "2nd". */
const ordinals: Record<string, number> = {
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
  fifth: 5,
  "5th": 5,
  sixth: 6,
  "6th": 6,
};

/** Places in a list: "the second one", "the 5th item" (the last is the list's own length). */
export const listOrder: Record<string, number> = wordTable(ordinals);

/** Weeks of a month by their order: "the first week of january" ends on its 7th. */
export const weekOrder: Record<string, number> = wordTable({
  ...Object.fromEntries(Object.entries(ordinals).filter(([, n]) => n <= 4)),
  last: 5,
});

/**
 * Words a typo is read back to (docs/decisions/033): the vocabulary above and the few words that
 * carry a fact ("budget", "employees"). Short words are left alone: at four letters and under a
 * slip of one letter is as likely another word.
 */
export const keyWords = [
  ...Object.keys(units),
  ...Object.keys(tens),
  ...Object.keys(scales),
  ...months,
  "budget",
  "employees",
  "people",
  "quarter",
  "euros",
  "pounds",
  "dollars",
  "sterling",
  "approximately",
  "roughly",
  "around",
  "about",
  "weeks",
  "months",
  "next",
  "phone",
  "call",
  "callback",
  "company",
  "headcount",
  "staff",
  "deadline",
  "decide",
  "decision",
  "launch",
  "month",
  // The CRM assistant's words that carry a change: its stages and a deal's fields.
  "discovery",
  "proposal",
  "negotiation",
  "probability",
  "amount",
  "close",
];
