/**
 * A span in days from the day it was said: "within the next 90 days", "in 60 days", "in the
 * next 45 days or so". A month or a week is read elsewhere (when-said.ts, when-month.ts).
 */

const DAYS =
  /\b(?:in|within|over|inside|next|the next)\s+(?:the\s+)?(?:next\s+)?(?:about\s+|around\s+|roughly\s+|~\s*)?(\d{1,3})\s+(?:calendar\s+|working\s+|business\s+)?days\b/i;

/** The span in days a sentence names, as words to show ("90 days"), or undefined. */
export function daysSaid(sentence: string): string | undefined {
  const m = /days/i.test(sentence) ? DAYS.exec(sentence) : null;
  return m && Number(m[1]) >= 7 ? `${Number(m[1])} days` : undefined;
}

/** The month such a span ends in, "YYYY-MM" (working days count as five a week). */
export function daysMonth(t: string, now: Date): string | undefined {
  const m = /days/i.test(t) ? (DAYS.exec(t) ?? /^(\d{1,3}) days$/i.exec(t.trim())) : null;
  if (!m || Number(m[1]) < 7) return undefined;
  const days = /\b(?:working|business)\s+days\b/i.test(t)
    ? Math.ceil((Number(m[1]) * 7) / 5)
    : Number(m[1]);
  const d = new Date(now.getTime() + days * 86_400_000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}
