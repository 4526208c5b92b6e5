/** A headcount said as a range, read as its middle (for size.ts). */
import { toNumber } from "./numbers";
import { COUNT } from "./size-words";

/** What every range below has, a digit first: a text without it is not looked back at position by position. */
const RANGE_WORDS = /\d\s*(?:-|–|—|to)\s*\d|\bbetween\s+\d/i;
const RANGE = new RegExp(
  String.raw`(?<![\d.,])(?:\bbetween\s+${COUNT}\s+and\s+${COUNT}|${COUNT}\s*(?:-|–|—|to)\s*${COUNT})(?![\d.,]\d)`,
  "gi",
);

/**
 * A headcount given as a range ("80-90 people", "between 40 and 50 staff") is read as its middle:
 * the prospect's best guess lies inside it, and the middle is wrong by at most half the range
 * where its top would be wrong by the whole range in the usual case, a size rounded up. Only a
 * narrow range is one (the top at most three times the bottom): "3-400" or "24-7" are not.
 */
export function middleOfRanges(text: string): string {
  if (!RANGE_WORDS.test(text)) return text;
  return text.replace(RANGE, (whole, a1, b1, a2, b2) => {
    const [a, b] = [toNumber(a1 ?? a2), toNumber(b1 ?? b2)];
    return a > 0 && b > a && b <= 3 * a ? String(Math.round((a + b) / 2)) : whole;
  });
}
