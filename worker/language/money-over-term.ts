/**
 * A sum by the period over a term said with it is the term's total: "200k a year for three
 * years" is 600k, "£6k a month for the 12 months of the project" £72k, "25k a quarter over 2
 * years" 200k, "€60k per year ex VAT, for three years" 180k, "€15k a month while the project
 * runs, reckon 6 months" 90k, "C$7,500 a month, figure 12 months" 90k. Without a term ("£6k a month") it is a running cost
 * (money-bounds.ts).
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

/** Tax words after the period: "per year ex VAT", "a month incl. GST", "a year all in". */
const TAX = String.raw`(?:\s+(?:(?:ex|excl\.?|excluding|incl\.?|including|plus|net(?:to)?|gross|\+)\s*(?:vat|gst|hst|tax|btw|mwst|ust)|all[- ]in))?`;
/**
 * Words between the period and the term: "a month for this over 8 months", "a month while the
 * project runs, reckon 6 months" (no figure, no sentence's end between).
 */
const BETWEEN = String.raw`(?:[^.;!?\d$€£]{0,40}?\s)?`;
const OVER_TERM = new RegExp(
  String.raw`^\s*(?:[a-z]+\s+)?(?:a|per|each|every|\/)\s*(year|yr|annum|month|mo|quarter)${TAX}\s*,?\s+${BETWEEN}(?:for|over|across|during|reckon(?:ing)?|figure|call it|assume|assuming|guess|estimate|likely|probably|maybe|roughly|about|say)\s+(?:the\s+|a\s+|an\s+)?(?:next\s+|first\s+|whole\s+|full\s+|entire\s+)?(?:(\d{1,2})[- ]?|(?:one|a)\s+)?(years?|yrs?|months?|quarters?)\b`,
  "i",
);

/** A word a term is said after: the cheap look before the pattern. */
const TERM_WORD =
  /\b(?:for|over|across|during|reckon\w*|figure|call it|assum\w+|guess|estimate|likely|probably|maybe|roughly|about|say)\b/i;

/** How many periods the term after a sum holds ("a month for the 12 months" is 12), or undefined. */
export function timesOverTerm(after: string): number | undefined {
  if (!TERM_WORD.test(after)) return undefined;
  const m = OVER_TERM.exec(after);
  if (!m) return undefined;
  const per = MONTHS[m[1]!.toLowerCase()]!;
  const term = MONTHS[m[3]!.toLowerCase().replace(/s$/, "")]!;
  const times = ((m[2] ? Number(m[2]) : 1) * term) / per;
  return Number.isInteger(times) && times > 1 ? times : undefined;
}
