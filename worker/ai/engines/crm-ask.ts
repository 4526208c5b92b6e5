import type { AssistantContext } from "../../contracts/crm";
import { nameCased } from "../../language/name-cased";
import { answer, companyAnswer, day, dealList, filteredAnswer, usd } from "./crm-answer";
import type { CrmReply } from "./crm-follow-up";
import type { Intent } from "./crm-parse";
import { stageAnswer } from "./crm-stages";
import { byMonthAnswer, compareAnswer, sortedAnswer } from "./crm-views";

/**
 * A question about the pipeline answered from its typed filters and topics: the deals it leaves
 * out by name, open deals only, a period and amounts, stages, then named deals, then each topic.
 */

/** Topics a stage's own answer already gives: its deals, their count and total. */
const stageTotals = new Set(["total", "count", "by_stage", "closing_soon", "all_deals"]);

type Question = Extract<Intent, { kind: "question" }>;

/** Topics a filtered list already gives: the deals kept, their count and total. */
const listTotals = new Set([
  "total",
  "count",
  "closing_soon",
  "closing_this_month",
  "closing_next_month",
]);

/** A question with filters: the topic over the deals they keep, or those deals and their total. */
function filtered(intent: Question, ctx: AssistantContext, today: string): CrmReply {
  const { period, amounts, stages } = intent;
  const measure = (o: { probability: number; amount: number }) =>
    amounts?.percent ? o.probability : o.amount;
  // A span of close dates is about open deals, unless the wins are asked for ("won this month").
  const won = stages?.includes("Closed Won");
  const kept = ctx.opportunities.filter(
    (o) =>
      (!stages?.length || stages.includes(o.stage)) &&
      (!period ||
        ((won || o.stage !== "Closed Won") &&
          o.closeDate >= period.from &&
          o.closeDate <= period.to)) &&
      (amounts?.min === undefined ||
        measure(o) > amounts.min ||
        (amounts.inclusive && measure(o) === amounts.min)) &&
      (amounts?.max === undefined ||
        measure(o) < amounts.max ||
        (amounts.inclusive && measure(o) === amounts.max)),
  );
  const label = [
    amounts?.min !== undefined &&
      (amounts.percent
        ? `with a probability ${amounts.inclusive ? "of at least" : "over"} ${amounts.min}%`
        : `${amounts.inclusive ? "of at least" : "over"} ${usd(amounts.min)}`),
    amounts?.max !== undefined &&
      (amounts.percent
        ? `with a probability ${amounts.inclusive ? "of at most" : "under"} ${amounts.max}%`
        : `${amounts.inclusive ? "of at most" : "under"} ${usd(amounts.max)}`),
    stages?.length && `in ${stages.join(" or ")}`,
    period && `closing ${period.label.startsWith("by ") ? `by ${day(period.to)}` : period.label}`,
  ]
    .filter(Boolean)
    .join(", ");
  // The monthly forecast is this month's; over a span or a filter, the weighted value is meant.
  const asked = intent.topics
    .filter((t) => !listTotals.has(t))
    .map((t) => (t === "forecast" ? "weighted" : t));
  if (!asked.length || !kept.length) return filteredAnswer(kept, label);
  return ask(
    { ...intent, period: undefined, amounts: undefined, stages: undefined, topics: asked },
    { ...ctx, opportunities: kept },
    today,
  );
}

export function ask(intent: Question, ctx: AssistantContext, today: string): CrmReply {
  const { deal } = intent;
  if (intent.without?.length) {
    const left = intent.without;
    return ask(
      { ...intent, without: undefined },
      { ...ctx, opportunities: ctx.opportunities.filter((o) => !left.includes(o.company)) },
      today,
    );
  }
  if (intent.compare && deal?.named.length === 2)
    return compareAnswer(deal.named[0]!, deal.named[1]!, ctx);
  if (intent.open && !deal?.named.length && !intent.stages?.length) {
    const open = ctx.opportunities.filter((o) => o.stage !== "Closed Won");
    const topics = intent.topics.length ? intent.topics : (["all_deals"] as const);
    return ask(
      { ...intent, open: undefined, topics: [...topics] },
      { ...ctx, opportunities: open },
      today,
    );
  }
  if ((intent.period || intent.amounts) && !deal?.named.length) return filtered(intent, ctx, today);
  if (intent.stages?.length) {
    const asked = intent.topics.filter((t) => !stageTotals.has(t));
    if (!asked.length) return stageAnswer(intent.stages, ctx);
    // "The biggest deal in Proposal": the topic over that stage's deals.
    const inStages = ctx.opportunities.filter((o) => intent.stages!.includes(o.stage));
    return ask(
      { ...intent, stages: undefined, topics: asked },
      { ...ctx, opportunities: inStages },
      today,
    );
  }
  if (deal?.named.length === 1 && intent.topics.length === 0)
    return { text: companyAnswer(deal.named[0]!, ctx), focus: deal.named[0] };
  // "northwind's weighted value": the deal, and its amount times its probability.
  const one =
    deal?.named.length === 1 && ctx.opportunities.find((o) => o.company === deal.named[0]);
  if (one && intent.topics.some((t) => t === "weighted" || t === "forecast"))
    return {
      text: `${companyAnswer(one.company, ctx)} Weighted by its probability, it's worth **${usd(Math.round((one.amount * one.probability) / 100))}**.`,
      focus: one.company,
    };
  if (deal?.named.length) {
    // "northwind plus meridian", "if both close": several deals asked together, and their sum.
    const sum = ctx.opportunities
      .filter((o) => deal.named.includes(o.company))
      .reduce((n, o) => n + o.amount, 0);
    const together = intent.sum ? [`Together they come to **${usd(sum)}**.`] : [];
    return { text: [...deal.named.map((c) => companyAnswer(c, ctx)), ...together].join("\n\n") };
  }
  if (deal?.said && intent.topics.length === 0)
    return { text: `I don't see **${nameCased(deal.said)}** in the pipeline. ${dealList(ctx)}` };
  // "top 2 deals", "our three smallest": the first few by size.
  const ranked = intent.topics.find((t) => t === "biggest" || t === "smallest");
  if (intent.first && ranked)
    return sortedAnswer(
      ctx.opportunities,
      ranked === "biggest" ? "size" : "smallest",
      intent.first,
    );
  const parts = intent.topics.map((t) =>
    t === "by_month"
      ? byMonthAnswer(ctx.opportunities)
      : t === "by_size" || t === "by_close"
        ? sortedAnswer(ctx.opportunities, t === "by_size" ? "size" : "close")
        : answer(t, ctx, today),
  );
  return {
    text: parts.map((p) => p.text).join(parts.some((p) => p.text.includes("\n")) ? "\n\n" : " "),
    focus: parts.length === 1 ? parts[0]!.focus : undefined,
  };
}
