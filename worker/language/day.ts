/**
 * A day in someone's words, read against today, as "YYYY-MM-DD" (docs/decisions/033). Named days
 * ("jan 10", "15 Dec", "March 3, 2027", "1/31/2027"), weekdays ("this friday") and periods from
 * now ("in two weeks", "next month") are chrono-node's; a month without its day is the month's
 * last day ("slipped to March" is by the end of March), "mid-" its 15th and "early" its 5th;
 * quarters ("end of Q1", "end of next quarter") and the ends of a month or a year are read here.
 * A time alone ("at 5") is no day.
 */
import * as chrono from "chrono-node/en";
import { normalise } from "./normalise";
import { figures } from "./numbers";
import { holidays, months, monthWord, weekdays, weekOrder } from "./vocabulary";

/** "end of feb": the end of a month said short, which chrono-node leaves unread. */
const MONTH_END = new RegExp(String.raw`\bend of (${monthWord})\b(?!\s+\d)`, "i");
/** A month said by name ("March", "Sept."), not one counted from now ("next month"). */
const MONTH_NAMED = new RegExp(
  String.raw`\b(?:${months.map((n) => n.slice(0, 3)).join("|")})`,
  "i",
);

/** "the first week of january", "last week of march": the week's last day. */
const WEEK_OF = new RegExp(
  String.raw`\b(${Object.keys(weekOrder).join("|")})\s+week\s+(?:of|in)\s+(${monthWord})\b`,
  "i",
);
/** A day known by name, longest name first, and a "before" that makes it the day before. */
const HOLIDAY = new RegExp(
  String.raw`\b(before\s+)?(${Object.keys(holidays)
    .sort((a, b) => b.length - a.length)
    .join("|")})(?![\w'])`,
  "i",
);

/** A month said short with no day after it ("slipped to jan"), which chrono-node leaves unread. */
const MONTH_SHORT = new RegExp(
  String.raw`\b(?:${months.map((n) => n.slice(0, 3)).join("|")}|sept)\b\.?(?!\s*\d)`,
  "gi",
);
const fullMonth = (short: string) =>
  months.find((n) => n.startsWith(short.slice(0, 3).toLowerCase())) ?? short;

const pad = (n: number) => String(n).padStart(2, "0");
/** Day 0 of a month is the last day of the month before it; Date.UTC rolls months and years. */
const iso = (y: number, m0: number, d: number) => {
  const at = new Date(Date.UTC(y, m0, d));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
};
const lastDay = (y: number, m0: number) => iso(y, m0 + 1, 0);

/** "two weeks from friday", "10 days after jan 5": a count from a day named, not from today. */
const COUNTED_FROM =
  /\b(\d{1,3}|an?)\s+(day|week|month)s?\s+(?:from|after)\s+(?!now\b|today\b|then\b)([^,.;!?]{3,40})/i;

function countedFrom(t: string, today: string): string | undefined {
  // Most words count nothing: one cheap look before the number words are read.
  if (!/\b(?:day|week|month)s?\s+(?:from|after)\s/i.test(t)) return undefined;
  const m = COUNTED_FROM.exec(figures(t));
  const named = m && readDate(m[3]!, today);
  if (!named) return undefined;
  // "a week from monday" said on a Monday counts from the next one: today would be "today".
  const anchor = named === today && WEEKDAY.test(m[3]!) ? plusDays(today, 7) : named;
  const n = /^an?$/i.test(m[1]!) ? 1 : Number(m[1]);
  const [y, mo, d] = anchor.split("-").map(Number) as [number, number, number];
  const unit = m[2]!.toLowerCase();
  return unit === "month"
    ? iso(y, mo - 1 + n, d)
    : iso(y, mo - 1, d + (unit === "week" ? 7 * n : n));
}

const WEEKDAY = new RegExp(String.raw`^\s*(?:on\s+)?(?:${weekdays.join("|")})\b`, "i");
const plusDays = (day: string, n: number) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return iso(y, m - 1, d + n);
};

