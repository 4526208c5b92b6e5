/**
 * A sum and the higher one it could stretch to, as the range a rep writes down (docs/decisions/
 * 033): "£60k (could stretch to 70)" is £60–70k, "40 grand, maybe 50 at a push" 40–50k, "USD
 * 150K, maximum 180K" 150–180k. A second figure with no unit takes the first one's.
 */
import type { Money } from "../contracts/facts";
import { topBefore } from "./money-top-before";
import { toNumber, unitValue } from "./numbers";
import { currencyWords, figureUnits, moneyWords } from "./vocabulary";

const UNIT = Object.keys(figureUnits)
  .sort((a, b) => b.length - a.length)
  .join("|");
export const FIG = String.raw`(\d[\d,]*(?:\.\d+)?)(?![\d,.]?\d)(?:\s*(${UNIT})\b)?`;
/** A top said after a first sum: "USD 150K, maximum 180K", "80k, absolute max 95k", "a ceiling of". */
const TOP = String.raw`(?:(?:absolute|hard|the|a|our|with\s+a|but\s+(?:a|the))\s+)?(?:max(?:imum)?|ceiling|cap|capped at|at most|no more than|not more than|upper limit)(?:\s+(?:of|is|at|would be))?`;
/** The second figure's own sign or code: "£", "A$", "US$", "CHF " (the first figure's is read before). */
export const SIGN = String.raw`(?:(?:[a-z]{1,3})?[$€£]\s?|(?:${currencyWords.map((c) => c.code).join("|")})\s?)?`;
const STRETCH = new RegExp(
  String.raw`${FIG}[^.;!?\d]{0,30}?\b(?:(?:could|can|might|may|would|will)\s+)?(?:stretch|go|push|extend|rise|flex)(?:\s+(?:it|that|this))?\s+(?:up\s+)?to\s+${SIGN}${FIG}(?!\s+(?!(?:if|at|tops|max|total|all|in|for|or|and|${moneyWords.source})\b)[a-z]{3,})|${FIG}[^.;!?\d]{0,20}?\b(?:maybe|possibly|perhaps|or|up to)\s+${SIGN}${FIG}\s*(?:at a (?:push|stretch)|if (?:pushed|needed|necessary|(?:we |i )?(?:really )?(?:must|need to|have to)))|${FIG}[^.;!?\d]{0,20}?\b${TOP}\s*:?\s*${SIGN}${FIG}`,
  "i",
);
const GATE =
  /stretch|push|\bgo\s+(?:up\s+)?to\b|\bextend|\bflex|\brise|if (?:needed|necessary|we must|we have to|i must)|\bmax|ceiling|\bcap\b|capped|at most|no more than|upper limit/i;

export function stretchSaid(text: string): Money | undefined {
  if (!GATE.test(text)) return undefined;
  const m = STRETCH.exec(text);
  if (!m) return undefined;
  const [a, au, b, bu] = m[1]
    ? [m[1], m[2], m[3], m[4]]
    : m[5]
      ? [m[5], m[6], m[7], m[8]]
      : [m[9], m[10], m[11], m[12]];
  const unit = unitValue(au ?? bu);
  const min = toNumber(a!) * unitValue(au ?? bu);
  const max = toNumber(b!) * (bu ? unitValue(bu) : unit);
  // Only a higher figure, and a sum a project could spend.
  if (!(max > min && min >= 1000)) return undefined;
  // "no more than £45k, maybe £50k at a push": the higher figure is the top, with no floor.
  return { min: topBefore(text, m.index) ? 0 : Math.round(min), max: Math.round(max) };
}
