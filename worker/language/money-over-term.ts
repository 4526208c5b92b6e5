/**
 * A sum by the period over a term said with it is the term's total: "200k a year for three
 * years" is 600k, "£6k a month for the 12 months of the project" £72k, "25k a quarter over 2
 * years" 200k. Without a term ("£6k a month") it is a running cost (money-bounds.ts).
 */
import { wordTable } from "./word-table";

/** Months in each period a sum is given by, and in each a term is counted in. */
const MONTHS: Record<string, number> = wordTable({
  year: 12,
  yr: 12,
  annum: 12,
  month: 1,
  mo: 1,
  quarter: 3,
});

const OVER_TERM =
  /^\s*(?:[a-z]+\s+)?(?:a|per|each|every|\/)\s*(year|yr|annum|month|mo|quarter)\s*,?\s+(?:for|over|across|during)\s+(?:the\s+|a\s+|an\s+)?(?:next\s+|first\s+|whole\s+|full\s+|entire\s+)?(?:(\d{1,2})[- ]?|(?:one|a)\s+)?(years?|yrs?|months?|quarters?)\b/i;

/** How many periods the term after a sum holds ("a month for the 12 months" is 12), or undefined. */
export function timesOverTerm(after: string): number | undefined {
  if (!/\b(?:for|over|across|during)\b/i.test(after)) return undefined;
  const m = OVER_TERM.exec(after);
  if (!m) return undefined;
  const per = MONTHS[m[1]!.toLowerCase()]!;
  const term = MONTHS[m[3]!.toLowerCase().replace(/s$/, "")]!;
  const times = ((m[2] ? Number(m[2]) : 1) * term) / per;
  return Number.isInteger(times) && times > 1 ? times : undefined;
}
