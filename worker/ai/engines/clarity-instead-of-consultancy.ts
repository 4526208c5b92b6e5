/**
 * Whether the simulation replaces a consultancy or comes on top of one — "is this instead of
 * hiring a big consultancy like Accenture or on top of one", "would this replace our
 * consultants?", "do we still need an implementation partner?": a doubt of its own (the answer:
 * it replaces the discovery a consultancy sells, not the build), not why pay before picking a
 * vendor. A consultant speaking of their own firm is a partner (clarity-partner.ts).
 */
import { offer } from "../../../content/offer-facts";
import { sentenceOf } from "./clarity-situations";

const CONSULTANCY =
  /\b(?:consult(?:ancy|ancies|ants?|ing (?:firm|company|partner|house)s?)|big (?:four|4)|accenture|deloitte|kpmg|pwc|mckinsey|bcg|capgemini|advis[oe]rs?|(?:systems? )?integrators?|implementation partners?|SIs)\b/i;
const INSTEAD =
  /\binstead of\b|\b(?:replace[sd]?|replacing|replacement for|substitute for|in place of|do away with)\b|\bon top of\b|\b(?:alongside|as well as|in addition to)\b|\bstill (?:need|have to (?:hire|pay))\b/i;
/** The speaker is the consultancy: a partner's question, not a buyer's. */
const THEIR_OWN =
  /\b(?:i'?m|im|we'?re|i am|we are|i work)\s+(?:at |for |with )?(?:an? |the )?(?:[\w-]+ ){0,2}(?:consult\w*|integrator|partner|advis[oe]r)\b/i;

/** Whether `text` asks if the simulation replaces a consultancy, or comes on top of one. */
export const asksInsteadOfConsultancy = (text: string): boolean =>
  CONSULTANCY.test(text) && INSTEAD.test(text) && !THEIR_OWN.test(text);

/** The answer: the discovery a consultancy sells is what it replaces; the build still needs one. */
export function insteadOfConsultancyAnswer(second: boolean): string {
  if (second)
    return `Put simply: it replaces traditional discovery (${offer.traditional.discovery}), not the people who build the system — they start from what the simulation produces. See [What changed](/what-changed).`;
  const slow = sentenceOf(
    /^Discovery used to be slow because people were the bottleneck/,
    "/what-changed",
  );
  return `It takes the place of one part of a consultancy's work — discovery — not of the build.${slow ? ` ${slow.s}` : ""} A simulation does that part in ${offer.duration} at ${offer.price.text}, against ${offer.traditional.discovery} for a traditional discovery. The implementation itself still needs a vendor or an implementation partner, who starts from the requirements, RFP foundation and implementation blueprint it produces — consultants use the simulation as a pre-engagement step. See [What changed](/what-changed).`;
}
