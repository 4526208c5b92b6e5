/**
 * Holidays a date hangs on, as the month they fall in next: the fixed ones of the vocabulary
 * ("by Christmas", "new year, new system"), Easter, whose day moves each year ("cut over on the
 * Easter weekend"), festivals of other calendars (holidays-moving.ts: "before Diwali", "once
 * Ramadan is over"), and the summer holidays, which begin in July. A span said before the name
 * counts from it: "the week after Easter", "two weeks before Chinese New Year".
 */
import { movingDays, movingNames } from "./holidays-moving";
import { holidays } from "./vocabulary";

/** Easter Sunday of a year (the anonymous Gregorian computus), as [month 0-11, day]. */
export function easter(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month - 1, day];
}

type Day = readonly [number, number];

/** Days counted from the US Thanksgiving (the fourth Thursday of November). */
const THANKSGIVING: Record<string, number> = {
  thanksgiving: 0,
  "black friday": 1,
  "cyber monday": 4,
};
function thanksgiving(year: number): Day {
  const first = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  return [10, 1 + ((4 - first + 7) % 7) + 21];
}

/** Holiday names, longest first, for a pattern: "new year's eve" before "new year". */
export const holidayNames = ["easter", "summer holidays?", "summer break", "summer vacation"]
  .concat(Object.keys(THANKSGIVING))
  .concat(Object.keys(holidays).map((h) => h.replace(/'/g, "['’]?")))
  .concat(movingNames.split("|"))
  .sort((a, b) => b.length - a.length)
  .join("|");

const HOLIDAY = new RegExp(String.raw`(?<!\bhappy\s+)\b(${holidayNames})\b`, "i");

/** Whether the words name a holiday or festival. */
export const namesHoliday = (text: string) => HOLIDAY.test(text);

/** A span before the holiday: "the week after", "2 weeks before", "a month after". */
const SPAN_BEFORE =
  /\b(?:the\s+|a\s+|(\d{1,2})\s+)?(day|week|weekend|fortnight|month)s?\s+(after|before|following|ahead of)\s+(?:the\s+)?$/i;
/** The holiday's end, not its first day: "after Ramadan", "once Passover is over". */
const AFTER = /\b(?:after|following|once|when|post)\s+(?:the\s+)?$/i;
const OVER = /^\s*(?:is|are)\s+(?:over|done|finished)|^\s*ends\b/i;
const DAYS = { day: 1, week: 7, weekend: 7, fortnight: 14, month: 30 } as const;

/** The holiday's first and last day in a year, or undefined (a moving one past its table). */
function daysIn(name: string, y: number): readonly [Day, Day] | undefined {
  // The Easter break: Good Friday to the week after Easter Monday ("after Easter" is April when
  // Easter Sunday falls at the end of March).
  if (name === "easter") {
    const [m, d] = easter(y);
    return [
      [m, d - 2],
      [m, d + 8],
    ];
  }
  if (name in THANKSGIVING) {
    const [m, d] = thanksgiving(y);
    const day: Day = [m, d + THANKSGIVING[name]!];
    return [day, day];
  }
  if (name.startsWith("summer"))
    return [
      [6, 31],
      [6, 31],
    ];
  const fixed = holidays[name] ?? holidays[name.replace(/'/g, "")];
  if (fixed) {
    const [mm, dd] = fixed.split("-").map(Number) as [number, number];
    return [
      [mm - 1, dd],
      [mm - 1, dd],
    ];
  }
  return movingDays(name, y);
}

/** The next occurrence of a holiday the words name, as [year, month 0-11], or undefined. */
export function holidayMonth(text: string, now: Date): [number, number] | undefined {
  const found = HOLIDAY.exec(text);
  const name = found?.[1]?.toLowerCase().replace(/’/g, "'");
  if (!found || !name) return undefined;
  const before = text.slice(Math.max(0, found.index - 40), found.index);
  const span = SPAN_BEFORE.exec(before);
  const ends =
    (span ? /after|following/i.test(span[3]!) : AFTER.test(before)) ||
    OVER.test(text.slice(found.index + found[0].length));
  const shift = span
    ? (Number(span[1]) || 1) *
      DAYS[span[2]!.toLowerCase() as keyof typeof DAYS] *
      (/after|following/i.test(span[3]!) ? 1 : -1)
    : 0;
  const year = now.getUTCFullYear();
  const today = Date.UTC(year, now.getUTCMonth(), now.getUTCDate());
  const at = (y: number) => {
    const days = daysIn(name, y);
    if (!days) return undefined;
    const [m, d] = days[ends ? 1 : 0];
    return new Date(Date.UTC(y, m, d + shift));
  };
  // "before Christmas next year", "by Easter 2028": the year said, else the next one to come.
  const said = /\b(20\d\d)\b/.exec(text);
  const pick = (y: number) => {
    const d = at(y);
    return d ? ([d.getUTCFullYear(), d.getUTCMonth()] as [number, number]) : undefined;
  };
  if (said && Number(said[1]) >= year) return pick(Number(said[1]));
  const first = at(year);
  const next = !first || first.getTime() < today ? year + 1 : year;
  return /\bnext year\b/i.test(text) && next === year ? pick(year + 1) : pick(next);
}
