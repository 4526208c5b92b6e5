import type { Stage } from "../../contracts/crm";
import { toNumber } from "../../lib/number-words";

/**
 * The built-in CRM engine's vocabulary: stages and their everyday words, amounts, probabilities
 * and dates, each read from one message. Pure ("today" is an input) and linear: the input is
 * tamed first (no long digit runs), and no pattern nests quantifiers.
 */

/** "closed lost" and its everyday words: a stage this demo does not have (docs/decisions/015). */
export const LOST = "Closed Lost" as const;
export type StageWord = Stage | typeof LOST;

const stageWords: [RegExp, StageWord][] = [
  [/\bclosed[- ]?lost\b|\blost\b|\bdead\b|\bfell through\b|\bwent cold\b/i, LOST],
  [/\bclosed[- ]?won\b|\bwon\b|\bsigned\b|\bbooked\b|\bclosed\b(?! (?:on|by)\b)/i, "Closed Won"],
  [/\bnegotiat\w*|\bin contract\b|\bcontracting\b|\bredlines?\b|\blegal review\b/i, "Negotiation"],
  [/\bproposals?\b|\bquot(?:e|ed|ing)\b/i, "Proposal"],
  [/\bdiscovery\b|\bqualif\w*|\bprospect\w*|\bnew lead\b|\bearly stage\b/i, "Discovery"],
];

export function parseStage(text: string): StageWord | undefined {
  return stageWords.find(([re]) => re.test(text))?.[1];
}

const unitSize = (unit = "") =>
  /^(?:k|thousand|grand)$/i.test(unit)
    ? 1_000
    : /^(?:m|mm|mil|million)$/i.test(unit)
      ? 1_000_000
      : /^(?:b|bn|billion)$/i.test(unit)
        ? 1e9
        : 1;

const monthStart = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*$/i;

/**
 * A money amount: "$75k", "1.2M", "2.5 million", "45,000 dollars", "worth 200000". Negative when
 * written so ("-50000", "minus $20k"): the caller refuses it. Percentages, days of a month,
 * years and small bare numbers ("in 2 weeks") are not amounts.
 */
