import { inWeeks, readDate } from "../../language/day";
import { toNumber } from "../../language/numbers";
import { amountText } from "./crm-amount-text";

/** A deal's close date: a day said (the language module's reader) or a shift of the one it has. */

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
const dayParts = (date: string) => date.split("-").map(Number) as [number, number, number];

/** The date `n` days, weeks or months after `date` (yyyy-mm-dd). */
export function shiftDate(date: string, n: number, unit: string): string {
  const [y, m, d] = dayParts(date);
  if (unit.startsWith("month")) return iso(utc(y, m - 1 + n, d));
  return iso(utc(y, m - 1, d + (unit.startsWith("week") ? 7 * n : n)));
}

/**
 * A close date, absolute ("Dec 15", "2027-01-31", "1/31/2027", "end of Q1") or relative ("next
 * month", "in two weeks", "this friday"): the language module's day reader (chrono-node).
 */
export function parseDate(text: string, today: string): string | undefined {
  // "closes on the 30th now": a word of when it was said, after the date, is not part of it.
  return readDate(text.replace(/\s+(?:now|instead|then|actually)[\s.!]*$/i, ""), today);
}

/** "push it out two weeks", "slipped a month", "delayed by 10 days": a later close date. */
/** "moved up a week", "pull it forward 3 days", "two weeks earlier": a close date brought in. */
const EARLIER =
  /\b(?:(?:moved?|moving|pull(?:ed|ing)?|br(?:ing|ought)|push(?:ed)?)\s+(?:\w+\s+){0,2}?(?:up|forward|in)\s+(?:by\s+)?(\d{1,3}|an?)\s+(day|week|month)s?|(\d{1,3}|an?)\s+(day|week|month)s?\s+(?:earlier|sooner))\b/i;

export function parseDateShift(text: string): { n: number; unit: string } | undefined {
  const earlier = EARLIER.exec(inWeeks(amountText(text)));
  if (earlier) {
    const [n, unit] = earlier[1] ? [earlier[1], earlier[2]!] : [earlier[3]!, earlier[4]!];
    return { n: -(/^an?$/i.test(n) ? 1 : toNumber(n)), unit: unit.toLowerCase() };
  }
  const m =
    /\b(?:out|back|by|slip(?:s|ped|ping)?|sl(?:id|ides?|iding)|delay(?:s|ed)?|push(?:es|ed)?(?:\s+(?!to\b|into\b)[\w'-]+){0,3}?)\s+(?:out\s+|back\s+)?(?:another\s+|by\s+)?(\d{1,3}|an?)\s+(day|week|month)s?\b/i.exec(
      inWeeks(amountText(text)),
    );
  return m
    ? { n: /^an?$/i.test(m[1]!) ? 1 : toNumber(m[1]!), unit: m[2]!.toLowerCase() }
    : undefined;
}
