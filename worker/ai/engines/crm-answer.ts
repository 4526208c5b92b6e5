import type { AssistantContext, Opportunity } from "../../contracts/crm";
import { stages } from "../../contracts/crm";
import type { Topic } from "./crm-parse";
import { shiftDate } from "./crm-words";

/** Answers over the dashboard's data: each a sentence or a short list, true to the figures. */

export const usd = (n: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(n);

export const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** "A", "A and B", "A, B and C". */
export const listOf = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
type Answer = { text: string; focus?: string };
type Deals = readonly Opportunity[];

const sum = (opps: Deals) => opps.reduce((s, o) => s + o.amount, 0);
const facts = (o: Opportunity) =>
  `${usd(o.amount)}, ${o.stage}, ${o.probability}%, closing ${day(o.closeDate)}`;

/** The deals, for a reply that has to say which ones exist. */
export function dealList(ctx: AssistantContext): string {
  const names = [...new Set(ctx.opportunities.map((o) => `**${o.company}**`))];
  return names.length ? `The deals are ${listOf(names)}.` : "The pipeline has no deals yet.";
}

function closing(opps: Deals, from: string, to: string, label: string): string {
  const due = opps
    .filter((o) => o.closeDate >= from && o.closeDate <= to && o.stage !== "Closed Won")
    .sort((a, b) => a.closeDate.localeCompare(b.closeDate));
  if (due.length)
    return [
      `Closing ${label}:`,
      "",
      ...due.map((o) => `- **${o.company}**: ${usd(o.amount)}, ${day(o.closeDate)}`),
    ].join("\n");
  const next = opps
    .filter((o) => o.closeDate > to && o.stage !== "Closed Won")
    .sort((a, b) => a.closeDate.localeCompare(b.closeDate))[0];
  return `No deals close ${label}.${next ? ` Next up: **${next.company}** on ${day(next.closeDate)}.` : ""}`;
}

/** The open deal(s) closing first or last; two on the same day are both named. */
function byClose(opps: Deals, which: "soonest" | "last"): Answer {
  const open = opps.filter((o) => o.stage !== "Closed Won");
  const sorted = [...open].sort((a, b) => a.closeDate.localeCompare(b.closeDate));
  const edge = which === "soonest" ? sorted[0] : sorted.at(-1);
  if (!edge) return { text: "Every deal in the pipeline is already Closed Won." };
  const same = open.filter((o) => o.closeDate === edge.closeDate);
  const names = listOf(same.map((o) => `**${o.company}**`));
  return {
    text: `${names} ${same.length > 1 ? "close" : "closes"} ${which}: ${same.map(facts).join("; ")}.`,
    ...(same.length === 1 ? { focus: edge.company } : {}),
  };
}

const monthName = (today: string) =>
  new Date(`${today}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", timeZone: "UTC" });

/** Each topic's answer over a non-empty pipeline, and the deal it was about, if one. */
const answers: Record<
  Exclude<Topic, "recent" | "untouched" | "missing_field" | "by_month" | "by_size" | "by_close">,
  (opps: Deals, today: string) => Answer
> = {
  median: (opps) => {
    const sorted = opps.map((o) => o.amount).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    return { text: `The median deal is **${usd(value)}** (of ${plural(opps.length, "deal")}).` };
  },
  average_probability: (opps) => {
    const open = opps.filter((o) => o.stage !== "Closed Won");
    if (!open.length) return { text: "Every deal in the pipeline is already Closed Won." };
    const mean = open.reduce((s, o) => s + o.probability, 0) / open.length;
    return {
      text: `The average probability is **${Math.round(mean)}%** across the ${plural(open.length, "open deal")}.`,
    };
  },
  newest: (opps) => {
    // The dashboard lists deals in the order they were added; no deal carries its creation date.
    const last = opps.at(-1)!;
    return {
      text: `**${last.company}** is the newest deal (it was added last): ${facts(last)}.`,
      focus: last.company,
    };
  },
  furthest_along: (opps) => {
    const open = opps.filter((o) => o.stage !== "Closed Won");
    const rank = (o: Opportunity) => stages.indexOf(o.stage) * 1000 + o.probability;
    const ahead = [...open].sort((a, b) => rank(b) - rank(a))[0];
    if (!ahead) return { text: "Every deal in the pipeline is already Closed Won." };
    return {
      text: `**${ahead.company}** is furthest along: ${facts(ahead)}.`,
      focus: ahead.company,
    };
  },
  all_deals: (opps) => filteredAnswer(opps, "in the pipeline"),
  win_rate: (opps) => {
    // No Closed Lost stage (docs/decisions/015): a lost deal is kept at 0%.
    const won = opps.filter((o) => o.stage === "Closed Won").length;
    const lost = opps.filter((o) => o.stage !== "Closed Won" && o.probability === 0).length;
    if (!won && !lost)
      return {
        text: "I can't give a win rate yet: no deal has closed (none is Closed Won, and none is marked lost at 0%).",
      };
    return {
      text: `Your win rate is **${Math.round((won / (won + lost)) * 100)}%**: ${won} won of ${plural(won + lost, "closed deal")} (a lost deal is the one kept at 0%).`,
    };
  },
  total: (opps) => ({
    text: `Your pipeline totals **${usd(sum(opps))}** across **${plural(opps.length, "deal")}**.`,
  }),
  count: (opps) => {
    // A Closed Won deal is no longer active: counted apart.
    const open = opps.filter((o) => o.stage !== "Closed Won");
    const won = opps.length - open.length;
    return {
      text: `You have **${plural(open.length, "active deal")}**, worth ${usd(sum(open))} in total${won ? `, and ${plural(won, "Closed Won deal")} worth ${usd(sum(opps) - sum(open))}` : ""}.`,
    };
  },
  forecast: (opps) => {
    const likely = opps.filter((o) => o.probability > 50);
    const value = likely.reduce((s, o) => s + (o.amount * o.probability) / 100, 0);
    return {
      text: `The monthly forecast is **${usd(value)}**: the ${plural(likely.length, "deal")} above 50%, each weighted by its probability.`,
    };
  },
  weighted: (opps) => {
    const open = opps.filter((o) => o.stage !== "Closed Won");
    const value = open.reduce((s, o) => s + (o.amount * o.probability) / 100, 0);
    const won = opps.length - open.length;
    return {
      text: `The weighted pipeline is **${usd(value)}**: the ${plural(open.length, "open deal")}, each amount times its probability (of ${usd(sum(open))} in total)${won ? `; ${plural(won, "Closed Won deal")} left out` : ""}.`,
    };
  },
  biggest: (opps) => {
    const top = [...opps].sort((a, b) => b.amount - a.amount)[0]!;
    return { text: `Your biggest deal is **${top.company}**: ${facts(top)}.`, focus: top.company };
  },
  smallest: (opps) => {
    const low = [...opps].sort((a, b) => a.amount - b.amount)[0]!;
    return { text: `Your smallest deal is **${low.company}**: ${facts(low)}.`, focus: low.company };
  },
  soonest: (opps) => byClose(opps, "soonest"),
  closes_last: (opps) => byClose(opps, "last"),
  oldest: (opps) => {
    // The dashboard lists deals in the order they were added; no deal carries its creation date.
    const first = opps[0]!;
    return {
      text: `**${first.company}** has been in the pipeline longest (it was added first): ${facts(first)}.`,
      focus: first.company,
    };
  },
  most_likely: (opps) => {
    const open = opps.filter((o) => o.stage !== "Closed Won");
    const best = [...open].sort((a, b) => b.probability - a.probability)[0];
    if (!best) return { text: "Every deal in the pipeline is already Closed Won." };
    return {
      text: `**${best.company}** is the most likely to close: ${facts(best)}.`,
      focus: best.company,
    };
  },
  least_likely: (opps) => {
    const open = opps.filter((o) => o.stage !== "Closed Won");
    const worst = [...open].sort((a, b) => a.probability - b.probability)[0];
    if (!worst) return { text: "Every deal in the pipeline is already Closed Won." };
    return {
      text: `**${worst.company}** is the least likely to close: ${facts(worst)}.`,
      focus: worst.company,
    };
  },
  average: (opps) => ({
    text: `The average deal is **${usd(sum(opps) / opps.length)}** (${plural(opps.length, "deal")}, ${usd(sum(opps))} in total).`,
  }),
  by_stage: (opps) => ({
    text: [
      "Deals by stage:",
      "",
      ...stages.map((s) => {
        const inStage = opps.filter((o) => o.stage === s);
        return `- **${s}:** ${inStage.length} (${usd(sum(inStage))})`;
      }),
    ].join("\n"),
  }),
  closing_this_month: (opps, today) => ({
    text: closing(opps, today, `${today.slice(0, 7)}-31`, `in ${monthName(today)}`),
  }),
  closing_next_month: (opps, today) => {
    const from = shiftDate(`${today.slice(0, 7)}-01`, 1, "month");
    return { text: closing(opps, from, `${from.slice(0, 7)}-31`, `in ${monthName(from)}`) };
  },
  closing_soon: (opps, today) => ({
    text: closing(opps, today, shiftDate(today, 1, "month"), "in the next month"),
  }),
};

/** One topic's answer, and the deal it was about (for "move it to …" next). */
export function answer(
  topic: Exclude<Topic, "by_month" | "by_size" | "by_close">,
  ctx: AssistantContext,
  today: string,
): Answer {
  if (topic === "untouched") return untouched(ctx);
  if (topic === "missing_field")
    return {
      text: "Every deal has a close date, an amount, a stage and a probability: the dashboard doesn't save a deal without all four. Ask me which close soonest or which are smallest to find the ones to check.",
    };
  if (topic === "recent")
    return {
      text: ctx.recentActivities.length
        ? [
            "Recent activity:",
            "",
            ...ctx.recentActivities.map((a) => `- ${a.type} with ${a.contact}: **${a.subject}**`),
          ].join("\n")
        : "No activities are logged yet.",
    };
  if (ctx.opportunities.length === 0)
    return { text: "The pipeline is empty right now. Want me to add a deal?" };
  return answers[topic](ctx.opportunities, today);
}

/**
 * "Who haven't we talked to?": the dashboard keeps the latest activities without a date the
 * engine can compare, so it says so and names the open deals with none of them.
 */
function untouched(ctx: AssistantContext): Answer {
  const quiet = quietDeals(ctx);
  const names = listOf([...new Set(quiet.map((o) => `**${o.company}**`))]);
  return {
    text: `I can't see when each activity happened, only the latest ${plural(ctx.recentActivities.length, "activity", "activities")}. ${quiet.length ? `Open deals with none of them: ${names}.` : "Every open deal has one of them."}`,
  };
}

