/**
 * Holidays a date hangs on, as the month they fall in next: the fixed ones of the vocabulary
 * ("by Christmas", "new year, new system"), Easter, whose day moves each year ("cut over on the
 * Easter weekend"), and the summer holidays, which begin in July.
 */
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

/** Holiday names, longest first, for a pattern: "new year's eve" before "new year". */
export const holidayNames = ["easter", "summer holidays?", "summer break", "summer vacation"]
  .concat(Object.keys(holidays).map((h) => h.replace(/'/g, "['’]?")))
  .sort((a, b) => b.length - a.length)
  .join("|");

const HOLIDAY = new RegExp(String.raw`(?<!\bhappy\s+)\b(${holidayNames})\b`, "i");

/** The next occurrence of a holiday the words name, as [year, month 0-11], or undefined. */
export function holidayMonth(text: string, now: Date): [number, number] | undefined {
  const name = HOLIDAY.exec(text)?.[1]?.toLowerCase().replace(/’/g, "'");
  if (!name) return undefined;
  const year = now.getUTCFullYear();
  const today = [now.getUTCMonth(), now.getUTCDate()] as const;
  const passed = ([m, d]: readonly [number, number]) =>
    m < today[0] || (m === today[0] && d < today[1]);
  const on = (y: number): [number, number] =>
    name === "easter"
      ? easter(y)
      : name.startsWith("summer")
        ? [6, 31]
        : (() => {
            const [mm, dd] = (holidays[name] ?? holidays[name.replace(/'/g, "")] ?? "01-01")
              .split("-")
              .map(Number) as [number, number];
            return [mm - 1, dd];
          })();
  // "before Christmas next year", "by Easter 2028": the year said, else the next one to come.
  const said = /\b(20\d\d)\b/.exec(text);
  if (said && Number(said[1]) >= year) return [Number(said[1]), on(Number(said[1]))[0]];
  const first = on(year);
  const next: [number, number] = passed(first) ? [year + 1, on(year + 1)[0]] : [year, first[0]];
  return /\bnext year\b/i.test(text) && next[0] === year ? [year + 1, on(year + 1)[0]] : next;
}
