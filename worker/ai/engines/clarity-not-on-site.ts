/**
 * What Clarity says when the pages don't answer (docs/decisions/033): plainly, with where a person
 * will, worded as this conversation has not had it yet; and, for a question about paying in
 * another currency, that the pages quote dollars only.
 */
import { offer } from "../../../content/offer-facts";
import { currencyIn, readMoney } from "../../language/money";
import { replyHash } from "../../lib/reply-hash";
import { links } from "./clarity-answers";

/** What Clarity says when no page answers: plainly, with where a person will. */
export const notOnSiteWords = [
  `Our pages don't cover that, and I'd rather not guess: ${links.contact} with the question and a consultant will answer it, or ${links.call}.`,
  `Our site doesn't say that either — ${links.contact} or ${links.call} and a consultant will answer it.`,
  `That's another one our pages don't cover, so I won't guess — ${links.call}, or ${links.contact} and a consultant will answer it in writing.`,
  `Our site doesn't say that one either; a consultant can: ${links.contact}, or ${links.call}.`,
];

/**
 * "Not on our pages", worded as this conversation has not had it yet (`sent`: the fingerprints of
 * its replies), so a third question the pages don't answer is never taken for a repeat.
 */
export const notOnSite = (again: boolean, sent: readonly string[] = []) => {
  const had = new Set(sent);
  const fresh = notOnSiteWords.filter((w) => !had.has(replyHash(w)));
  const words = fresh.length ? fresh : notOnSiteWords;
  return (again ? words[1] : undefined) ?? words[0]!;
};

/**
 * A question about paying in another currency, or the price in it, with no sum ("pay the fee in
 * Swiss francs?", "how much is that in euros?"): the pages quote dollars only, so that is said,
 * with a person who can confirm the rest.
 */
export function otherCurrency(question: string): string | null {
  const currency = currencyIn(question);
  if (
    !currency ||
    readMoney(question) ||
    !/\b(?:pay|paid|fee|price|cost|invoice\w*|bill\w*|charge\w*|how much|conver\w*|exchange|comes? to|amounts? to|(?:that|it|this) in)\b/i.test(
      question,
    )
  )
    return null;
  // "How much is that in euros?" after the price: what it comes to, not whether one may pay so.
  const asked = /\b(?:pay|paid|invoice\w*|bill\w*)\b/i.test(question)
    ? `whether you can pay in ${currency}`
    : `what it comes to in ${currency}`;
  return `Our pages don't say ${asked}: they quote the price in US dollars (${offer.price.text}). ${capitalised(links.contact)} or ${links.call} and a consultant will confirm it.`;
}

/** A link's words opening a sentence: "[Leave your details …](/try)". */
export const capitalised = (link: string) =>
  link.replace(/^\[(\p{Ll})/u, (_m, c: string) => `[${c.toUpperCase()}`);
