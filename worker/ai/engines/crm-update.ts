import type { AssistantContext, Opportunity, OpportunityFields, Stage } from "../../contracts/crm";
import { stages } from "../../contracts/crm";
import { nameCased } from "../../language/name-cased";
import { day, dealList, listOf, usd } from "./crm-answer";
import { currencyNote } from "./crm-currency";
import { inDealScale } from "./crm-figures";
import type { CrmReply } from "./crm-follow-up";
import type { DealSlots, Intent } from "./crm-parse";
import { roughNote } from "./crm-rough";
import { apart } from "./crm-same-name";
import { stageNote } from "./crm-stage-nearest";
import { LOST, shiftDate } from "./crm-words";

/** Typical win probability when the visitor names a stage but no probability. */
export const stageProbability: Record<Stage, number> = {
  Discovery: 20,
  Proposal: 50,
  Negotiation: 75,
  "Closed Won": 100,
};

export const noLostStage = `This demo has no Closed Lost stage: its stages are ${listOf(stages)}.`;

/** Why a deal's details cannot be used, in words; `undefined` when they can. */
export function refusal(slots: DealSlots): string | undefined {
  if (slots.amount !== undefined && slots.amount < 0)
    return `A deal's amount can't be negative (you said ${usd(slots.amount)}).`;
  if (slots.amount !== undefined && slots.amount > 1e12)
    return "That amount is too large for a deal.";
  const p = slots.probability;
  if (p && "value" in p && (p.value < 0 || p.value > 100))
    return `A probability must be between 0% and 100% (you said ${p.value}%).`;
  return undefined;
}

type Update = Extract<Intent, { kind: "update_opportunity" }>;

/** The tool's `updates` for one deal, from what was said (a nudge or shift is relative to it). */
function changesFor(deal: Opportunity | undefined, slots: DealSlots): Partial<OpportunityFields> {
  const updates: Partial<OpportunityFields> = {};
  // A deal the dashboard doesn't show yet (one just added): only what is said outright is set.
  if (slots.stage && slots.stage !== LOST) updates.stage = slots.stage;
  else if (slots.stageStep && deal) {
    // "move it to the next stage": the stage after (or before) the deal's own.
    const at = stages.indexOf(deal.stage) + slots.stageStep;
    if (at >= 0 && at < stages.length && at !== stages.indexOf(deal.stage))
      updates.stage = stages[at]!;
  }
  const p = slots.probability;
  if (p && "value" in p) updates.probability = p.value;
  else if (p && deal) updates.probability = Math.min(100, Math.max(0, deal.probability + p.delta));
  else if (updates.stage === "Closed Won") updates.probability = 100;
  if (slots.amount !== undefined) updates.amount = slots.amount;
  else if (slots.amountBy && deal) updates.amount = Math.max(0, deal.amount + slots.amountBy);
  else if (slots.amountTimes && deal) updates.amount = Math.round(deal.amount * slots.amountTimes);
  else if (slots.amountScaled && deal) {
    // "130" for a $125,000 deal means $130,000.
    const amount = inDealScale(slots.amountScaled, deal.amount);
    if (amount !== undefined) updates.amount = amount;
  }
  if (slots.closeDate) updates.closeDate = slots.closeDate;
  else if (slots.shift && deal)
    updates.closeDate = shiftDate(deal.closeDate, slots.shift.n, slots.shift.unit);
  return updates;
}

/** "Updated **Atlas**: amount → $1,200,000, close date → Jan 15, 2027." */
export const updatedLine = (company: string, u: Partial<OpportunityFields>) =>
  `Updated **${company}**: ${described(u).join(", ")}.`;

const described = (u: Partial<OpportunityFields>) =>
  [
    u.stage && `stage → ${u.stage}`,
    u.probability !== undefined && `probability → ${u.probability}%`,
    u.amount !== undefined && `amount → ${usd(u.amount)}`,
    u.closeDate && `close date → ${day(u.closeDate)}`,
  ].filter(Boolean);

/** Which company the update means, or the question to ask instead. */
function target(
  intent: Update,
  ctx: AssistantContext,
  focus: string | undefined,
): string | CrmReply {
  const { deal, slots } = intent;
  const lost = slots.stage === LOST ? ` ${noLostStage}` : "";
  if (deal.named.length > 1) {
    const choices = deal.named;
    return {
      text: `Which deal do you mean: ${listOf(choices.map((c) => `**${c}**`)).replace(/ and /, " or ")}?${lost}`,
      pending: { kind: "update_opportunity", deal, slots, choices },
    };
  }
  if (deal.named.length === 1) return deal.named[0]!;
  // "60%", "and it closes in March": details alone, about the deal the conversation is on.
  if ((deal.pronoun || !deal.said) && focus) return focus;
  if (deal.said)
    return {
      text: `I couldn't find **${nameCased(deal.said)}** in the pipeline.${lost} ${dealList(ctx)}`,
    };
  return {
    text: `Which deal should I update? ${dealList(ctx)}`,
    pending: { kind: "update_opportunity", deal, slots },
  };
}

/** The reply to an update: the change as a tool call, or the question or refusal it needs. */
export function updateReply(intent: Update, ctx: AssistantContext, focus?: string): CrmReply {
  const company = target(intent, ctx, focus);
  if (typeof company !== "string") return company;
  const { slots } = intent;
  const deals = ctx.opportunities.filter((o) =>
    o.company.toLowerCase().includes(company.toLowerCase()),
  );
  const refused = refusal(slots);
  if (refused) return { text: `${refused} **${company}** is unchanged.`, focus: company };
  // "went cold, drop the odds to 10": a figure said for the odds is the change, not a loss.
  if (slots.stage === LOST && !slots.probability)
    return {
      text: `${noLostStage} I can set **${company}**'s probability to 0% so it counts as lost, or leave it as it is. Set it to 0%?`,
      pending: { kind: "lost", company },
      focus: company,
    };
  if (slots.range && slots.amount === undefined)
    return {
      text: `Which amount should I record for **${company}**: **${usd(slots.range.min)}** or **${usd(slots.range.max)}**?`,
      pending: { kind: "update_opportunity", deal: { named: [company] }, slots },
      focus: company,
    };
  const updates = changesFor(deals[0], slots);
  if (Object.keys(updates).length === 0)
    return {
      text: `What should change for **${company}**: the stage, probability, amount or close date?`,
      pending: { kind: "update_opportunity", deal: { named: [company] }, slots },
      focus: company,
    };
  if (deals.length > 1 && !intent.all)
    return {
      text: `There are ${deals.length} deals named **${company}**: ${apart(deals)}. Which one do you mean? I change deals of one name together, so to change just one, open it in the pipeline. Update all ${deals.length}?`,
      pending: {
        kind: "update_opportunity",
        deal: { named: [company] },
        slots,
        sameName: deals,
      },
      focus: company,
    };
  return {
    text: `${updatedLine(company, updates)}${currencyNote(slots)}${roughNote(slots)}${stageNote(slots)}`,
    toolCalls: [{ toolName: "update_opportunity", input: { company, updates } }],
    focus: company,
  };
}

/** A reply that picked one of several deals of one name: the tool would change them all. */
export function oneOfSameName(company: string, deal: Opportunity, total: number): CrmReply {
  const all = total > 2 ? [`All ${total}`, "*all of them*"] : ["Both", "*both*"];
  return {
    text: `${all[0]} deals are named **${company}**, so from here I can't change only the ${usd(deal.amount)} one (closing ${day(deal.closeDate)}): open it in the pipeline and edit it there. Or say ${all[1]} to update all ${total}.`,
    focus: company,
  };
}
