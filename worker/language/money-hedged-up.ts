/**
 * A sum hedged upward, as the range a rep writes down (h43): "maybe £150k, possibly stretching to
 * £180k" is £150–180k, "Budget $200k, maybe $250k." $200–250k; after a top ("up to £60k (maybe
 * £65k if the training is included)") the higher figure is the top, with no floor. A lower
 * second figure, or one with a thing after it ("maybe 200 users"), is no part of the sum.
 */
import type { Money } from "../contracts/facts";
import { FIG, SIGN } from "./money-stretch";
import { topBefore } from "./money-top-before";
import { toNumber, unitValue } from "./numbers";
import { moneyWords } from "./vocabulary";

const HEDGE = String.raw`(?:maybe|possibly|perhaps|potentially|probably|or even|or so,? (?:maybe|possibly))`;
const REACH = String.raw`(?:(?:stretching|going|rising|pushing|creeping|getting)\s+(?:up\s+)?to\s+|up\s+to\s+|as (?:much|high) as\s+)?`;
const HEDGED = new RegExp(
  String.raw`${FIG}\s*[,(–—-]?\s*(?:\(\s*)?\b${HEDGE}\s+${REACH}${SIGN}${FIG}(?!\s*%|\s+(?!(?:if|at|for|in|or|and|all|total|tops|max|with|${moneyWords.source})\b)[a-z]{3,})`,
  "i",
);
export function hedgedUp(text: string): Money | undefined {
  const m = HEDGED.exec(text);
  if (!m) return undefined;
  const [a, au, b, bu] = [m[1]!, m[2], m[3]!, m[4]];
  const unit = unitValue(au ?? bu);
  const min = toNumber(a) * unit;
  const max = toNumber(b) * (bu ? unitValue(bu) : unit);
  // Only a higher figure, not far above, and a sum a project could spend.
  if (!(max > min && max <= min * 3 && min >= 1000)) return undefined;
  return { min: topBefore(text, m.index) ? 0 : Math.round(min), max: Math.round(max) };
}
