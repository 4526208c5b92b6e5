/**
 * A company's size said as a ceiling, not a count: "fewer than 50 people", "under 250",
 * "smaller than 100 persons", "not even 40 of us". "just under 250" and "a bit under 250" are
 * about 250 and stay a count.
 */
import { figures } from "./numbers";

const BELOW =
  /(?<!\b(?:just|a bit|a little|slightly|only just)\s+)\b(?:fewer than|less than|under|below|smaller than|not even|sub)\s+(\d{1,3}(?:,\d{3})+|\d+)\b(?!\s*(?:k\b|m\b|%|[$€£]|mil|grand|euros?|dollars?|pounds?))/gi;

/** Whether `text` says the company's size `n` as a ceiling it stays below. */
export function sizeSaidBelow(text: string, n: number): boolean {
  for (const m of figures(text).matchAll(BELOW))
    if (Number(m[1]!.replace(/,/g, "")) === n) return true;
  return false;
}
