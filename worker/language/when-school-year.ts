/**
 * The school or academic year as a date: "by the end of the school year" is June, "before the new
 * academic year", "the start of the school year", "back to school" September (the northern
 * hemisphere's calendar), the next one to come. A month said with it is its month ("before the
 * academic year begins in June 2027"), read as an event by when-events.ts: not here.
 */
import { months } from "./vocabulary";

const YEAR = String.raw`(?:school|academic)\s+year`;
const SAID = new RegExp(
  String.raw`\b((?:(?:the\s+)?(?:end|close|start|beginning|begin)\s+of\s+(?:the\s+|this\s+|next\s+|our\s+)?${YEAR})|(?:the\s+|our\s+)?(?:new|next|coming)\s+${YEAR}|(?:the\s+|our\s+)?${YEAR}\s+(?:ends|closes|finishes|is over|starts|begins|opens|kicks off)|back to school)\b`,
  "i",
);
// "may" in lower case is the verb ("we may need it by the end of the school year").
const MONTH = new RegExp(String.raw`\b(?:${months.filter((m) => m !== "may").join("|")})\b`, "i");
const namesMonth = (t: string) => MONTH.test(t) || /\bMay\b/.test(t);
const ENDS = /\b(?:end|close|ends|closes|finishes|is over)\b/i;

/** The school year's turn a sentence names, as words to show, or undefined. */
export function schoolYearSaid(sentence: string): string | undefined {
  const m = /year|school/i.test(sentence) && !namesMonth(sentence) ? SAID.exec(sentence) : null;
  return m ? m[1]!.replace(/^(?:the|our)\s+/i, "").toLowerCase() : undefined;
}

/** Its month, "YYYY-MM": June for its end, September for its start, the next to come. */
export function schoolYearMonth(t: string, now: Date): string | undefined {
  const m = /year|school/i.test(t) && !namesMonth(t) ? SAID.exec(t) : null;
  if (!m) return undefined;
  const month = ENDS.test(m[1]!) ? 6 : 9;
  const year = now.getUTCFullYear() + (now.getUTCMonth() + 1 >= month ? 1 : 0);
  const y =
    /\bnext\s+(?:school|academic)\s+year\b/i.test(m[1]!) && ENDS.test(m[1]!) ? year + 1 : year;
  return `${y}-${String(month).padStart(2, "0")}`;
}
