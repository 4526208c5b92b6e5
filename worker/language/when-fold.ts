/**
 * Which date stands after one more message (docs/decisions/033), one rule for the lead's facts
 * (`worker/ledger/lead-facts.ts`) and Clarity's memory alike, so the roadmap the prospect sees and
 * the lead sales read never disagree: a go-live beats any start or decision date said before or
 * after it; a correction replaces the date it corrects ("2028, not 2027" keeps the month said
 * before: October 2028); a date only stated ("our financial year ends in March") never replaces
 * a target.
 */
import type { When } from "../contracts/facts";
import { isCorrection } from "./corrections";
import { months } from "./vocabulary";
import { namesKind, setsTarget } from "./when-kind";
import { monthText } from "./when-month";
import { movesDate } from "./when-moved";

/** The date that stands: a go-live beats any start or decision date, said before or after it. */
export function laterWhen(current: When | undefined, next: When): When {
  if (!current || next.kind === "go-live" || current.kind !== "go-live") return next;
  return current;
}

/**
 * A correction of a date: it takes the corrected date's kind unless it names one ("start in
 * January" … "make that February"); a year alone keeps the month said before.
 */
export function correctedWhen(current: When, next: When, text: string): When {
  const year = next.text.trim();
  const month =
    /^20\d\d$/.test(year) && current.month ? `${year}-${current.month.slice(5)}` : next.month;
  return {
    ...next,
    ...(month ? { month } : {}),
    ...(month && month !== next.month ? { text: monthText(month) } : {}),
    kind: namesKind(text) ? next.kind : current.kind,
  };
}

/**
 * The date a message sets, of all it gives: its go-live, else its start (a start says more about
 * the plan than a decision), else the first given.
 */
export const standingWhen = (whens: readonly When[]): When | undefined =>
  whens.find((w) => w.kind === "go-live") ?? whens.find((w) => w.kind === "start") ?? whens[0];

/** A month taken back: "March, not February", "rather than June". */
const TAKEN_BACK = new RegExp(
  String.raw`\b(?:not|rather than|instead of)\s+(?:in\s+|by\s+)?(?:the\s+)?(?:early |mid[- ]|late )?(${months.join("|")})\b`,
  "i",
);

/** The month ("02") a correction takes back, if it names one. */
export function takenBackMonth(text: string): string | undefined {
  const m = TAKEN_BACK.exec(text);
  return m ? String(months.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, "0") : undefined;
}

/**
 * Whether a correction takes back a month other than the date that stands: "the committee meets
 * in March, not February" while the go-live is June corrects the decision date, not the go-live.
 */
export const correctsAnother = (current: When, text: string) => {
  const month = takenBackMonth(text);
  return month !== undefined && current.month !== undefined && current.month.slice(5) !== month;
};

/**
 * Whether a message revises the date that stands: a correction ("make that May"), or a date moved
 * ("that slipped to May", when-moved.ts).
 */
export const revisesDate = (text: string) => isCorrection(text) || movesDate(text);

/** The date after one more message that gives `next`. */
export function nextWhen(current: When | undefined, next: When, text: string): When {
  if (!current) return next;
  if (revisesDate(text))
    return correctsAnother(current, text) ? current : correctedWhen(current, next, text);
  return setsTarget(text) ? laterWhen(current, next) : current;
}
