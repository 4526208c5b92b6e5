/**
 * A fiscal year said with the months it runs: "our financial year runs July to June", "FY
 * (April–March)", "ours runs from October through September". Its end is the span's last month
 * and its start (or a new one) the first, each the next to come; chrono-node alone would read
 * the span's first month for either.
 */

import { months } from "./vocabulary";
import { monthKey } from "./when-month";

const FISCAL = /\b(?:fiscal|financial|tax|budget)\s+year|\bfy(?:\s?'?\d{2,4})?\b/i;
const SPAN = new RegExp(
  String.raw`\b(${months.join("|")})\s*(?:to|-|–|—|through|thru|until|till)\s*(${months.join("|")})\b`,
  "i",
);
/** The year's end spoken of: "the end of our financial year", "before the FY closes". */
const END = /\b(?:end|ends|ending|close|closes|closing|year[- ]end|runs out)\b/i;
/** A fiscal year by its number: "FY27", "FY 2027". */
const NUMBERED = /\bfy\s?'?\d{2,4}\b/i;
/** Its start: "the start of", "the new financial year", "the next FY". */
const START =
  /\b(?:start|starts|starting|beginning|begins|new|next|coming)\s+(?:of\s+)?(?:(?:the|our|this)\s+)?(?:fiscal|financial|tax|budget|fy)\b/i;

/** The month the fiscal year's end or start points at, when the words give its span. */
export function fiscalSpanMonth(t: string, now: Date): string | undefined {
  if (!FISCAL.test(t)) return undefined;
  const span = SPAN.exec(t);
  if (!span) return undefined;
  // "within FY27", "live in FY27": a year named by its number and no start said is by its end.
  const start = START.test(t);
  const end = END.test(t) || (!start && NUMBERED.test(t));
  if (end === start) return undefined;
  const m = months.indexOf(span[end ? 2 : 1]!.toLowerCase());
  const year = now.getUTCFullYear();
  return monthKey(m < now.getUTCMonth() ? year + 1 : year, m);
}
