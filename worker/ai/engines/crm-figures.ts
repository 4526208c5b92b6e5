/**
 * Figures of a deal said without their unit or as a share (docs/decisions/033): a percent change
 * of the amount and a bare figure meant as the amount, which the update reads in the deal's own
 * scale (crm-update.ts).
 */

const oddsWords =
  /\b(?:probability|prob|odds|chances?|likelihood|likely|confidence|points?|pts)\b/i;

/**
 * "increase meridian by 10 percent", "cut northwind 5%": a percent change of a deal with no word
 * of odds changes its amount (the reply names the field it changed). The factor, or undefined.
 */
export function percentOfAmount(text: string): number | undefined {
  if (oddsWords.test(text)) return undefined;
  const m =
    /\b(increas|rais|rise|grow|grew|bump|lift|boost|up|cut|reduc|lower|drop|decreas|trim|shrink|slash|down)\w*\b[^.?!%]{0,40}?\bby\s+(\d{1,2}(?:\.\d+)?)\s?(?:%|percent|per cent|pc)/i.exec(
      text,
    );
  if (!m) return undefined;
  const down = /^(?:cut|reduc|lower|drop|decreas|trim|shrink|slash|down)/i.test(m[1]!);
  return 1 + ((down ? -1 : 1) * Number(m[2])) / 100;
}

/**
 * "should be 130 not 125", "cut the atlas deal to 150": a bare figure said as the deal's new
 * amount, read in the deal's own scale when the update is applied. Undefined when none.
 */
export function bareAmount(text: string): number | undefined {
  if (oddsWords.test(text)) return undefined;
  const m =
    /\b(?:should be|to|is|at|be|=)\s+(\d{1,3}(?:\.\d+)?)(?![\d.,]*\s*(?:%|percent|th|st|nd|rd|\/|:|am|pm|days?|weeks?|months?))(?:\s+(?:now|then|instead))?(?:,?\s+not\s+\d{1,3}(?:\.\d+)?)?\s*[.!]?$/i.exec(
      text,
    );
  return m ? Number(m[1]) : undefined;
}
