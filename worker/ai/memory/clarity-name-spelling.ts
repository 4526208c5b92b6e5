/**
 * Platform names typed with a slip ("netsuit", "quickbook", "salesfroce", "dynamcis") read back to
 * the names the tables know, before any reader of platforms looks at the message: a prospect
 * types a brand from memory, and a slip must not cost the roadmap the system. The names are the
 * tables' own labels (clarity-platform-names.ts), never a list of misspellings; the same rule as
 * the language module's read-back of key words (worker/language/normalise.ts, docs/decisions/033).
 */
import { closest, distance } from "fastest-levenshtein";
import { joinedNames } from "./clarity-name-split";
import { moreSystems, productTypes, systems } from "./clarity-platform-names";
import { vendorSpellings } from "./clarity-vendors";

/**
 * Words of the labels that are coined names, long enough that one slip leaves them recognisable
 * (a short name one letter from a word — "Sage", "Xero", "Stripe" — is read only as written).
 */
const BRANDS = [
  ...new Set(
    [...productTypes.map(([, l]) => l), ...systems, ...moreSystems]
      .map((x) => (typeof x === "string" ? x : x[1]))
      .flatMap((label) => label.split(" "))
      .filter((w) => /^\p{Lu}/u.test(w) && w.length >= 7)
      .map((w) => w.toLowerCase()),
  ),
];

/** English words a slip away from a name's label, or a label that is an English word: as written. */
const WORDS = new Set([
  "dynamic",
  "magenta",
  "confluent",
  "central",
  "business",
  "financials",
  "financial",
  "workday",
  "workdays",
  "edwards",
  "microsoft",
  // Words of editions' labels (clarity-product-editions.ts) that are English words.
  "kinetic",
  "eclipse",
  "eclipsed",
  "prophet",
  "finance",
  "operations",
  "enterprise",
  "desktop",
  "inventory",
  "snowflake",
  "market",
  "marketer",
  "markets",
  // Words of the trades' vendors' labels (clarity-vendors.ts), and words a slip from one.
  "manager",
  "managers",
  "practice",
  "practices",
  "spectrum",
  "viewpoint",
  "viewpoints",
  "solution",
  "solutions",
  "procure",
  "procured",
  "rippling",
  "ripping",
  "unleash",
  "unleashes",
]);

/** The coined names whole, for a name typed as two words ("sales force"); "work day" is English. */
const WHOLE = new Set(BRANDS.filter((b) => !WORDS.has(b)));

/** The names by their first two letters: a slip keeps those more often than not. */
const byStart = new Map<string, string[]>();
for (const b of BRANDS)
  if (!WORDS.has(b)) byStart.set(b.slice(0, 2), [...(byStart.get(b.slice(0, 2)) ?? []), b]);

/** Only words opening as a name does are looked at: one pattern over the message. */
const WORD = new RegExp(String.raw`\b(?:${[...byStart.keys()].join("|")})[a-z]{4,11}\b`, "gi");

const seen = new Map<string, string | undefined>();

/** The brand a word is a slip of, or undefined: one edit, or two letters swapped. */
function brandOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (seen.has(lower)) return seen.get(lower);
  const near = byStart
    .get(lower.slice(0, 2))
    ?.filter((b) => Math.abs(b.length - lower.length) <= 1);
  let brand: string | undefined;
  if (near?.length && !near.includes(lower) && !WORDS.has(lower)) {
    const best = closest(lower, near);
    const d = distance(lower, best);
    const swapped = d === 2 && [...lower].sort().join("") === [...best].sort().join("");
    if (d === 1 || swapped) brand = best;
  }
  if (seen.size < 2_000) seen.set(lower, brand);
  return brand;
}

/**
 * `text` with every platform name typed with a slip written as the tables know it, and the trades'
 * suites ("dentrix", "open dental") as their makers spell them (clarity-vendors.ts).
 */
export function spelledNames(text: string): string {
  let spelled = joinedNames(text, WHOLE).replace(WORD, (word) => brandOf(word) ?? word);
  for (const [re, label] of vendorSpellings) spelled = spelled.replace(re, label);
  return spelled;
}
