import type { AssistantContext, Opportunity } from "../../contracts/crm";
import { stages } from "../../contracts/crm";
import { readMonth, readPeriod } from "../../language/period";
import { listOf, usd } from "./crm-answer";
import type { CrmReply } from "./crm-follow-up";
import { namedCompanies } from "./crm-names";
import { questionTopics } from "./crm-topics";
import { parseStage } from "./crm-words";

/**
 * Two groups of deals set against each other ("Q4 vs Q1", "compare this quarter to next quarter",
 * "atlas vs northwind and meridian combined") and the gap between the biggest and the smallest
 * deal: each side is read as a question of its own (deals it names, a span of close dates, a
 * stage) and the totals are said side by side with their difference.
 */

interface Side {
  label: string;
  deals: Opportunity[];
  /** How many companies the side names (none when it is a span of dates or a stage). */
  byName?: number;
}

const primary = /\s+(?:vs\.?|versus|against|compared (?:to|with)|next to)\s+/i;

/** One side's deals: the companies it names, else its close dates, else its stage. */
function sideOf(words: string, ctx: AssistantContext, today: string): Side | undefined {
  const all = ctx.opportunities;
  const named = namedCompanies(words, [...new Set(all.map((o) => o.company))]);
  if (named.length && !/^\s*(?:this|next|last)\b/i.test(words)) {
    const label = `${listOf(named.map((n) => `**${n}**`))}${named.length > 1 ? " combined" : ""}`;
    return { label, deals: all.filter((o) => named.includes(o.company)), byName: named.length };
  }
  // "are we up or down on december": the span is said last in its side.
  const tail = words.trim().split(/\s+/).slice(-3).join(" ");
  const period =
    readMonth(words, today) ??
    readPeriod(words, today) ??
    readPeriod(`in ${words}`, today) ??
    readMonth(tail, today) ??
    readMonth(tail.split(" ").at(-1) ?? "", today);
  if (period)
    return {
      label: period.label.replace(/^in /, ""),
      deals: all.filter((o) => o.closeDate >= period.from && o.closeDate <= period.to),
    };
  const stage = parseStage(words);
  if (stage && (stages as readonly string[]).includes(stage))
    return { label: stage, deals: all.filter((o) => o.stage === stage) };
  return undefined;
}

/** The two sides of a comparison, or undefined when the words hold no two readable sides. */
function sidesOf(text: string, ctx: AssistantContext, today: string): [Side, Side] | undefined {
  const t = text.replace(/[?!.]+\s*$/, "").replace(/\b(?:pipeline|deals?|total|value)\b/gi, " ");
  let parts = t.split(primary);
  if (parts.length !== 2) {
    const compare = /^\s*(?:compare|how does|how do)\s+(.+?)\s+(?:to|with|and)\s+(.+)$/i.exec(t);
    parts = compare ? [compare[1]!, compare[2]!] : [];
  }
  if (parts.length !== 2) return undefined;
  const [a, b] = parts.map((p) => sideOf(p.replace(/^\s*compare\s+/i, ""), ctx, today));
  // Two single deals are compared deal by deal elsewhere (crm-views.ts), with their details.
  const oneDeal = (side: Side) => side.byName === 1;
  if (a && b && oneDeal(a) && oneDeal(b)) return undefined;
  return a && b ? [a, b] : undefined;
}

const total = (deals: Opportunity[]) => deals.reduce((sum, o) => sum + o.amount, 0);
const count = (n: number) => `${n} deal${n === 1 ? "" : "s"}`;

/** The answer to a comparison of two groups or of the extremes; undefined when it is neither. */
export function versusReply(
  text: string,
  ctx: AssistantContext,
  today: string,
): CrmReply | undefined {
  // Most requests compare nothing: one cheap look before reading any side.
  if (
    !/\b(?:gap|difference|spread|delta|vs\.?|versus|against|compared?|next to|how do(?:es)?)\b/i.test(
      text,
    )
  )
    return undefined;
  const topics = questionTopics(text);
  if (
    /\b(?:gap|difference|spread|delta)\b/i.test(text) &&
    topics.includes("biggest") &&
    topics.includes("smallest") &&
    ctx.opportunities.length >= 2
  ) {
    const sorted = [...ctx.opportunities].sort((x, y) => y.amount - x.amount);
    const [top, low] = [sorted[0]!, sorted.at(-1)!];
    return {
      text: `The gap is **${usd(top.amount - low.amount)}**: your biggest deal, **${top.company}**, is ${usd(top.amount)} and your smallest, **${low.company}**, is ${usd(low.amount)}.`,
    };
  }
  const sides = sidesOf(text, ctx, today);
  if (!sides) return undefined;
  const [a, b] = sides.map((s) => ({ ...s, sum: total(s.deals) }));
  const gap = Math.abs(a!.sum - b!.sum);
  const which =
    a!.sum === b!.sum
      ? "They are level."
      : `${a!.sum > b!.sum ? a!.label : b!.label} is ahead by **${usd(gap)}**.`;
  return {
    text: `${a!.label}: **${usd(a!.sum)}** (${count(a!.deals.length)}). ${b!.label}: **${usd(b!.sum)}** (${count(b!.deals.length)}). ${which}`,
  };
}
