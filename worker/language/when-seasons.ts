/**
 * A season or the middle of a year as a date: "by the end of the summer", "early summer go-live",
 * "a spring launch", "by mid-year", "the middle of next year". A season alone is by its last month
 * ("by the summer" is by August); its start is its first, its middle the one between; after it,
 * the month after it ends. The middle of a year is June.
 */
import { seasons } from "./vocabulary";

const SEASON = String.raw`(?:spring|summer|autumn|fall|winter)`;
const PART = String.raw`(?:early |mid[- ]|late |(?:the )?(?:end|start|beginning|middle) of (?:the )?)`;
const YEAR = String.raw`(?:\s+(?:of\s+)?(?:20\d\d|next year))?`;

/** After a word of time or of what happens: "by the end of the summer", "go-live: spring 2027". */
const AFTER_WORD = new RegExp(
  String.raw`\b(?:in|during|over|this|next|by|before|until|for|around|like|target(?:ing)?|aiming for|at|go[- ]?live|live|launch|deadline|kick(?:ing)?[- ]?off|start(?:ing)?|(?:pushed|moved|changed|slipped|shifted|delayed|postponed)(?:\s+(?:it|that|(?:the|our)\s+[\w-]+))?(?: back| out)? to)\s*:?\s+(?:the\s+|a\s+|an\s+)?(${PART}?${SEASON}${YEAR})\b`,
  "i",
);
/** Before what happens in it: "early summer go-live", "a spring 2027 launch". */
const BEFORE_WHAT = new RegExp(
  String.raw`\b((?:early |mid[- ]|late )?${SEASON}(?:\s+20\d\d)?)\s+(?:go[- ]?live|launch|cut[- ]?over|roll[- ]?out|deadline|kick[- ]?off|start|target|release)\b`,
  "i",
);
const MID_YEAR =
  /\b(?:by|before|until|in|for|around|at|target(?:ing)?|live|launch)\s*:?\s+((?:the\s+)?(?:mid[- ]?year|middle of (?:the |this |next )?year|mid[- ]next year))\b/i;

/** The season or the middle of a year one sentence names, as the words to show. */
export function seasonSaid(sentence: string): string | undefined {
  const m = AFTER_WORD.exec(sentence) ?? BEFORE_WHAT.exec(sentence) ?? MID_YEAR.exec(sentence);
  return m ? m[1]!.replace(/^the /i, "") : undefined;
}

const MONTH_OF_SEASON = new RegExp(
  String.raw`\b(after (?:the )?|early |start of (?:the )?|beginning of (?:the )?|mid[- ]|middle of (?:the )?)?(${SEASON})\b`,
  "i",
);

/**
 * The month (0–11) a season or the middle of a year points at in these words, or undefined; the
 * year is the caller's (`later`: a month already begun is next year's).
 */
export function seasonMonth(t: string): { month: number; begins?: number } | undefined {
  if (/\bmid[- ]?year\b|\bmiddle of (?:the |this |next )?year\b|\bmid[- ]next year\b/i.test(t))
    return { month: 5 };
  const m = MONTH_OF_SEASON.exec(t);
  if (!m) return undefined;
  const last = seasons[m[2]!.toLowerCase()]!;
  const part = (m[1] ?? "").toLowerCase();
  const back = part.startsWith("after")
    ? -1
    : /^(?:early|start|beginning)/.test(part)
      ? 2
      : part
        ? 1
        : 0;
  return { month: (last - back + 12) % 12 };
}
