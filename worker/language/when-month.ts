/**
 * The month a date in a prospect's words points at, "YYYY-MM", read against the day it was said:
 * months, weeks and named dates are chrono-node's; quarters, seasons, halves, "early 2027",
 * holidays and "asap" are read here.
 */

import * as chrono from "chrono-node/en";
import { monthNames } from "../contracts/months";
import { holidayMonth, namesHoliday } from "./holidays";
import { Kept } from "./kept";
import { normalise } from "./normalise";
import { figures } from "./numbers";
import { months } from "./vocabulary";
import { seasonMonth } from "./when-seasons";
import { turnMonth } from "./when-turns";
import { wordTable } from "./word-table";

const pad = (n: number) => String(n).padStart(2, "0");
export const monthKey = (y: number, m0: number) => {
  const d = new Date(Date.UTC(y, m0, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
};

function yearIn(text: string, year: number): number | null {
  if (/\bnext year\b/i.test(text)) return year + 1;
  if (/\bthis year\b/i.test(text)) return year;
  // A year gone by is no target ("we moved to Sage in 2019, want to be live by Q2").
  const y = [...text.matchAll(/\b(20\d\d)\b/g)].map((m) => Number(m[1])).find((n) => n >= year);
  return y ?? null;
}

/** A quarter said in words: "the third quarter", "the last quarter of next year". */
const QUARTER_WORDS: Record<string, number> = wordTable({
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  last: 4,
});

/** A month named, "may" aside (it is mostly the verb). */
const NAMED_MONTH = new RegExp(
  String.raw`\b(?:${monthNames.filter((m) => m !== "May").join("|")})\b`,
  "i",
);
/** The new year as a frame a month narrows: "in the new year, probably by mid February". */
const NEW_YEAR_FRAME = /\b(?:in|after|from) the new year\b|\bafter (?:christmas|the holidays)\b/gi;
const narrowed = (t: string) => (NAMED_MONTH.test(t) ? t.replace(NEW_YEAR_FRAME, " ") : t);

/** Quarters, seasons, parts of a year and "asap", which chrono-node leaves to us. */
function ownMonth(t: string, now: Date): string | undefined {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  // A quarter or season already begun is next year's ("Q4", said in November).
  const later = (m: number, begins = m) => {
    const y = yearIn(t, year);
    return y !== null ? monthKey(y, m) : monthKey(begins <= month ? year + 1 : year, m);
  };
  if (/\b(?:as soon as possible|immediately|right away|urgently|this month)\b/i.test(t))
    return monthKey(year, month);
  // A week or a month from the day it was said: "next week", "in a fortnight", "end of next month".
  const days = /\bnext week\b/i.test(t) ? 7 : /\bfortnight\b/i.test(t) ? 14 : 0;
  if (days) {
    const d = new Date(now.getTime() + days * 86_400_000);
    return monthKey(d.getUTCFullYear(), d.getUTCMonth());
  }
  if (/\bnext month\b/i.test(t)) return monthKey(year, month + 1);
  // A span of months as a plan's length: "an 18-month horizon", "a 6 month timeline".
  const span =
    /\b(\d{1,2})[- ]?(months?|years?)[- ](?:horizon|timeline|timeframe|time frame|window|deadline|plan|runway)\b/i.exec(
      t,
    );
  if (span) return monthKey(year, month + Number(span[1]) * (/^y/i.test(span[2]!) ? 12 : 1));
  // "within the next two quarters": three months a quarter from the day it was said.
  const quarters = /\b(?:in|within|over)\s+(?:the\s+)?(?:next\s+)?(\d{1,2})\s+quarters\b/i.exec(t);
  if (quarters) return monthKey(year, month + 3 * Number(quarters[1]));
  // Half a year ends in June or December: "H1 2027", "the second half of next year". Half of a
  // month ("the second half of January") is that month, read below.
  const half = new RegExp(
    String.raw`\b(?:h([12])|(first|second) half)\b(?!\s+of\s+(?:${monthNames.join("|")})\b)`,
    "i",
  ).exec(t);
  if (half) {
    const first = half[1] === "1" || half[2]?.toLowerCase() === "first";
    return later(first ? 5 : 11, first ? 0 : 6);
  }
  const iso = /\b(20\d\d)-(0[1-9]|1[0-2])\b/.exec(t);
  if (iso) return monthKey(Number(iso[1]), Number(iso[2]) - 1);
  if (/\b(?:in|after|from) the new year\b|\bafter (?:christmas|the holidays)\b/i.test(t))
    return monthKey(year + 1, 0);
  // A month and year in figures: "3/2027", "03.2027".
  const mmyyyy = /\b(0?[1-9]|1[0-2])\s*[/.]\s*(20\d\d)\b/.exec(t);
  if (mmyyyy) return monthKey(Number(mmyyyy[2]), Number(mmyyyy[1]) - 1);
  // A holiday, the next time it comes: "over the Easter weekend", "new year, new system".
  const holiday = holidayMonth(t, now);
  if (holiday) return monthKey(holiday[0], holiday[1]);
  const q =
    /\bq([1-4])\b/i.exec(t) ??
    /\b(first|second|third|fourth|last|1st|2nd|3rd|4th) quarter\b/i.exec(t);
  if (q) {
    const n = Number(q[1]) || QUARTER_WORDS[q[1]!.toLowerCase()] || Number.parseInt(q[1]!, 10);
    // "early Q2", "the start of Q2": the quarter's first month; otherwise its last.
    const opens = new RegExp(
      String.raw`\b(?:early|beginning of|start of)\s+(?:the\s+)?${q[0]}`,
      "i",
    ).test(t);
    return later(opens ? n * 3 - 3 : n * 3 - 1, n * 3 - 3);
  }
  const quarterEnd = Math.floor(month / 3) * 3 + 2;
  if (/\b(?:end of (?:the )?next quarter|next quarter)\b/i.test(t))
    return monthKey(year, quarterEnd + 3);
  if (/\b(?:end of (?:the |this )?quarter|this quarter)\b/i.test(t))
    return monthKey(year, quarterEnd);
  // A season or the middle of a year: "after the summer" is September, "early summer" June.
  const season = seasonMonth(t);
  if (season) return later(season.month);
  if (
    /\b(?:end of (?:the |this )?year|year[- ]end|by christmas)\b/i.test(t) &&
    !/\bnext year\b/i.test(t)
  )
    return monthKey(yearIn(t, year) ?? year, 11);
  const y = yearIn(t, year);
  if (y !== null)
    return monthKey(
      y,
      /\b(?:start|beginning|begin) of\b/i.test(t)
        ? 0
        : /\bearly\b/i.test(t)
          ? 1
          : // "the end of 2027" is its last month; "late 2027" the one before.
            /\bend of\b/i.test(t)
            ? 11
            : /\blate\b/i.test(t)
              ? 10
              : // "this year" is by its end: the middle of it may be gone by.
                y === year
                ? 11
                : 5,
    );
  return undefined;
}

/**
 * A month cut to its first letters after a word of time, or before a year, a day or what happens
 * in it: "by Feb", "mid-Jan", "early Mar 2027", "Apr 15", "our Jan kick-off" — chrono-node reads
 * the whole name only. "Jan will
 * decide" (a person) has neither.
 */
const SHORT_MONTH = new RegExp(
  String.raw`(?<=\b(?:by|before|until|till|in|from|after|around|for|since|mid|early|late|end of|start of|beginning of|middle of|live|launch|start|kick[- ]?off|decision|deadline|sign[- ]?off|target)[\s:-]+)(${months.map((m) => m.slice(0, 3)).join("|")}|sept)\.?(?=\s*$|\s*[,.;:!?)]|\s+(?:20\d\d|'\d\d|\d{1,2})\b|\s+(?!\d)\S)|(?<=\(\s*)(${months.map((m) => m.slice(0, 3)).join("|")}|sept)\.?(?=\s*\))|\b(${months.map((m) => m.slice(0, 3)).join("|")}|sept)\.?(?=\s+(?:20\d\d|\d{1,2}(?:st|nd|rd|th)?|deadline|go[- ]live|launch|cut[- ]?over|roll-?out|kick[- ]?off|start|target|sign[- ]?off|decision|board|meeting)\b)`,
  "gi",
);
const fullMonth = (short: string) =>
  months.find((m) => m.startsWith(short.toLowerCase().slice(0, 3))) ?? short;

/** A month with next year said after it: "December next year", "the 3rd of March of next year". */
const MONTH_NEXT_YEAR = new RegExp(
  String.raw`\b(${months.join("|")})(?:\s+\d{1,2}(?:st|nd|rd|th)?)?,?\s+(?:of\s+)?next year\b`,
  "i",
);

/** The month a date in these words points at, "YYYY-MM", or undefined. */
export function monthOf(raw: string, now: Date): string | undefined {
  // A sentence, then its clauses, are read for their month in one turn: the last few are kept,
  // by the minute (a month said never turns on a second).
  const key = `${Math.floor(now.getTime() / 60_000)}|${raw}`;
  if (recentMonths.has(key)) return recentMonths.get(key);
  const month = monthIn(raw, now);
  recentMonths.set(key, month);
  return month;
}
const recentMonths = new Kept<string | undefined>(64);

function monthIn(raw: string, now: Date): string | undefined {
  // "in the new year, probably by mid February": the month named narrows the new year to itself.
  const t = narrowed(
    figures(normalise(raw)).replace(SHORT_MONTH, (_m, a?: string, b?: string, c?: string) =>
      fullMonth((a ?? b ?? c)!),
    ),
  );
  const own = ownMonth(t, now);
  if (
    own &&
    (namesHoliday(t) ||
      /\bq[1-4]\b|quarter|\bh[12]\b|\bhalf\b|\b20\d\d-\d\d\b|\b\d{1,2}\s*[/.]\s*20\d\d\b|new year\b|easter|christmas|xmas|holiday|summer (?:break|vacation)|after (?:christmas|the holidays)|spring|summer|autumn|fall|winter|mid[- ]?year|middle of (?:the |this |next )?year|mid[- ]next year|as soon as possible|next (?:week|month)|fortnight|\d[- ]?(?:months?|years?)[- ](?:horizon|timeline|timeframe|time frame|window|deadline|plan|runway)|\b(?:early|late|mid|start of|beginning of|begin of)[- ](?:the )?(?:next year|20\d\d)|\bend of (?:the |this )?year\b|\bthis year\b/i.test(
        t,
      ))
  )
    return own;
  // A calendar week, the school year's turn, a span in days (when-turns.ts): chrono-node would
  // read their year alone.
  const turn = turnMonth(t, now);
  if (turn) return turn;
  // "December next year": chrono-node reads the month alone, the next one to come (this December).
  const nextYears = MONTH_NEXT_YEAR.exec(t);
  if (nextYears)
    return monthKey(now.getUTCFullYear() + 1, months.indexOf(nextYears[1]!.toLowerCase()));
  // chrono-node leaves "by May" alone (it could be the verb): after a word of time it is the month.
  const said = t.replace(
    /\b(?:by|before|until|till|around|from|after|for|end of|start of|beginning of|early|mid|late|make (?:it|that)|say|more like|rather|(?:pushed|moved|changed|slipped)(?: back)? to)\s+(?=may\b(?!\s+(?:be|have|not|need|want|go|take|slip)\b))|\b(?=may\s+(?:is|would be|will be|works|would work|sounds|seems|looks|feels)\b)|\b(?:a|the|our)\s+(?=may\s+(?:deadline|go[- ]live|launch|cut[- ]?over|kick[- ]?off|start|target|board|meeting)\b)/gi,
    "in ",
  );
  const found = chrono.casual.parse(said, now, { forwardDate: true });
  const best = found.find(
    (r) =>
      r.start.isCertain("month") || r.start.isCertain("year") || /\b(?:in|within)\b/i.test(r.text),
  );
  const d = best?.start.date();
  // "our 2028 year end" read as 2028 years from now: no project is planned decades ahead.
  if (d && d.getUTCFullYear() <= now.getUTCFullYear() + 20)
    return monthKey(d.getUTCFullYear(), d.getUTCMonth());
  return own ?? yearEndOf(t, now);
}

/** "by our 2028 year end": the year's last month. */
const yearEndOf = (t: string, now: Date) => {
  const y = /\b(20\d\d)\s+(?:fiscal\s+|financial\s+)?year[- ]?end\b/i.exec(t)?.[1];
  return y && Number(y) >= now.getUTCFullYear() ? monthKey(Number(y), 11) : undefined;
};

/** "2028-10" as "October 2028". */
export const monthText = (month: string) =>
  `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** A month's name as a name: "sign off in march" shows "March". */
const MONTH_NAME = new RegExp(String.raw`\b(?:${months.join("|")})\b`, "gi");
export const monthsCapitalised = (text: string) =>
  text.replace(MONTH_NAME, (m) => m[0]!.toUpperCase() + m.slice(1).toLowerCase());
