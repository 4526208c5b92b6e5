import type { AssistantContext, Opportunity } from "../../contracts/crm";
import { day, listOf, usd } from "./crm-answer";

/**
 * Two more ways of looking at the pipeline: two deals side by side ("is Atlas bigger than
 * Northwind?") and the open deals grouped by the month they close in.
 */

const monthOf = (iso: string) =>
  new Date(`${iso.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** Two named deals: each amount, which is bigger and by how much, and their odds. */
export function compareAnswer(a: string, b: string, ctx: AssistantContext): { text: string } {
  const find = (c: string) => ctx.opportunities.filter((o) => o.company === c);
  const [x, y] = [find(a), find(b)];
  const worth = (deals: Opportunity[]) => deals.reduce((s, o) => s + o.amount, 0);
  const odds = (deals: Opportunity[]) => deals.map((o) => `${o.probability}%`).join(", ");
  const big = worth(x) >= worth(y) ? a : b;
  const gap = Math.abs(worth(x) - worth(y));
  return {
    text: `**${a}** is ${usd(worth(x))} (${odds(x)}) and **${b}** ${usd(worth(y))} (${odds(y)}). ${
      gap ? `**${big}** is bigger by **${usd(gap)}**.` : "They are worth the same."
    } Together they come to ${usd(worth(x) + worth(y))}.`,
  };
}

/** The open deals by the month they close in, earliest month first, each with its total. */
export function byMonthAnswer(opps: readonly Opportunity[]): { text: string; focus?: string } {
  const open = opps
    .filter((o) => o.stage !== "Closed Won")
    .sort((p, q) => p.closeDate.localeCompare(q.closeDate));
  if (!open.length) return { text: "No open deals: every deal in the pipeline is Closed Won." };
  const months = [...new Set(open.map((o) => o.closeDate.slice(0, 7)))];
  return {
    text: [
      "Open deals by close month:",
      "",
      ...months.map((m) => {
        const due = open.filter((o) => o.closeDate.startsWith(m));
        const total = due.reduce((s, o) => s + o.amount, 0);
        return `- **${monthOf(m)}:** ${usd(total)} (${listOf(due.map((o) => o.company))})`;
      }),
    ].join("\n"),
  };
}

/** Every deal biggest first, or every open deal soonest close first. */
export function sortedAnswer(
  opps: readonly Opportunity[],
  by: "size" | "close" | "smallest",
  first = opps.length,
): { text: string; focus?: string } {
  const shown = (
    by === "close"
      ? opps
          .filter((o) => o.stage !== "Closed Won")
          .sort((p, q) => p.closeDate.localeCompare(q.closeDate))
      : [...opps].sort((p, q) => (by === "size" ? q.amount - p.amount : p.amount - q.amount))
  ).slice(0, first);
  if (!shown.length) return { text: "The pipeline has no open deals." };
  const some = first < opps.length ? `The ${shown.length} ` : "";
  return {
    text: [
      by === "close"
        ? "Open deals by close date, soonest first:"
        : some
          ? `${some}${by === "size" ? "biggest" : "smallest"} deals:`
          : `Deals by size, ${by === "size" ? "biggest" : "smallest"} first:`,
      "",
      ...shown.map(
        (o, i) =>
          `${i + 1}. **${o.company}**: ${usd(o.amount)}, ${o.stage}, ${o.probability}%, closing ${day(o.closeDate)}`,
      ),
    ].join("\n"),
  };
}
