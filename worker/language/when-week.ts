/**
 * A calendar week as a date, the way planners and much of Europe write it: "week 14 of 2027",
 * "wk 14", "KW 14", "CW 14/2027", "W14 2027", "calendar week 14". The week is ISO 8601's (Monday
 * to Sunday, week 1 holding the year's first Thursday); its month is its Thursday's. A week of
 * the project ("in week 2 of the rollout", "the first week") is no calendar week.
 */

const WEEK =
  /\b(?:(calendar|iso)\s+week|(week)|(wk|kw|cw))\.?\s*(?:no\.?\s*|#\s*)?(\d{1,2})(?:\s*(?:of|in|,|\/)?\s*(20\d\d|'\d\d))?\b(?!\s*(?:of|in)\s+(?:the|our|a|this)\b)|\b(w)(\d{2})(?:\s*(?:of|,|\/)?\s*(20\d\d))?\b/i;

type Week = { week: number; year?: number };

function weekIn(t: string): Week | undefined {
  // Most sentences name no week: one cheap look before the pattern.
  if (!/\d/.test(t) || !/week|wk|kw|cw|\bw\d/i.test(t)) return undefined;
  const m = WEEK.exec(t);
  if (!m) return undefined;
  const week = Number(m[4] ?? m[7]);
  const y = m[5] ?? m[8];
  const year = y ? (y.startsWith("'") ? 2000 + Number(y.slice(1)) : Number(y)) : undefined;
  // "week 3" alone is a calendar week only after a word of time: "go-live week 14", "by week 9".
  if (
    m[2] &&
    year === undefined &&
    !/\b(?:by|in|from|until|till|before|after|is|for|live|launch|start|kick[- ]?off|deadline|target|around|:)\s*$/i.test(
      t.slice(0, m.index),
    )
  )
    return undefined;
  return week >= 1 && week <= 53 ? { week, ...(year ? { year } : {}) } : undefined;
}

/** The Thursday of ISO week `week` of `year`, as "YYYY-MM". */
function thursday(year: number, week: number): Date {
  const jan4 = Date.UTC(year, 0, 4);
  const monday1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday1 + ((week - 1) * 7 + 3) * 86_400_000);
}
const key = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;

/** The calendar week a sentence names, as words to show ("week 14 of 2027"), or undefined. */
export function weekSaid(sentence: string): string | undefined {
  const w = weekIn(sentence);
  return w ? `week ${w.week}${w.year ? ` of ${w.year}` : ""}` : undefined;
}

/** The month of the calendar week named, "YYYY-MM": without its year, the next one to come. */
export function weekMonth(t: string, now: Date): string | undefined {
  const w = weekIn(t);
  if (!w) return undefined;
  if (w.year) return key(thursday(w.year, w.week));
  const year = now.getUTCFullYear();
  const day = thursday(year, w.week);
  return key(day.getTime() >= now.getTime() ? day : thursday(year + 1, w.week));
}
