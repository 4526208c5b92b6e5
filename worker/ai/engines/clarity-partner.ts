/**
 * A partner who says what they deliver to clients ("we are a NetSuite partner", "I run a small
 * Salesforce consultancy") is met with the pages' word to implementation consultants and the way
 * to talk partnerships, once per message that says it; their platform is no project of theirs
 * (worker/language/delivered.ts).
 */
import { deliversToOthers } from "../../language/delivered";
import { storedPassages } from "../../language/site-search";
import { links } from "./clarity-answers";
import { notOnSiteWords } from "./clarity-not-on-site";
import { FOR_CONSULTANTS } from "./clarity-site-answer";

/** The pages' word to implementation consultants (/how), or undefined if the pages lost it. */
export const partnersPassage = () =>
  storedPassages().find((p) => FOR_CONSULTANTS.test(p.heading ?? ""));

/** An answer that says the pages don't answer the question. */
export const notOnPages = (answer: string) => notOnSiteWords.includes(answer);

/** The pages' word to a partner, or undefined when the message doesn't speak as one or it was given. */
export function partnerWord(said: string, given: readonly string[]): string | undefined {
  if (!deliversToOthers(said)) return undefined;
  const partners = partnersPassage();
  if (!partners || given.some((a) => a.includes(partners.text.slice(0, 40)))) return undefined;
  return `You deliver projects for clients, so the simulation would come before your implementations. The pages' word to implementation consultants: “${partners.text}” More on [How it works](${partners.url}); to talk about working together, ${links.contact}.`;
}
