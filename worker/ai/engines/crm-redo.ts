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
 * after $95,000 is $92,000 (read by the update as any figure said without its unit).
 */

/** A message opening with a correction: it is read as one before any other reading. */
export const CORRECTING =
  /^\W*(?:no|nope|nah|sorry|actually|wait|oops|hmm|my bad|never ?mind|on second thought|hold on|make (?:it|that)|change (?:it|that) to|i meant)\b/i;

/**
 * What was said of the last change rather than of a new one: a past that should have been other
 * ("that was supposed to be Meridian", "should've been 104") or the change called wrong.
 */
const COUNTERFACTUAL =
  /\b(?:was|were)\s+(?:supposed|meant)\s+to\s+(?:be|go|say)\b|\bshould(?:'ve|\s+have)\s+(?:been|gone|said)\b|\bwrong\s+(?:one|deal|company|account|opp\w*|figure|number|amount|date)\b/i;

/**
 * A request that names what it changes ("update Acme Widgets to closed won", "move Initech to
 * negotiation") is a new request, even when its verb is also a correction's mark: it never lands
 * on the deal changed last, named or not in the pipeline.
 */
const NAMES_ITS_TARGET =
  /^\W*(?:please\s+)?(?:update|move|set|change|mark|put|bump|push)\s+(?!(?:it|that|this|them|the\s+(?:amount|figure|value|date|close|stage|odds|probability))\b)\S/i;

/** A message that corrects the last change: by its opening, its marks or its mood. */
export const correcting = (said: string) =>
  !NAMES_ITS_TARGET.test(said) &&
  (CORRECTING.test(said) || isCorrection(said) || COUNTERFACTUAL.test(said));

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
  // Several fields just set (a new deal, "90%, dec 20, 130k"): the one the words say is meant.
  if (Object.keys(changed).length > 1) {
    if (said.closeDate) return { closeDate: said.closeDate };
    if (said.probability) return { probability: said.probability };
    if (said.amount !== undefined || said.amountScaled !== undefined)
      return said.amount !== undefined ? { amount: said.amount } : { amountScaled: figure! };
    if (said.stage) return { stage: said.stage };
    if (figure !== undefined && "amount" in changed)
      return figure < 1_000 ? { amountScaled: figure } : { amount: figure };
    return undefined;
  }
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
  if ("amount" in changed && figure !== undefined)
    // "92" after $95,000: a figure without its unit is read by the update in the deal's scale,
    // the one rule of crm-figures.ts `inDealScale`.
    return figure < 1_000 ? { amountScaled: figure } : { amount: figure };
  return undefined;
}

export function redone(
  said: string,
  ctx: AssistantContext,
  today: string,
  carry: Carry,
): CrmReply | undefined {
  if (!carry.changed || !carry.focus || !correcting(said)) return undefined;
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
