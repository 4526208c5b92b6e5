import { heldBackCases } from "./held-back";
import type { EvalCase } from "./kit";

const name = (c: EvalCase) => [...(c.before ?? []), c.say].join(" → ");

/**
 * Cases scored by `npm run eval:crm` but not yet required to pass in `npm test`: new ones whose
 * failure class the engine does not handle yet. Emptied as each class is fixed.
 */
export const notYetPassing = new Set<string>([...heldBackCases.map(name)]);
