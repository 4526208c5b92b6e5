/**
 * One count shared by a trade and the office beside it: "about 140 drivers and office staff",
 * "90 engineers & admin", "60 nurses plus back office". The trade with its office is the whole
 * company, not a team of that trade (size-roles.ts adds counts given one by one).
 */
import { toNumber } from "./numbers";
import { OCCUPATIONS } from "./size-words";

const SHARED = new RegExp(
  String.raw`(?<![\d.,$€£])(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]\d|\s*(?:%|k\b|m\b))\s+(?:${OCCUPATIONS})\s*,?\s*(?:&|\+|\band\b|\bplus\b)\s*(?:(?:(?:back|front|head)[- ])?office|admin(?:istration)?|management)(?:\s+(?:staff|people|team|folks))?\b(?!\s+(?:in|at|on)\s)`,
  "i",
);

/** The company's size from one count over a trade and its office, if the text gives one. */
export function tradeAndOffice(text: string): number | undefined {
  const m = SHARED.exec(text);
  return m ? toNumber(m[1]!) : undefined;
}
