/**
 * "Do you support workday?", "does it work with Odoo?": a product the pages don't name, asked
 * whether the service works with it. The simulation does not depend on the product — the FAQ
 * says it is vendor-neutral — so that is the answer, not "our pages don't cover that".
 */
import { storedPassages } from "../../language/site-search";
import { productTypes, systems } from "../memory/clarity-platform-names";

/** Asking whether the service works with something: support, work with, cover, handle. */
const WORKS_WITH =
  /\b(?:support|supports|work(?:s|ing)? (?:with|on)|cover|covers|handle|handles|deal with|integrate (?:with|into)|compatible with|experience (?:with|in|on)|familiar with|simulate)\b/i;

/**
 * Asking our view of the product ("is Acumatica any good?", "what about Business Central for
 * us?"): answered as vendor-neutral too — whether it fits is what their own scenarios show.
 */
const OPINION =
  /\b(?:any good|good enough|worth (?:it|looking at|a look|considering)|right for|(?:a )?good (?:fit|choice|option)|decent|reliable|recommend\w*|rate|think (?:of|about)|make of|thoughts on|views on|what about|how about)\b/i;

/** A firm of the product's trade asked about (a partner, a reseller): not the product itself. */
const THIRD_PARTY =
  /\b(?:partners?|resellers?|integrators?|consultan\w+|implement(?:er|ers|ation partner)|agency|agencies|solution providers?|var)\b/i;

/** The products the memory knows by name (not kinds: "e-commerce", "payroll"). */
const PRODUCTS: [RegExp, string][] = [...productTypes, ...systems]
  .filter(([, name]) => /^\p{Lu}/u.test(name))
  .map(([re, name]) => [re, name]);

/** The product a question asks whether we work with (the first it names), or null. */
export function productAsked(question: string): [RegExp, string] | null {
  if (!(WORKS_WITH.test(question) || OPINION.test(question)) || THIRD_PARTY.test(question))
    return null;
  const at = (re: RegExp) => question.search(re);
  const named = PRODUCTS.filter(([re]) => at(re) >= 0).sort((a, b) => at(a[0]) - at(b[0]));
  return named[0] ?? null;
}

/**
 * Whether we work with a product: the use case that names it, when a page does ("ERP
 * Implementations — NetSuite, …"); else that the simulation is vendor-neutral. Null when the
 * question names no product.
 */
export function productSupportAnswer(question: string): string | null {
  const asked = productAsked(question);
  if (!asked) return null;
  const [re, name] = asked;
  const pages = storedPassages();
  const faq = pages.find((p) => p.url === "/faq" && /vendor-neutral/i.test(p.text));
  const neutral = faq && /\bThe simulation is vendor-neutral[^.]*\./.exec(faq.text)?.[0];
  if (OPINION.test(question) && !WORKS_WITH.test(question) && faq && neutral)
    return `Whether ${name} is right for you is what your own scenarios show, and we don't rank vendors from here. ${neutral} More on [${faq.title}](${faq.url}).`;
  const card = pages
    .filter((p) => p.url === "/use-cases")
    .flatMap((p) => p.text.split(/(?<=\.)\s+(?=[A-Z][\w ]{2,40} — )/).map((text) => ({ p, text })))
    .find((c) => re.test(c.text));
  if (card) {
    const named = /^[^.]*\./.exec(card.text)?.[0] ?? card.text;
    return `${named} More on [${card.p.title}](${card.p.url}).`;
  }
  if (!faq || !neutral) return null;
  return `${name} isn't one of the products our pages name, and it doesn't need to be. ${neutral} More on [${faq.title}](${faq.url}).`;
}
