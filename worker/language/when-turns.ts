/**
 * The dates read by their own small readers, one look for all: a calendar week ("week 14 of
 * 2027"), the school year's turn ("by the end of the school year"), a span in days ("within the
 * next 90 days").
 */
import { daysMonth, daysSaid } from "./when-days";
import { schoolYearMonth, schoolYearSaid } from "./when-school-year";
import { weekMonth, weekSaid } from "./when-week";

/** The words to show for such a date in a sentence, or undefined. */
export const turnSaid = (sentence: string) =>
  weekSaid(sentence) ?? schoolYearSaid(sentence) ?? daysSaid(sentence);

/** The month, "YYYY-MM", such a date points at, or undefined. */
export const turnMonth = (t: string, now: Date) =>
  weekMonth(t, now) ?? schoolYearMonth(t, now) ?? daysMonth(t, now);