/**
 * "the tuesday after next", "tuesday week", "the week after next": a week on from the day "next"
 * or the weekday alone would name, which chrono-node reads as that nearer day.
 */
const WEEK_ON = new RegExp(
  String.raw`\b(week|${weekdays.join("|")})\s+(after\s+next|week)\b(?!\s+(?:of|in)\b)`,
  "i",
);
function weekOn(t: string, today: string): string | undefined {
  const m = WEEK_ON.exec(t);
  if (!m) return undefined;
  const from = readDate(/^after/i.test(m[2]!) ? `next ${m[1]}` : m[1]!, today);
  return from && plusDays(from, 7);
}

/**
 * Parts of a span said by where in it ("mid next month", "early Q2", "H1", "the end of the week",
 * "the day after tomorrow"), which chrono-node reads as the span's start or not at all: the
 * middle is the 15th, "early" the 5th, as for a month named (readDate).
 */
function partOf(t: string, y: number, m0: number, today: string): string | undefined {
  const month = /\b(early|mid|middle of|late|end of)[- ](?:the )?(this|next) month\b/i.exec(t);
  if (month) {
    const m = m0 + (/next/i.test(month[2]!) ? 1 : 0);
    const part = month[1]!.toLowerCase();
    return part === "early" ? iso(y, m, 5) : /^mid/.test(part) ? iso(y, m, 15) : lastDay(y, m);
  }
  const start = /\b(?:early|start of|beginning of)[- ](?:the )?q([1-4])(?:\s+(20\d\d))?\b/i.exec(t);
  if (start) {
    const at = (year: number) => iso(year, (Number(start[1]) - 1) * 3, 5);
    return start[2] || at(y) >= today ? at(start[2] ? Number(start[2]) : y) : at(y + 1);
  }
  const half = /\b(?:end of\s+)?h([12])(?:\s+(20\d\d))?\b/i.exec(t);
  if (half) {
    const end = (year: number) => lastDay(year, Number(half[1]) * 6 - 1);
    return half[2] || end(y) >= today ? end(half[2] ? Number(half[2]) : y) : end(y + 1);
  }
  // "by the end of the week": its Friday, the working week's last day.
  if (/\bend of (?:the |this )?week\b/i.test(t)) {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    return plusDays(today, (5 - weekday + 7) % 7);
  }
  if (/\bday after tomorrow\b/i.test(t)) return plusDays(today, 2);
  return undefined;
}

