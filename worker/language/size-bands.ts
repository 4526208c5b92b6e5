/**
 * Headcounts written as a form writes them, read as one figure before the size patterns run
 * (docs/decisions/033): a band ("Company size: 51-200", "Employees: 1,001-5,000", "11-50
 * employees") read at its middle like any other range of heads, and a sum written out ("Team
 * size — 40 (UK) + 25 (PL)", "30+12 staff") read as its total.
 */
import { toNumber } from "./numbers";
import { NOT_OWN } from "./size-roles";
import { nowOverThen } from "./size-then-now";
import { PEOPLE } from "./size-words";
import { roughCounts } from "./vocabulary";

const COUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;

/** A range of heads: at most ten times its bottom ("1-10", "51-200"), never "3-400" (300-400). */
const BAND = new RegExp(
  String.raw`(?<![\d.,$€£])${COUNT}\s*(?:-|–|—|to)\s*${COUNT}(?![\d.,]\d)(?=\s*(?:\+\s*)?(?:people|staff|employees|ppl|heads|fte|workers|colleagues)\b)|(?<![\d.,])(?=\d)(?<=\b(?:company size|team size|headcount|head count|employees|staff|employee count|staff count|number of (?:employees|staff)|size|workforce)\s*(?:[:=~≈–—-]|is|of)?\s*)${COUNT}\s*(?:-|–|—|to)\s*${COUNT}(?![\d.,]\d)`,
  "gi",
);

/**
 * Two figures joined as a range, which every band has: the band's pattern looks back at every
 * position, this one looks for a digit first, so a text with no range is read by it alone.
 */
const TWO_FIGURES = /\d\s*(?:-|–|—|to)\s*\d/i;

/** A band labelled as a headcount, or followed by a word for people, as its middle. */
export function bandsAtMiddle(text: string): string {
  if (!TWO_FIGURES.test(text)) return text;
  return text.replace(BAND, (whole, a1, b1, a2, b2) => {
    const [a, b] = [toNumber(a1 ?? a2), toNumber(b1 ?? b2)];
    return a > 0 && b > a && b <= 10 * a ? String(Math.round((a + b) / 2)) : whole;
  });
}

/**
 * A count of staff with the kind of employment between ("65 paid staff", "120 permanent
 * employees") read as the count of staff: the kind says who is left out (volunteers, temps).
 */
const KIND_OF_STAFF =
  /(?<=\d)\s+(?:paid|permanent|perm|salaried|core|direct|regular|in-house|internal|contracted|full-time|fulltime)\s+(?=(?:staff|employees|people|workers|colleagues|heads|fte)\b)/gi;
/** Thousands grouped by a space before a word for people: "1 200 employees" (French, Nordic). */
const SPACED_THOUSANDS =
  /(?<![\d.,]\s?)\b(\d{1,3})((?: \d{3})+)(?=\s*(?:staff|employees|people|workers|colleagues|fte|mitarbeiter|salariés|employés|medarbetare|ansatte)\b)/gi;
/**
 * Two kinds of staff joined, the whole staff: "180 teaching and support staff", "60 clinical &
 * admin staff" (one kind alone, "40 finance staff", is a department's).
 */
const BOTH_KINDS =
  /(?<=\d)\s+[a-z-]{3,}\s+(?:and|&|\+|plus)\s+[a-z-]{3,}\s+(?=(?:staff|employees|colleagues|people)\b)/gi;
/**
 * The words each pattern above cannot match without, a digit first (the patterns look back at
 * every position for theirs): most texts have none, and are read by these alone.
 */
const KIND_AFTER_FIGURE =
  /\d\s+(?:paid|permanent|perm|salaried|core|direct|regular|in-house|internal|contracted|full-time|fulltime)\s/i;
const KINDS_AFTER_FIGURE = /\d\s+[a-z-]{3,}\s+(?:and|&|\+|plus)\s/i;
const FIGURE_SPACED = /\d \d{3}/;
export const plainCounts = (text: string) => {
  let plain = roughHundreds(text);
  if (KIND_AFTER_FIGURE.test(plain)) plain = plain.replace(KIND_OF_STAFF, " ");
  if (KINDS_AFTER_FIGURE.test(plain)) plain = plain.replace(BOTH_KINDS, " ");
  return FIGURE_SPACED.test(plain)
    ? plain.replace(
        SPACED_THOUSANDS,
        (_m, head: string, rest: string) => head + rest.replace(/ /g, ""),
      )
    : plain;
};

/**
 * A count said roughly before a hundred or a thousand of people: "a few hundred staff" is 300,
 * "a couple of thousand employees" 2,000 (vocabulary.ts: roughCounts), as a rep writes it down.
 */
const ROUGH_HUNDREDS = new RegExp(
  String.raw`\b(?:an?\s+)?(${Object.keys(roughCounts).join("|")})(?:\s+of)?\s+(hundred|thousand)\b(?=\s*(?:\+\s*)?${PEOPLE})`,
  "gi",
);
const roughHundreds = (text: string) =>
  /hundred|thousand/i.test(text)
    ? text.replace(
        ROUGH_HUNDREDS,
        (_m, count: string, scale: string) =>
          `${roughCounts[count.toLowerCase()]! * (scale.toLowerCase() === "hundred" ? 100 : 1000)}`,
      )
    : text;

/** A headcount changed: "we went from 80 to 120 people", "grown from 40 to 65 staff" — the later. */
const CHANGED = new RegExp(
  String.raw`\b((?:went|gone|grew|grown|jumped|risen|rose|increased|expanded|doubled|dropped|fell|fallen|shrunk|shrank|moved|come|up|down)\s+(?:[\w-]+\s+){0,2}?)from\s+(?:about\s+|around\s+|roughly\s+)?${COUNT}\s*(?:(?:people|staff|employees|ppl|heads|fte)\s+)?(?=to\s+(?:about\s+|around\s+|roughly\s+)?\d)`,
  "gi",
);
export const changedTo = (text: string) => nowOverThen(text.replace(CHANGED, "$1"));

/** Who follows a count when they are no part of the company ("+ 20 contractors", "+ 15 agency temps"). */
const NOT_OWN_AFTER = new RegExp(String.raw`^\s*(?:[a-z-]+\s+){0,2}?(?:${NOT_OWN.source})`, "i");

/** One count, with a place or a kind in brackets after it: "40 (UK)", "25". */
const TERM = String.raw`(?<![\d.,])\d{1,3}(?:,\d{3})*(?![\d.,]\d)(?:\s*\([^()\d]{1,24}\))?`;
const SUM = new RegExp(String.raw`${TERM}(?:\s*\+\s*${TERM})+`, "g");

/**
 * Counts joined by "+" with nothing but a bracketed label between them, as their total: "40 (UK)
 * + 25 (PL)" is 65. "500+ staff" (500 or more) has no second count; "80 staff + 20 contractors"
 * names two kinds of people, and is left to the readers that tell them apart.
 */
export function sumsAdded(text: string): string {
  if (!text.includes("+")) return text;
  return text.replace(SUM, (whole, at: number) =>
    // "headcount: 80 + 20 contractors": the last count names people not the company's own.
    NOT_OWN_AFTER.test(text.slice(at + whole.length, at + whole.length + 30))
      ? whole
      : String(
          whole
            .replace(/\([^()]*\)/g, " ")
            .split("+")
            .reduce((n, term) => n + toNumber(term.trim()), 0),
        ),
  );
}
