/** A question about our price, learned as a risk by the memory, is answered, not "noted as a risk". */
import { asksOurCost } from "./clarity-our-cost";
import { questionsIn } from "./clarity-questions";

/**
 * The risks a message taught, less one that is only its question about our price ("if we did go
 * ahead what would the whole thing cost us"): that is answered with the price, not "noted as a risk".
 */
export function notOurCost<R extends { text: string }>(
  risks: readonly R[],
  said: { text: string } | undefined,
): readonly R[] {
  if (!risks.length || !said) return risks;
  const asked = questionsIn(said.text)
    .filter((q) => asksOurCost(q.text))
    .map((q) => q.text.toLowerCase());
  if (!asked.length) return risks;
  const core = (r: R) => r.text.replace(/^\w[\w -]*: /, "").toLowerCase();
  return risks.filter((r) => !asked.some((q) => q.includes(core(r))));
}