/** Ends of a quarter, a month or a year, which chrono-node leaves to us. */
function ends(t: string, y: number, m0: number, today: string): string | undefined {
  const part = partOf(t, y, m0, today);
  if (part) return part;
  const q = /\b(?:end of\s+)?q([1-4])(?:\s+(20\d\d))?\b/i.exec(t);
  if (q) {
    const end = lastDay(q[2] ? Number(q[2]) : y, Number(q[1]) * 3 - 1);
    return q[2] || end >= today ? end : lastDay(y + 1, Number(q[1]) * 3 - 1);
  }
  const quarterEnd = Math.floor(m0 / 3) * 3 + 2;
  if (/\b(?:end of (?:the )?next quarter|next quarter)\b/i.test(t))
    return lastDay(y, quarterEnd + 3);
  if (/\b(?:end of (?:the |this )?quarter|this quarter|quarter[- ]end)\b/i.test(t))
    return lastDay(y, quarterEnd);
  if (/\bend of (?:the )?next month\b/i.test(t)) return lastDay(y, m0 + 1);
  // "the month after next": that month, by its end, as a month said alone is.
  if (/\bmonth after next\b/i.test(t)) return lastDay(y, m0 + 2);
  if (/\b(?:end of (?:the |this )?month|month[- ]end)\b/i.test(t)) return lastDay(y, m0);
  const named = MONTH_END.exec(t);
  if (named) {
    const m = months.findIndex((n) => n.startsWith(named[1]!.toLowerCase().slice(0, 3)));
    return lastDay(y, m) >= today ? lastDay(y, m) : lastDay(y + 1, m);
  }
  const week = WEEK_OF.exec(t);
  if (week) {
    const m = months.findIndex((n) => n.startsWith(week[2]!.toLowerCase().slice(0, 3)));
    const n = weekOrder[week[1]!.toLowerCase()]!;
    const dayIn = (year: number) => (n > 4 ? lastDay(year, m) : iso(year, m, n * 7));
    return dayIn(y) >= today ? dayIn(y) : dayIn(y + 1);
  }
  const holiday = HOLIDAY.exec(t);
  if (holiday) {
    const [mm, dd] = holidays[holiday[2]!.toLowerCase()]!.split("-").map(Number) as [
      number,
      number,
    ];
    const dayIn = (year: number) => iso(year, mm - 1, dd - (holiday[1] ? 1 : 0));
    return dayIn(y) >= today ? dayIn(y) : dayIn(y + 1);
  }
  // "by the 15th": that day of this month, or of the next when it has gone.
  const nth = /\b(?:the|on|by)\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?[a-z]{3})/i.exec(t);
  if (nth && Number(nth[1]) <= 31) {
    // "on the 31st" in a month of 30 days is the next month that has one.
    const n = Number(nth[1]);
    for (let ahead = 0; ahead < 3; ahead++) {
      const day = iso(y, m0 + ahead, n);
      if (Number(day.slice(8)) === n && day >= today) return day;
    }
  }
  if (/\bend of (?:the )?next year\b/i.test(t)) return iso(y + 1, 11, 31);
  if (/\b(?:end of (?:the |this )?year|year[- ]end)\b/i.test(t)) return iso(y, 11, 31);
  return undefined;
}

/** "in a fortnight", "slips a fortnight": two weeks, which chrono-node and a shift count. */
const FORTNIGHT = /\b(?:an?\s+)?fortnight\b/gi;
export const inWeeks = (text: string) => text.replace(FORTNIGHT, "2 weeks");

/** The first day these words name, "YYYY-MM-DD", counted from `today` ("YYYY-MM-DD"). */
export function readDate(raw: string, today: string): string | undefined {
  const t = normalise(raw)
    .replace(MONTH_SHORT, (short) => fullMonth(short))
    .replace(FORTNIGHT, "2 weeks");
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const own = ends(t, y, m - 1, today) ?? countedFrom(t, today) ?? weekOn(t, today);
  if (own) return own;
  // Noon UTC: the same calendar day in any time zone chrono-node may compute in.
  const ref = new Date(Date.UTC(y, m - 1, d, 12));
  // Digits alone ("1 1 1 …") name no day unless dashed or slashed; a date sits in a request's
  // opening sentences, so chrono-node reads at most its first 600 characters.
  if (!/[a-z]{3}|\d[/.-]\d/i.test(t)) return undefined;
  const found = chrono.casual.parse(t.slice(0, 600), ref, { forwardDate: true }).find(
    (r) =>
      // "Northwind now closes Friday": "now" is when it is said, not the day.
      !/^(?:right )?now$/i.test(r.text) &&
      // "2.1M" is a sum, not ten past two: a time alone, with no day or month word, is no day.
      !(r.start.isCertain("hour") && !/[a-z]{3}/i.test(r.text)) &&
      (r.start.isCertain("day") || r.start.isCertain("month") || r.start.isCertain("weekday")),
  );
  if (!found) return undefined;
  const s = found.start;
  const [year, month0] = [s.get("year")!, s.get("month")! - 1];
  if (s.isCertain("day") || s.isCertain("weekday") || !MONTH_NAMED.test(found.text))
    return iso(year, month0, s.get("day")!);
  const before = t.slice(Math.max(0, found.index - 12), found.index);
  if (/\b(?:mid|middle of)[-\s]*$/i.test(before)) return iso(year, month0, 15);
  if (/\b(?:early|beginning of|start of)[-\s]*$/i.test(before)) return iso(year, month0, 5);
  return lastDay(year, month0);
}
