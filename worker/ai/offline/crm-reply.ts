import type { AssistantContext, Opportunity, Stage } from "../../contracts/crm";
import { stages } from "../../contracts/crm";
import { asks, type Earlier, withFollowUp } from "./crm-follow-up";
import { type Intent, parseCommand } from "./crm-parse";
import type { ScriptedReply } from "./scripted-model";

const usd = (n: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(n);
const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** Typical win probability when the user names a stage but no probability. */
const stageProbability: Record<Stage, number> = {
  Discovery: 20,
  Proposal: 50,
  Negotiation: 75,
  "Closed Won": 100,
};

function addDays(today: string, n: number) {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function answer(
  topic: Extract<Intent, { kind: "question" }>["topic"],
  ctx: AssistantContext,
  today: string,
): string {
  const opps = ctx.opportunities;
  if (opps.length === 0 && topic !== "recent")
    return "The pipeline is empty right now — want me to add a deal?";
  const total = opps.reduce((s, o) => s + o.amount, 0);
  switch (topic) {
    case "total":
      return `Your pipeline totals **${usd(total)}** across **${opps.length}** deal${opps.length === 1 ? "" : "s"}.`;
    case "count":
      return `You have **${opps.length}** active deal${opps.length === 1 ? "" : "s"} worth ${usd(total)}.`;
    case "forecast": {
      const likely = opps.filter((o) => o.probability > 50);
      const value = likely.reduce((s, o) => s + (o.amount * o.probability) / 100, 0);
      return `The monthly forecast is **${usd(value)}** — weighted by probability over the ${likely.length} deal${likely.length === 1 ? "" : "s"} above 50%.`;
    }
    case "biggest": {
      const top = [...opps].sort((a, b) => b.amount - a.amount)[0]!;
      return `Your biggest deal is **${top.company}** at **${usd(top.amount)}** (${top.stage}, ${top.probability}%, closing ${day(top.closeDate)}).`;
    }
    case "by_stage":
      return [
        "Deals by stage:",
        "",
        ...stages.map((s) => {
          const inStage = opps.filter((o) => o.stage === s);
          return `- **${s}:** ${inStage.length} (${usd(inStage.reduce((x, o) => x + o.amount, 0))})`;
        }),
      ].join("\n");
    case "closing_month": {
      const month = today.slice(0, 7);
      const closing = opps.filter((o) => o.closeDate.startsWith(month));
      return closing.length
        ? [
            "Closing this month:",
            "",
            ...closing.map((o) => `- **${o.company}** — ${usd(o.amount)}, ${day(o.closeDate)}`),
          ].join("\n")
        : "No deals are set to close this month.";
    }
    case "recent":
      return ctx.recentActivities.length
        ? [
            "Recent activity:",
            "",
            ...ctx.recentActivities.map((a) => `- ${a.type}: **${a.subject}** with ${a.contact}`),
          ].join("\n")
        : "No activities logged yet.";
  }
}

function missing(fields: string[]): string {
  return fields.length === 1
    ? fields[0]!
    : `${fields.slice(0, -1).join(", ")} and ${fields.at(-1)}`;
}

/** The built-in assistant's reply (text and tool calls) to the latest message. */
export function crmReply(
  latest: string,
  ctx: AssistantContext,
  today: string,
  earlier?: Earlier,
): ScriptedReply {
  const companies = ctx.opportunities.map((o) => o.company);
  const intent = parseCommand(withFollowUp(latest, earlier, today, companies), today, companies);
  switch (intent.kind) {
    case "add_opportunity": {
      const needed = [
        !intent.company && "the company",
        intent.amount === undefined && "the amount",
      ].filter(Boolean) as string[];
      if (needed.length) return { text: `${asks.deal} ${missing(needed)}?` };
      const stage = intent.stage ?? "Discovery";
      const input = {
        company: intent.company!,
        amount: intent.amount!,
        stage,
        probability: intent.probability ?? stageProbability[stage],
        closeDate: intent.closeDate ?? addDays(today, 90),
      };
      const assumed = [
        !intent.stage && "stage Discovery",
        intent.probability === undefined && `${input.probability}% probability`,
        !intent.closeDate && `a close date of ${day(input.closeDate)}`,
      ].filter(Boolean) as string[];
      return {
        text: `Added **${input.company}** — ${usd(input.amount)}, ${stage}, ${input.probability}%, closing ${day(input.closeDate)}.${assumed.length ? ` I used ${missing(assumed)}; tell me if any of that should change.` : ""}`,
        toolCalls: [{ toolName: "add_opportunity", input }],
      };
    }
    case "add_activity": {
      const needed = [
        !intent.contact && "who it was with (Name - Company)",
        !intent.subject && "what it was about",
      ].filter(Boolean) as string[];
      if (needed.length) return { text: `${asks.activity} ${intent.type} — ${missing(needed)}?` };
      const input = {
        type: intent.type,
        contact: intent.contact!,
        subject: intent.subject!,
        ...(intent.notes ? { notes: intent.notes } : {}),
      };
      return {
        text: `Logged the ${intent.type} with **${input.contact}**: ${input.subject}.`,
        toolCalls: [{ toolName: "add_activity", input }],
      };
    }
    case "update_opportunity": {
      if (!intent.company) return { text: `${asks.whichDeal} Name the company.` };
      const matches = ctx.opportunities.filter((o: Opportunity) =>
        o.company.toLowerCase().includes(intent.company!.toLowerCase()),
      );
      if (matches.length === 0) {
        return {
          text: `I couldn't find a deal for **${intent.company}** in the pipeline. Deals: ${companies.join(", ") || "none yet"}.`,
        };
      }
      if (Object.keys(intent.updates).length === 0) {
        return {
          text: `${asks.whatChange} **${matches[0]!.company}** — stage, probability, amount or close date?`,
        };
      }
      const u = intent.updates;
      const changes = [
        u.stage && `stage → ${u.stage}`,
        u.probability !== undefined && `probability → ${u.probability}%`,
        u.amount !== undefined && `amount → ${usd(u.amount)}`,
        u.closeDate && `close date → ${day(u.closeDate)}`,
      ].filter(Boolean);
      return {
        text: `Updated **${matches.map((m) => m.company).join(", ")}**: ${changes.join(", ")}.`,
        toolCalls: [
          { toolName: "update_opportunity", input: { company: intent.company, updates: u } },
        ],
      };
    }
    case "question":
      return { text: answer(intent.topic, ctx, today) };
    case "help":
      return {
        text: [
          "I can help with your pipeline. Try:",
          "",
          "- *Add Initech, $40k, proposal, 60%, closing Dec 15*",
          "- *Log a call with Jane Roe - Initech about pricing*",
          "- *Move Initech to negotiation* or *set Initech probability to 80%*",
          "- *What's the pipeline total?* or *what closes this month?*",
        ].join("\n"),
      };
  }
}
