/**
 * A span of days in someone's words, read against today (docs/decisions/033): "this quarter",
 * "next quarter", "Q1", "in March", "next week", "in the next ten days", "this year", "before Christmas", "by Dec 20". The span's last
 * day is the date reader's (`readDate`); its first day is the start of that quarter or month, or
 * today for a span said as a deadline. "This month" and "next month" are left to the caller's own
 * words here; `readMonth` reads them (and a month's name alone) as one side of a comparison.
 * `undefined` when the words name no span.
 */
import { readDate } from "./day";
import { normalise } from "./normalise";
import { figures } from "./numbers";
import { months, monthWord } from "./vocabulary";

export interface Period {
  from: string;
  to: string;
  /** How to say it back: "this quarter", "in Q1 2027", "by Dec 24, 2026". */
  label: string;
}

const MONTH = new RegExp(
  String.raw`\b(?:in|for|during|closing|close|closes|due)\s+(${monthWord})\b\.?(?!\s*\d)`,
  "i",
);
/** A month named with nothing else ("February", "next March" is not one). */
const MONTH_ALONE = new RegExp(String.raw`^\s*(?:the\s+)?${monthWord}\b\.?\s*$`, "i");
const QUARTER = /\b(?:this|the current|next) quarter\b|\bq([1-4])(?:\s+(20\d\d))?\b/i;
const DEADLINE = /\b(?:before|by|until|ahead of|no later than)\s+(?!now\b)([^,.;?!]{3,40})/i;

const monthStart = (iso: string, back = 0) => {
  const [y, m] = iso.split("-").map(Number) as [number, number];
  const at = new Date(Date.UTC(y, m - 1 - back, 1));
  return at.toISOString().slice(0, 10);
};

const addDays = (iso: string, n: number) => {
  const at = new Date(`${iso}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
};

/** "this week" to its Sunday, "next week" Monday to Sunday, "the next 10 days" from today. */
function weeks(t: string, today: string): Period | undefined {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const sunday = addDays(today, 6 - weekday);
  if (/\bthis week\b/i.test(t)) return { from: today, to: sunday, label: "this week" };
  if (/\bnext week\b/i.test(t))
    return { from: addDays(sunday, 1), to: addDays(sunday, 7), label: "next week" };
  const span = /\b(?:next|coming|within(?: the next)?)\s+(\d{1,3})\s+(day|week)s?\b/i.exec(
    figures(t),
  );
  if (!span) return undefined;
  const n = Number(span[1]) * (span[2]!.toLowerCase() === "week" ? 7 : 1);
  return { from: today, to: addDays(today, n), label: `in the next ${span[1]} ${span[2]}s` };
}

const monthIndex = (iso: string) => Number(iso.slice(5, 7)) - 1;

/** The month `ahead` months from today's (0: this one), first day to last, named with its year. */
function monthSpan(today: string, ahead: number): Period {
  const from = monthStart(today, -ahead);
  const to = addDays(monthStart(from, -1), -1);
  const name = months[monthIndex(from)]!;
  return {
    from,
    to,
    label: `in ${name.charAt(0).toUpperCase()}${name.slice(1)} ${from.slice(0, 4)}`,
  };
}

/** "this month", "next month", "the month after", "the month after next", "last month". */
const RELATIVE_MONTH =
  /\b(?:(this|the current|current|next|the following|last|the previous|previous) month|the month after(?:\s+(?:that|next))?)\b/i;

/**
 * A month said relative to today's, or a month's name alone (the current month when it is today's:
 * "November" on Nov 23 is this November): a side of "this month vs next month" or "november
 * versus december". `undefined` for any other words.
 */
export function readMonth(raw: string, today: string): Period | undefined {
  const t = normalise(raw).trim();
  const relative = RELATIVE_MONTH.exec(t);
  if (relative) {
    const which = relative[1]?.toLowerCase() ?? "";
    // "the month after" next month, "the month after next": two months on.
    if (!relative[1]) return monthSpan(today, 2);
    const ahead = /next|following/.test(which) ? 1 : /last|previous/.test(which) ? -1 : 0;
    return monthSpan(today, ahead);
  }
  const name = /^(?:in\s+|for\s+)?([a-z]{3,9})\.?$/i.exec(t)?.[1]?.toLowerCase();
  const index = name ? months.findIndex((m) => m.startsWith(name)) : -1;
  return index >= 0 ? monthSpan(today, (index - monthIndex(today) + 12) % 12) : undefined;
}

export function readPeriod(raw: string, today: string): Period | undefined {
  const t = normalise(raw);
  const week = weeks(t, today);
  if (week) return week;
  const quarter = QUARTER.exec(t);
  if (quarter) {
    const to = readDate(quarter[0], today);
    if (!to) return undefined;
    const q = Math.floor((Number(to.slice(5, 7)) - 1) / 3) + 1;
    return { from: monthStart(to, 2), to, label: `in Q${q} ${to.slice(0, 4)}` };
  }
  if (/\bnext year\b/i.test(t)) {
    const y = Number(today.slice(0, 4)) + 1;
    return { from: `${y}-01-01`, to: `${y}-12-31`, label: `in ${y}` };
  }
  if (
    /\b(?:this year|by (?:the )?(?:end of (?:the )?)?year(?:[- ]end)?|year to date|(?:before|by) the year(?:'s| is| has)? (?:out|over|done|up|through|ends?|finishe[sd]))\b/i.test(
      t,
    )
  )
    return { from: today, to: `${today.slice(0, 4)}-12-31`, label: "by the end of the year" };
  const month = MONTH.exec(t);
  if (month) {
    const index = months.findIndex((m) => m.startsWith(month[1]!.toLowerCase()));
    if (index >= 0) return monthSpan(today, (index - monthIndex(today) + 12) % 12);
  }
  const deadline = DEADLINE.exec(t);
  if (deadline) {
    // "before Christmas" is the day before; the date reader knows the days by name.
    let to = readDate(deadline[0], today) ?? readDate(deadline[1]!, today);
    // "before February": the month is not reached, so its first day is the bound.
    if (to && /^(?:before|ahead of)\b/i.test(deadline[0]) && MONTH_ALONE.test(deadline[1]!))
      to = addDays(`${to.slice(0, 8)}01`, -1);
    if (to && to >= today) return { from: today, to, label: `by ${to}` };
  }
  return undefined;
}
