/**
 * Figures of a deal said without their unit or as a share (docs/decisions/033): a percent change
 * of the amount and a bare figure meant as the amount, read in the scale of the amount it
 * replaces (`inDealScale`, the one rule for it: an update, crm-update.ts, and a correction of
 * the last change, crm-redo.ts, which goes through the update).
 */
import { figures } from "../../language/numbers";

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
  if (!m) return discounted(text);
  const down = /^(?:cut|reduc|lower|drop|decreas|trim|shrink|slash|down)/i.test(m[1]!);
  return 1 + ((down ? -1 : 1) * Number(m[2])) / 100;
}

/**
 * "give northwind a 10% discount", "northwind 10% off", "knock 5 percent off atlas": a share off
 * a deal is its amount cut by that share. A customer's ask ("asked for 10% off", "wants a 15%
 * discount") changes nothing until the rep gives it. The factor, or undefined.
 */
function discounted(text: string): number | undefined {
  const m =
    /\b(\d{1,2}(?:\.\d+)?)\s?(?:%|percent\b|per cent\b)\s*(?:off\b|discount|reduction|markdown)|\b(?:discount|reduction|markdown)\s+(?:of\s+)?(\d{1,2}(?:\.\d+)?)\s?(?:%|percent\b|per cent\b)/i.exec(
      text,
    );
  if (!m) return undefined;
  if (
    /\b(?:ask(?:s|ed|ing)?|want(?:s|ed)?|request\w*|push\w* for|hoping for|angling for)\b[^.?!]{0,30}$/i.test(
      text.slice(0, m.index),
    )
  )
    return undefined;
  return 1 - Number(m[1] ?? m[2]) / 100;
}

/**
 * "should be 130 not 125", "cut the atlas deal to 150", "down to 180 and slips a week": a bare
 * figure that ends a clause, said as the deal's new amount, read in the deal's own scale when the
 * update is applied. Undefined when none.
 */
export function bareAmount(said: string): number | undefined {
  if (oddsWords.test(said)) return undefined;
  // "down to one eighty": a figure said in words is the same figure.
  const text = figures(said);
  const m =
    /\b(?:should be|to|is|at|be|=)\s+(?:(?:nearer|closer to|more like|about|around|roughly)\s+)?(\d{1,3}(?:\.\d+)?)(?![\d.,]*\s*(?:%|percent|th|st|nd|rd|\/|:|am|pm|days?|weeks?|months?))(?:\s+(?:now|then|instead))?(?:,?\s+not\s+\d{1,3}(?:\.\d+)?)?\s*(?:[.!]?$|[,;]|(?:and|then)\s)/i.exec(
      text,
    );
  return m ? Number(m[1]) : undefined;
}

/**
 * A figure said with no unit for an amount ("cut atlas to 150", "no, make it 92"), in the scale of
 * the amount it replaces: thousands when that lands within four times of it either way, else the
 * figure itself when that does; undefined when neither does (the reply asks instead of guessing).
 * A figure of four digits or more is what it says.
 */
export function inDealScale(figure: number, replaced: number): number | undefined {
  if (figure >= 1_000) return figure;
  const near = (n: number) => n >= replaced / 4 && n <= replaced * 4;
  if (near(figure * 1_000)) return figure * 1_000;
  return near(figure) ? figure : undefined;
}
