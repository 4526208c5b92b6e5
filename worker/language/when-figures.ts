/**
 * A full date in figures, as words to show (docs/decisions/033): "31/03/2027" and "03/31/2027"
 * are both "31 March 2027" — a part over 12 is the day, whichever side it is on. When both
 * could be months, a date with dots is day-first (as Europe writes it) and one with slashes is
 * month-first only where the words point at the US (dollars, a US place), else day-first.
 * "2027-03-31" is the same day written year first.
 */
import { monthNames } from "../contracts/months";
import { countryHint } from "./phones";
import { months } from "./vocabulary";

const FULL = /\b(\d{1,2})([/.-])(\d{1,2})\2(20\d\d|[2-4]\d)\b(?![/.-]\d)/;
/** "2027-03-31", "2027/3/31": the year first, then the month and the day. */
const ISO = /\b(20\d\d)([/.-])(0?[1-9]|1[0-2])\2(0?[1-9]|[12]\d|3[01])\b(?![/.-]\d)/;

/**
 * A year of two figures ("31/3/27", "15.01.27") is this century's; it is read only with a
 * slash or a dot between the parts, or with its day over 12, so "3-4-25" stays a range.
 */
export function dateInFigures(sentence: string): string | undefined {
  if (!/\d[/.-]\d/.test(sentence)) return undefined;
  const iso = ISO.exec(sentence);
  if (iso) return `${Number(iso[4])} ${monthNames[Number(iso[3]) - 1]} ${iso[1]}`;
  const m = FULL.exec(sentence);
  if (!m) return undefined;
  const [a, b] = [Number(m[1]), Number(m[3])];
  if (!a || !b || (a > 12 && b > 12) || a > 31 || b > 31) return undefined;
  if (m[4]!.length === 2 && m[2] === "-" && a <= 12 && b <= 12) return undefined;
  const monthFirst =
    b > 12 || (a <= 12 && m[2] === "/" && countryHint(sentence) === "US" && b <= 12 && a !== b);
  const [day, month] = monthFirst ? [b, a] : [a, b];
  if (month > 12) return undefined;
  return `${day} ${monthNames[month - 1]} ${m[4]!.length === 2 ? `20${m[4]}` : m[4]}`;
}

const MONTH = `(?:early |mid[- ]|late |the end of )?(?:${months.join("|")}|${months.map((m) => m.slice(0, 3)).join("|")}|sept)\\.?`;
/** "between April and June", "from March to May next year", "April–June 2027". */
const WINDOW = new RegExp(
  String.raw`\b(?:between\s+(${MONTH})\s+and|from\s+(${MONTH})\s+(?:to|till|until|through|-|–))\s+(${MONTH}(?:\s+(?:of\s+)?(?:20\d\d|next year))?)`,
  "i",
);

/**
 * A window of months, as words to show: its end, the latest date the window allows, with its
 * start after it ("June (from April)"), so the month read from the words is the end.
 */
export function windowOfMonths(sentence: string, year: number): string | undefined {
  if (!/\b(?:between|from)\b/i.test(sentence)) return undefined;
  const m = WINDOW.exec(sentence);
  if (!m) return undefined;
  // Capitalised, so "may" is read as the month, not the verb; "next year" as the year it is.
  const named = (t: string) =>
    t
      .replace(/\bnext year\b/i, String(year + 1))
      .replace(/^(?:early |mid[- ]|late |the end of )?\w/i, (c) =>
        c.replace(/\w$/, (l) => l.toUpperCase()),
      );
  return `${named(m[3]!)} (from ${named((m[1] ?? m[2])!)})`;
}
