/**
 * A clause that gives the month of an event named just before it: "before harvest, which starts
 * in February", "by the end of our fiscal year - our FY ends Jan 31", "by our year end; our
 * year-end is 30 June", "before our fiscal year closes - it runs October to September". The
 * event's date is that month (over one only assumed, as a year end's December); the clause is no
 * date of its own.
 */
import type { When } from "../contracts/facts";
import { months } from "./vocabulary";
import { fiscalSpanMonth } from "./when-fiscal-span";
import { namesKind } from "./when-kind";

/** Words that fix a date's month themselves: a month's name, a quarter, a year. */
const FIXED = new RegExp(
  String.raw`\b(?:${[...months, ...months.map((m) => m.slice(0, 3)), "sept"].join("|")}|q[1-4]|20\d\d)\b`,
  "i",
);

/** The month the clause gives the event before it, or undefined when it restates none. */
export function restatedMonth(
  last: When,
  clause: string,
  read: string | undefined,
  now: Date,
): string | undefined {
  if ((last.month && FIXED.test(last.text)) || !restates(clause, last.text)) return undefined;
  return fiscalSpanMonth(`${last.text} ${clause}`, now) ?? read;
}

/** A clause pointing back: "which", "that", "it", "ours". */
const POINTS_BACK = /^\s*(?:which|that|it|it's|its|this|ours|theirs)\b/i;
/** A clause saying the date before it again, in other words: "so …", "i.e. …", "that is …". */
export const SAYS_AGAIN =
  /^\s*(?:(?:so|ie|that is|that'?s|meaning|in other words|namely|which means|realistically)\b|i\.e\.?(?!\w))/i;
// "FY27", "FY 2027": a fiscal year by its number.
const FISCAL = /\b(?:fiscal|financial|tax|budget)\s+year|\bfy(?:\s?'?\d{2,4})?\b|\byear[- ]end\b/i;

/**
 * Whether the clause points back, or speaks of the event in these words (its last word, or a
 * fiscal year as FY) naming no kind of its own ("… and we start the new fiscal year in July").
 */
function restates(clause: string, event: string): boolean {
  if (POINTS_BACK.test(clause)) return true;
  if (namesKind(clause)) return false;
  // "before the spring rush, so by the end of February": the same date said again, precisely.
  if (SAYS_AGAIN.test(clause)) return true;
  if (FISCAL.test(event)) return FISCAL.test(clause);
  const head = /([\p{L}]{4,})\W*$/u.exec(event)?.[1];
  return (
    head !== undefined &&
    clause
      .toLowerCase()
      .split(/\P{L}+/u)
      .includes(head.toLowerCase())
  );
}
