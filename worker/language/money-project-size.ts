/**
 * The work's size said as what it costs: "it's a 1.2M project", "a 500k erp project", "roughly
 * a 90k job", "2m programme", "a £300k piece of work" — its budget. Things counted before the
 * word are no sum ("a 5k user rollout", "a 2m row migration").
 */
import { moneyWords } from "./vocabulary";

/** Words of the kind of work a sum sizes. */
const WORK = `(?:project|programme|program|job|initiative|piece of work|engagement|rollout|roll-out|implementation|migration|transformation|undertaking|exercise|investment)`;
/** Words between the sum and the work that count something else. */
const COUNTED =
  /\b(?:users?|seats?|licen[cs]es?|people|staff|employees|sq|square|rows?|records?|items?|skus?|lines?|units?|orders?|customers?|products?|parts?|transactions?|documents?|files?|hours?|hrs?|days?|weeks?|months?|years?|mile|miles|km|metres?|meters?|feet|foot)\b/i;
const SIZED = new RegExp(
  String.raw`(?<![\w.,])(?:${moneyWords.source})?\s?\d[\d.,]*\s*(?:k|m|mm|mn|mil|million|thousand|grand|bn)\b(?:\s*(?:${moneyWords.source}))?((?:\s*[-\s][\p{L}&-]+){0,2}?)[\s-]+${WORK}\b`,
  "iu",
);

/** Whether the sentence sizes the work by a sum ("a 1.2M project"). */
export function workSizedBySum(sentence: string): boolean {
  if (!/\d/.test(sentence)) return false;
  const m = SIZED.exec(sentence);
  return !!m && !COUNTED.test(m[1] ?? "");
}
