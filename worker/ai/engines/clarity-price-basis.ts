/**
 * What the price is counted by ("is it priced per user, or a fixed fee?", "hourly or per
 * project?", "is this a subscription?"): the pages quote one price per simulation, so that is the
 * answer, with the rates they name none of — not "the pages don't say either way" beside the
 * very figure that answers it (docs/decisions/034, round 7).
 */
import { offer } from "../../../content/offer-facts";

/**
 * A way of counting a fee: per user or seat, by the hour or day, a subscription, a fixed fee
 * ("a simulation", "a project" after "how much does" is the thing priced, no way of counting).
 */
const BASIS =
  /\b(?:per|by the|each) (?:user|seat|head|licen[cs]e|person|participant|hour|day|month|year|project|engagement|simulation)\b|\ba (?:user|seat|head|licen[cs]e|person|participant|hour)\b|\b(?:fixed|flat|one-?off|lump[- ]sum) (?:fee|price|cost|rate|sum)\b|\bhourly\b|\bday rates?\b|\btime and materials?\b|\bT&M\b|\bsubscriptions?\b|\bretainer\b|\brecurring\b/i;
/** The price in the question: "priced", "charged", "billed", "the fee", "the cost". */
const PRICED =
  /\b(?:pric\w+|charg\w+|bill\w*|invoic\w*|fees?|costs?|pay(?:ing|ment)?|rates?|subscriptions?|retainer)\b/i;
/** A cost of something else: the software's licences, the vendor, the project. */
const ELSEWHERE =
  /\b(?:software|vendor|licen[cs]es? (?:for|of)|implementation|erp|crm|cpq|platform)\b/i;

/** The answer to how the fee is counted, or null when the question isn't that. */
export function priceBasisAnswer(question: string): string | null {
  if (!BASIS.test(question) || !PRICED.test(question) || ELSEWHERE.test(question)) return null;
  return `The pages quote one price per simulation: **${offer.price.text}** for a full simulation (from ${offer.price.long.split("–")[0]}), a typical range rather than a promise; they name no per-user, hourly or subscription rate. See [Pricing](/investment).`;
}
