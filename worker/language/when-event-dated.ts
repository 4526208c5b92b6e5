/**
 * An event said with the date that matters beside it (h58): "go live april next year, before the
 * spring rush", "april 2027 ahead of the busy season" — the month is the target and the event its
 * reason, so the month is the date shown; "before summer 2027" keeps its year.
 */
import { months } from "./vocabulary";

/** A month's name; "may" only with its year ("we may need it before the peak" names none). */
const MONTH = `(?:${months.filter((m) => m !== "may").join("|")}|may(?=\\s+(?:20\\d\\d|next year|this year)))`;
/** A month (with its year, if said) said first, then the event it comes before. */
const MONTH_BEFORE_EVENT = new RegExp(
  String.raw`\b((?:early |mid-|late |end of )?${MONTH}(?:\s+(?:of\s+)?(?:20\d\d|next year|this year))?)\b[^.?!;]{0,12}?\s*(?:before|ahead of|in time for)\s`,
  "i",
);
/** The year said right after a season: "before summer 2027" ("the season of 2027" is no season's name). */
const YEAR_AFTER = /^\s+(20\d\d|next year|this year)\b/i;
const SEASON = /^(?:spring|summer|autumn|fall|winter)$/i;

const named = (month: string) =>
  month.replace(new RegExp(MONTH, "i"), (m) => m[0]!.toUpperCase() + m.slice(1).toLowerCase());

/** The date to show for `event` read from `sentence`: the month said before it, or the event with its year. */
export function eventDated(sentence: string, event: string): string {
  const month = MONTH_BEFORE_EVENT.exec(sentence)?.[1];
  if (month && !event.toLowerCase().includes(month.toLowerCase())) return named(month);
  const last = event.split(" ").at(-1)!.toLowerCase();
  if (!SEASON.test(last)) return event;
  const at = sentence.toLowerCase().indexOf(last);
  const year = at < 0 ? undefined : YEAR_AFTER.exec(sentence.slice(at + last.length))?.[1];
  return year && !event.includes(year) ? `${event} ${year.toLowerCase()}` : event;
}