/** The open deals with none of the recent activities (whose contact names their company). */
export function quietDeals(ctx: AssistantContext): Deals {
  const said = ctx.recentActivities.map((a) => a.contact.toLowerCase());
  return ctx.opportunities.filter(
    (o) => o.stage !== "Closed Won" && !said.some((c) => c.includes(o.company.toLowerCase())),
  );
}

/** Deals kept by a question's filters ("closing this quarter", "over $100k"), and their total. */
export function filteredAnswer(deals: Deals, label: string): Answer {
  if (!deals.length) return { text: `No deals ${label}.` };
  return {
    text: [
      `Deals ${label}: **${deals.length}**, worth **${usd(sum(deals))}** in total:`,
      "",
      ...deals.map((o) => `- **${o.company}**: ${facts(o)}`),
    ].join("\n"),
    ...(deals.length === 1 ? { focus: deals[0]!.company } : {}),
  };
}

/** A deal's figures and what the recent activities say about its company. */
export function companyAnswer(company: string, ctx: AssistantContext): string {
  const deals = ctx.opportunities.filter((o) => o.company === company);
  const lower = company.toLowerCase();
  const done = ctx.recentActivities.filter((a) => a.contact.toLowerCase().includes(lower));
  const figures =
    deals.length === 1
      ? `**${company}**: ${facts(deals[0]!)}.`
      : `**${company}** has ${deals.length} deals: ${deals.map(facts).join("; ")}.`;
  const history = done.length
    ? ` Recent activity: ${listOf(done.map((a) => `${a.type === "email" ? "an" : "a"} ${a.type} with ${a.contact.split(/\s+-\s+/)[0]} (“${a.subject}”)`))}.`
    : " No recent activity with them is logged.";
  return figures + history;
}
