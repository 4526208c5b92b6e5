/**
 * A company's people counted as a trade and the office beside it, added up as a rep writes the
 * size down (docs/decisions/033): "65 engineers + 15 office" is 80, "300 drivers and 40 office
 * staff" 340, "200 staff in the warehouse and 40 in the office" 240. People who are not the
 * company's own — contractors, seasonal or agency workers, volunteers — are no part of it.
 */
import { toNumber } from "./numbers";
import { OCCUPATIONS, PEOPLE } from "./size-words";

const COUNT = String.raw`(?<![\d.,$€£])(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]\d|\s*(?:%|k\b|m\b))`;
/** Where people work, said after a count: "in the office", "on the shop floor". */
const WHERE = String.raw`(?:in|on|at)\s+(?:the\s+)?(?!total\b|all\b|each\b|overall\b)[a-z]+(?:\s+floor)?`;
/** Who a count is: "engineers", "vets & nurses", "office", "reception/admin". */
const WHO = String.raw`(?:[a-z]+\/)?(${PEOPLE}|${OCCUPATIONS}|office|admin|management|support)(?:\s*(?:&|and|\/)\s*(?:${OCCUPATIONS}))?`;
/** "20 back office staff", "12 head-office people": the office said with its kind. */
const OFFICE_KIND = String.raw`(?:(?:back|front|head)[- ]office\s+)?`;
const TERM = String.raw`${COUNT}\s*${OFFICE_KIND}(?:${WHO}\b(?:\s+${WHERE})?|${WHERE})`;
// "60 fte in the office and about 40 drivers": a hedge may open the next count.
const JOIN = String.raw`\s*(?:,\s*(?:and\s+|plus\s+)?|\+|&|\band\b|\bplus\b|\bwith\b)\s*(?:(?:about|around|roughly|approx\.?|approximately|some|maybe|~)\s*)?`;
const LIST = new RegExp(`${TERM}(?:${JOIN}${TERM})+`, "gi");
const ONE = new RegExp(TERM, "gi");
const PEOPLE_ALONE = new RegExp(`^(?:${PEOPLE}|${OCCUPATIONS})$`, "i");
/** People who are not the company's own. */
export const NOT_OWN =
  /\b(?:contractors?|freelancers?|temps?|temporary|seasonal|casual|agency|volunteers?|interns?|part[- ]timers?|customers?|clients?|patients?|students?|pupils?|users?|members?|guests?|visitors?)\b/i;

/** The people of a list of counts by trade or place, added, or undefined for fewer than two. */
export function rolesAdded(text: string): number | undefined {
  for (const m of text.matchAll(LIST)) {
    const terms = [...m[0].matchAll(ONE)];
    // One count must name people outright, and one be the office's — the rest of the company
    // beside a trade. Without it the counts are departments' ("18 brokers and 4 bookkeepers",
    // "40 people in finance and 12 in IT"), not the company's.
    if (terms.length < 2 || !terms.some((t) => t[2] && PEOPLE_ALONE.test(t[2]))) continue;
    if (!terms.some((t) => /\b(?:office|admin)\b/i.test(t[0]))) continue;
    // What follows each count up to the next: "seasonal pickers", "contractors".
    const after = (i: number) => m[0].slice(terms[i]!.index, terms[i + 1]?.index ?? m[0].length);
    if (terms.some((_t, i) => NOT_OWN.test(after(i)))) continue;
    return terms.reduce((n, t) => n + toNumber(t[1]!), 0);
  }
  return undefined;
}
