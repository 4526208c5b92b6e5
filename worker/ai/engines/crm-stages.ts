import type { AssistantContext, Opportunity, Stage } from "../../contracts/crm";
import { day, listOf, usd } from "./crm-answer";

/**
 * A question about some stages ("what's sitting in Proposal?", "how much is in negotiation?"):
 * each named stage's deals and total, and nothing of the stages not asked about.
 */

const line = (o: Opportunity) =>
  `- **${o.company}**: ${usd(o.amount)}, ${o.probability}%, closing ${day(o.closeDate)}`;

function oneStage(stage: Stage, deals: readonly Opportunity[]): string {
  if (!deals.length) return `**${stage}** has no deals right now.`;
  const total = deals.reduce((s, o) => s + o.amount, 0);
  const count = `${deals.length} ${deals.length === 1 ? "deal" : "deals"}`;
  return [`**${stage}** holds **${count}** worth **${usd(total)}**:`, "", ...deals.map(line)].join(
    "\n",
  );
}

/** Each stage's deals and total, in pipeline order; the deal it was about when there is one. */
export function stageAnswer(
  stages: readonly Stage[],
  ctx: AssistantContext,
): { text: string; focus?: string } {
  const inStage = (s: Stage) => ctx.opportunities.filter((o) => o.stage === s);
  const parts = stages.map((s) => oneStage(s, inStage(s)));
  const all = stages.flatMap(inStage);
  const together =
    stages.length > 1 && all.length
      ? [
          `Together, ${listOf(stages.map((s) => `**${s}**`))} hold ${usd(all.reduce((s, o) => s + o.amount, 0))}.`,
        ]
      : [];
  return {
    text: [...parts, ...together].join("\n\n"),
    ...(all.length === 1 ? { focus: all[0]!.company } : {}),
  };
}
