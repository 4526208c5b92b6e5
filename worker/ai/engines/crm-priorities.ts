import type { AssistantContext, Opportunity } from "../../contracts/crm";
import { readPeriod } from "../../language/period";
import { day, listOf, quietDeals, usd } from "./crm-answer";
import type { CrmReply } from "./crm-follow-up";
import { namedCompanies } from "./crm-names";
import { shiftDate } from "./crm-words";

/**
 * A rep's working questions over the pipeline (docs/decisions/033): what to work on first
 * ("which one should I focus on this week?", "what should I do next") and what is late or stuck
 * ("anything overdue?", "which deals slipped"). Read from the open deals' close dates, stages
 * and probabilities, and the recent activities — the figures the dashboard shows.
 */

const FOCUS =
  /\b(?:focus(?:ing)? on|prioriti[sz]e|priorit(?:y|ies)|most urgent|anything urgent|spend (?:my|our) time|top of (?:my|our|the) list|(?:work on|chase|tackle|call) (?:first|next|today|this week)|what (?:should|do) (?:i|we) (?:do|tackle|look at|work on|chase)\b|where (?:should|do) (?:i|we) start)/i;
const LATE =
  /\b(?:overdue|past (?:its|their|the) (?:close|closing)(?: dates?)?|past due|slipped|slipping|missed (?:its|their|the) (?:close|closing)|stuck|behind schedule)\b/i;

type Deals = readonly Opportunity[];
const open = (ctx: AssistantContext) => ctx.opportunities.filter((o) => o.stage !== "Closed Won");
const byClose = (deals: Deals) => [...deals].sort((a, b) => a.closeDate.localeCompare(b.closeDate));
const weighted = (o: Opportunity) => (o.amount * o.probability) / 100;
const line = (o: Opportunity) =>
  `${usd(o.amount)} in ${o.stage} at ${o.probability}%, closing ${day(o.closeDate)}`;

/** Open deals whose close date has passed, oldest first. */
function late(ctx: AssistantContext, today: string): Deals {
  return byClose(open(ctx).filter((o) => o.closeDate < today));
}

function lateList(deals: Deals): string {
  return [
    `${deals.length === 1 ? "One open deal is" : `${deals.length} open deals are`} past ${deals.length === 1 ? "its" : "their"} close date:`,
    "",
    ...deals.map(
      (o) => `- **${o.company}**: ${usd(o.amount)}, ${o.stage}, due ${day(o.closeDate)}`,
    ),
    "",
    "Move the date, or the stage if it's won.",
  ].join("\n");
}

/** "anything stuck?": deals past their close date, then deals with no recent activity. */
function lateReply(ctx: AssistantContext, today: string): CrmReply {
  const overdue = late(ctx, today);
  if (overdue.length)
    return {
      text: lateList(overdue),
      ...(overdue.length === 1 ? { focus: overdue[0]!.company } : {}),
    };
  const next = byClose(open(ctx))[0];
  const silent = quietDeals(ctx);
  const activity = silent.length
    ? ` None of the latest activities is with ${listOf(silent.map((o) => `**${o.company}**`))}.`
    : "";
  return {
    text: `No open deal is past its close date.${activity}${next ? ` The next to close is **${next.company}** on ${day(next.closeDate)}.` : ""}`,
  };
}

/**
 * "what should I focus on?": anything past its date first, then the deals closing in the next
 * 30 days by close date, else the open deal worth most at its probability.
 */
function focusReply(latest: string, ctx: AssistantContext, today: string): CrmReply {
  const deals = open(ctx);
  if (!deals.length) return { text: "There are no open deals to work on. Want me to add one?" };
  const overdue = late(ctx, today);
  if (overdue.length)
    return { text: `Start here. ${lateList(overdue)}`, focus: overdue[0]!.company };
  const soon = byClose(deals.filter((o) => o.closeDate <= shiftDate(today, 30, "day")));
  const period = readPeriod(latest, today);
  const none =
    period && !deals.some((o) => o.closeDate >= period.from && o.closeDate <= period.to)
      ? `Nothing closes ${period.label}, so `
      : "";
  const [first, second] = soon.length ? soon : [...deals].sort((a, b) => weighted(b) - weighted(a));
  const why = soon.length
    ? "the first to close"
    : "worth the most at its probability, as nothing closes in the next 30 days";
  const then = second ? ` Then **${second.company}**: ${line(second)}.` : "";
  return {
    text: `${none ? `${none}start` : "Start"} with **${first!.company}**, ${why}: ${line(first!)}.${then}`,
    focus: first!.company,
  };
}

/** The reply to a question about priorities or late deals, if the message asks one. */
export function prioritiesReply(
  latest: string,
  ctx: AssistantContext,
  today: string,
): CrmReply | undefined {
  // "should I focus on Atlas?" is about that deal.
  if (
    namedCompanies(
      latest,
      ctx.opportunities.map((o) => o.company),
    ).length
  )
    return undefined;
  if (LATE.test(latest)) return lateReply(ctx, today);
  if (FOCUS.test(latest)) return focusReply(latest, ctx, today);
  return undefined;
}
