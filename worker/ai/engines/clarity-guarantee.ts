/**
 * A guarantee asked of us — "a money back guarantee if the simulation gets it wrong?", "any
 * warranty on the findings?", "what if it's wrong, do we get our money back?" — is answered by
 * the terms' "No guarantees": no outcome is promised, and the written agreement a simulation is
 * bought under sets the rest. Not the prospect stopping part way (clarity-terms.ts). Null otherwise.
 */
import { links } from "./clarity-answers";
import { lower, more, sentenceOf } from "./clarity-situations";

/** A promise of the result asked for: a guarantee, a warranty, money back for a wrong answer. */
const GUARANTEE =
  /\bguarant\w*|\bwarrant(?:y|ies|ee)\b|\b(?:promise|assure)\w* (?:\w+ )?(?:results?|outcomes?|success|accuracy)\b/i;
const MONEY_BACK = /\brefund\w*|\bmoney back\b|\bget (?:it|our money|anything) back\b/i;
/** The simulation being wrong, the case a refund is asked for. */
const WRONG =
  /\b(?:it|simulation|findings?|report|answer|verdict|recommendation|clarity|you)(?:'s| is| are| was| were| gets?| got| turns? out(?: to be)?)? (?:\w+ )?(?:wrong|mistaken|inaccurate|off|incorrect)\b|\bgets? it wrong\b/i;

/** Whether a question asks us to guarantee the result. */
export const asksGuarantee = (question: string): boolean =>
  GUARANTEE.test(question) || (MONEY_BACK.test(question) && WRONG.test(question));

/** The terms' word on guarantees, with the agreement that sets the rest and what is kept. */
export function guaranteeAnswer(question: string): string | null {
  if (!asksGuarantee(question)) return null;
  const none = sentenceOf(/\bdon't guarantee any outcome\b/i, "/terms");
  const figures = sentenceOf(/\bdescribe typical engagements\b/i, "/terms");
  if (!none) return null;
  const agreement = sentenceOf(/\bseparate written agreement\b/i, "/terms");
  const kept = sentenceOf(/\bkeep every deliverable\b/i, "/faq");
  const money = MONEY_BACK.test(question)
    ? ` Our terms name no money-back guarantee: ${agreement ? lower(agreement.s.replace(/\.$/, "")) : "a simulation is bought under a written agreement"} — ${links.call} and a consultant will tell you its terms.`
    : "";
  const keep = kept ? ` Whatever the outcome, ${lower(kept.s)}` : "";
  return `No outcome is guaranteed. ${figures ? `${figures.s} ` : ""}${none.s}${money}${keep} ${more(none.p)}`;
}