export function parseAmount(text: string): number | undefined {
  const re =
    /(\$|usd\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(k|thousand|grand|mm|m|mil|million|bn|b|billion)?\b(?!\s?%|\s?percent|[-/]\d)/gi;
  for (const m of text.matchAll(re)) {
    const [, dollar, digits, unit] = m;
    // Only the words next to the figure matter; a bounded look keeps many figures linear.
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const dollars =
      Boolean(dollar) ||
      /^\s*(?:dollars|bucks|usd)\b/i.test(
        text.slice(m.index + m[0].length, m.index + m[0].length + 12),
      );
    if (/(?:probability|prob|chance|likelihood|to|at)\s*$/i.test(before) && !dollars && !unit)
      continue;
    if (monthStart.test(before)) continue;
    const value = Number(digits!.replace(/,/g, "")) * unitSize(unit);
    if (!dollars && !unit && value < 1000) continue;
    if (!dollars && !unit && /^(?:19|20)\d\d$/.test(digits!)) continue;
    // A minus sign sits against its figure ("-$20k"); a dash between spaces separates ("Wonka - 70k").
    const negative = /(?:^|[\s(:])[-−]\$?$|\b(?:minus|negative)\s+\$?$/i.test(before);
    return negative ? -value : value;
  }
  return undefined;
}

/** A probability: "85%", "call it 60 percent", "probability to 80"; or a nudge ("more likely"). */
export function parseProbability(text: string): { value: number } | { delta: number } | undefined {
  const m =
    /(-?\d{1,3}(?:\.\d+)?)\s?(?:%|percent\b|per cent\b)/i.exec(text) ??
    /\b(?:probability|prob|chance|likelihood|odds)\b\D{0,12}?(-?\d{1,3})\b/i.exec(text);
  if (m) return { value: Number(m[1]) };
  if (/\b(?:more likely|likelier|looking better|heating up|firming up)\b/i.test(text))
    return { delta: 10 };
  if (/\b(?:less likely|unlikely|looking worse|cooling off|at risk)\b/i.test(text))
    return { delta: -10 };
  return undefined;
}

const monthNames = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
];
const monthRe = "(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
const dayParts = (date: string) => date.split("-").map(Number) as [number, number, number];

/** The date `n` days, weeks or months after `date` (yyyy-mm-dd). */
export function shiftDate(date: string, n: number, unit: string): string {
  const [y, m, d] = dayParts(date);
  if (unit.startsWith("month")) return iso(utc(y, m - 1 + n, d));
  return iso(utc(y, m - 1, d + (unit.startsWith("week") ? 7 * n : n)));
}

/** "Dec 15", "15 December 2027", "mid-January", "end of March", "to March": the next one to come. */
function monthDate(text: string, today: string): string | undefined {
  const [ty, tm, td] = dayParts(today);
  const now = utc(ty, tm - 1, td);
  const a = new RegExp(
    `\\b${monthRe}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`,
    "i",
  ).exec(text);
  const b = new RegExp(
    `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${monthRe}(?:,?\\s+(\\d{4}))?`,
    "i",
  ).exec(text);
  const c = new RegExp(
    `\\b(mid|end of|early|late|to|in|by|until|till|into|before|for)[- ]${monthRe}(?:\\s+(\\d{4}))?\\b`,
    "i",
  ).exec(text);
  const found = a
    ? { month: a[1]!, day: Number(a[2]), year: a[3] }
    : b
      ? { month: b[2]!, day: Number(b[1]), year: b[3] }
      : c
        ? { month: c[2]!, day: /mid/i.test(c[1]!) ? 15 : /early/i.test(c[1]!) ? 5 : 0, year: c[3] }
        : undefined;
  if (!found) return undefined;
  const month = monthNames.indexOf(found.month.slice(0, 3).toLowerCase());
  // Day 0 of the next month: the month's last day ("slipped to March" = by the end of March).
  const at = (y: number) => (found.day ? utc(y, month, found.day) : utc(y, month + 1, 0));
  let date = at(found.year ? Number(found.year) : ty);
  if (!found.year && date < now) date = at(ty + 1);
  return iso(date);
}

/** Absolute ("Dec 15", "2027-01-31", "1/31/2027") or relative ("next month", "in two weeks"). */
export function parseDate(text: string, today: string): string | undefined {
  const [ty, tm] = dayParts(today);
  let m = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /\b(\d{1,2})\/(\d{1,2})\/(\d{2,4})\b/.exec(text);
  if (m) {
    const y = Number(m[3]) < 100 ? 2000 + Number(m[3]) : Number(m[3]);
    return iso(utc(y, Number(m[1]) - 1, Number(m[2])));
  }
  const named = monthDate(text, today);
  if (named) return named;
  const lower = text.toLowerCase();
  if (/\btoday\b/.test(lower)) return today;
  if (/\btomorrow\b/.test(lower)) return shiftDate(today, 1, "day");
  if (/\bnext week\b/.test(lower)) return shiftDate(today, 7, "day");
  if (/\bnext month\b/.test(lower)) return shiftDate(today, 1, "month");
  if (/\bend of (?:the |this )?month\b/.test(lower)) return iso(utc(ty, tm, 0));
  if (/\bend of (?:the |this )?quarter\b/.test(lower))
    return iso(utc(ty, Math.floor((tm - 1) / 3) * 3 + 3, 0));
  if (/\bend of (?:the |this )?year\b/.test(lower)) return `${ty}-12-31`;
  m = /\bin\s+(\d{1,3}|an?|one|two|three|four|five|six|eight|ten)\s+(day|week|month)s?\b/.exec(
    lower,
  );
  if (m) return shiftDate(today, toNumber(m[1]!), m[2]!);
  return undefined;
}

/** "push it out two weeks", "slipped a month", "delayed by 10 days": a later close date. */
export function parseDateShift(text: string): { n: number; unit: string } | undefined {
  const m =
    /\b(?:out|back|by|slipp?(?:ed|ing)?|delay(?:ed)?|pushed)\s+(?:another\s+|by\s+)?(\d{1,3}|an?|one|two|three|four|five|six|eight|ten)\s+(day|week|month)s?\b/i.exec(
      text,
    );
  return m ? { n: toNumber(m[1]!), unit: m[2]!.toLowerCase() } : undefined;
}
