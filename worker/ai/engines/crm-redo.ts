import type { AssistantContext } from "../../contracts/crm";
import { isCorrection, retracted } from "../../language/corrections";
import { figures } from "../../language/numbers";
import type { Carry, CrmReply } from "./crm-follow-up";
import { namedCompanies } from "./crm-names";
import { type DealSlots, dealSlots } from "./crm-parse";
import { updateReply } from "./crm-update";

/**
 * "no wait make it 90", "actually make that 92", "no sorry negotiation": a correction naming no
 * deal puts a new value in the place of the one the last change set, on the deal it changed.
 * The new value is read in that field's terms: a bare 90 after a probability is 90 %, a bare 92
 * after an amount in thousands is $92,000.
 */

/** A message opening with a correction: it is read as one before any other reading. */
export const CORRECTING =
  /^\W*(?:no|nope|nah|sorry|actually|wait|oops|hmm|my bad|never ?mind|on second thought|hold on|make (?:it|that)|change (?:it|that) to|i meant)\b/i;

/** The figure or word said, in the terms of the field the last change set. */
function inTermsOf(
  changed: Record<string, unknown>,
  said: DealSlots,
  words: string,
): DealSlots | undefined {
  // A lone figure ("make it 90", "make it ninety") has no unit of its own: the field gives it one.
  const lone = /^\D*?(\d+(?:\.\d+)?)\D*$/.exec(figures(words))?.[1];
  const figure = said.amount ?? said.amountScaled ?? (lone ? Number(lone) : undefined);
  if ("stage" in changed && said.stage) return { stage: said.stage };
  if ("closeDate" in changed) {
    // "make that the 27th" after Jan 20: the day in the month just set, not the next 27th.
    const day = /^\D*?\b(\d{1,2})(?:st|nd|rd|th)\b\D*$/i.exec(figures(words))?.[1];
    const before = String(changed.closeDate);
    const date = day && `${before.slice(0, 8)}${day.padStart(2, "0")}`;
    // A day the month lacks (Feb 30) rolls over in Date: only a real day is taken.
    if (date && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date))
      return { closeDate: date };
    return said.closeDate ? { closeDate: said.closeDate } : undefined;
  }
  if ("probability" in changed) {
    const value = said.probability && "value" in said.probability ? said.probability.value : figure;
    return value !== undefined && value >= 0 && value <= 100
      ? { probability: { value } }
      : undefined;
  }
  if ("amount" in changed && figure !== undefined) {
    const before = Number(changed.amount);
    // "92" after $95,000: said in the same thousands as the figure it replaces.
    const amount = figure < 1_000 && before >= 10_000 ? figure * 1_000 : figure;
    return { amount };
  }
  return undefined;
}

export function redone(
  said: string,
  ctx: AssistantContext,
  today: string,
  carry: Carry,
): CrmReply | undefined {
  if (!carry.changed || !carry.focus || !(CORRECTING.test(said) || isCorrection(said)))
    return undefined;
  const companies = ctx.opportunities.map((o) => o.company);
  if (namedCompanies(said, companies).length) return undefined;
  const after = retracted(said).trim() || said;
  const slots = inTermsOf(carry.changed, dealSlots(after, today), after);
  if (!slots) return undefined;
  return updateReply(
    { kind: "update_opportunity", deal: { named: [carry.focus] }, slots },
    ctx,
    carry.focus,
  );
}
