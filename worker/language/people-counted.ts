/**
 * How many people a list of people adds up to: "me, our controller and two bookkeepers" is 4,
 * "me and two account managers plus a key account lead for the supermarkets" is 4. Each item is
 * one person ("me", "our controller", "the payroll lady who's part time") or a count of people
 * ("two bookkeepers", "3 buyers"); a list with any other item (a team, a place, a thing with a
 * count) adds up to nothing. Linear: one split, one look at each item.
 */
import { units } from "./vocabulary";

const ME = /^(?:me|myself|i)$/i;
/** One person by role: "our controller", "a key account lead", "the payroll lady". */
const ONE = /^(?:a|an|one|our|the|my|this)\s+((?:[\p{L}'-]+\s+){0,3}[\p{L}'-]+)$/iu;
/** A count of people by role: "two bookkeepers", "3 part-time buyers". */
const MANY = /^(\d{1,3}|[a-z]+)\s+((?:[\p{L}'-]+\s+){0,3}[\p{L}'-]+)$/iu;
/** Words of a group, a place or a thing: no person of the list. */
const NOT_A_PERSON =
  /\b(?:team|teams|department|dept|office|side|system|sites?|shifts?|systems?|spreadsheets?|people|staff|rest|lot|bunch|couple)\b/i;
/** What is said of an item after it: "who's part time", "for the supermarkets", "too". */
const AFTER_ITEM =
  /\s+(?:who|that|which|whose|for|in|on|at|from|of|with|doing|covering|running|too|as well|also)\b.*$|\s*\([^)]*\)\s*$/i;

/** A word that names one person by role: "controller", "lead", "the payroll lady", "our PA". */
const PERSON_WORD =
  /(?:[a-z]{2}(?:er|or|ist|ant|ent|ian|ee)|lady|guy|man|woman|girl|boy|lad|lead|head|boss|person|clerk|admin|exec|rep|tech|temp|intern|junior|senior|apprentice|pa|md|ceo|cfo|fd|fc|coo)$/i;

/** A plural's last word: "bookkeepers", not "boss" nor "analysis". */
const plural = (words: string) => /[^s'’]s$/i.test(words.split(/\s+/).at(-1)!);

/** One item's people: 1, the count said, or undefined when it names no person. */
function peopleIn(raw: string): number | undefined {
  const item = raw.trim().replace(AFTER_ITEM, "").trim();
  if (ME.test(item)) return 1;
  if (NOT_A_PERSON.test(item)) return undefined;
  const one = ONE.exec(item);
  if (one) return plural(one[1]!) || !PERSON_WORD.test(one[1]!) ? undefined : 1;
  // "three in AP/AR": a count alone, its people said by where they work.
  if (/^\d{1,3}$/.test(item)) return Number(item) > 1 ? Number(item) : undefined;
  if (units[item.toLowerCase()] !== undefined && raw.trim() !== item)
    return units[item.toLowerCase()]! > 1 ? units[item.toLowerCase()] : undefined;
  const many = MANY.exec(item);
  if (!many || !plural(many[2]!)) return undefined;
  const n = /^\d/.test(many[1]!) ? Number(many[1]) : units[many[1]!.toLowerCase()];
  return n && n > 1 ? n : undefined;
}

/** The people a list of two or more people adds up to, or undefined. */
export function peopleCounted(list: string): number | undefined {
  const items = list
    .split(/\s*,\s*(?:(?:and|plus)\s+)?|\s+(?:and|plus|&)\s+/i)
    .filter((i) => i.trim());
  if (items.length < 2) return undefined;
  let sum = 0;
  for (const item of items) {
    const n = peopleIn(item);
    if (n === undefined) return undefined;
    sum += n;
  }
  return sum;
}
