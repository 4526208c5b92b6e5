/**
 * A fiscal year by its number after its end was stated (h50): "our FY ends in June and the
 * go-live has to be in FY27" is June 2027 — the year named by the number its end falls in, the
 * month the one stated.
 */
import type { When } from "../contracts/facts";

const NUMBERED = /\bfy\s?'?(\d{2}|20\d\d)\b/i;

/**
 * The month of a date said as a numbered fiscal year with no month of its own, given the month
 * ("YYYY-MM") of the fiscal year's end stated before it; undefined when it is no such date.
 */
export function numberedFiscalMonth(read: When, endStated: string): string | undefined {
  if (read.month) return undefined;
  const m = NUMBERED.exec(read.text);
  if (!m) return undefined;
  const year = m[1]!.length === 2 ? `20${m[1]}` : m[1]!;
  return `${year}-${endStated.slice(5, 7)}`;
}
