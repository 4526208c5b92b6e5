import type { AssistantContext, Opportunity } from "../../contracts/crm";
import { weekOrder } from "../../language/vocabulary";
import type { Carry, CrmReply } from "./crm-follow-up";
import { crmReply } from "./crm-reply";

/**
 * A message that asks for two changes ("add Orbit at 60k and log a call with Dana about pricing",
 * "called Sarah, then moved Northwind to negotiation"): each part is read as its own request, the
 * second against the pipeline the first leaves, and the reply makes both tool calls.
 */

/** Where a second request starts: "then …", or "and" before a verb that asks for a change. */
const secondRequest =
  /\s*,?\s+(?:and\s+)?then\s+(?=\w)|,?\s+and\s+(?:also\s+)?(?=(?:log|add|create|put|move|mark|push|bump|set|update|change|call(?:ed)?|e-?mailed|phoned|rang|met|moved|marked|pushed|bumped|updated|changed|sent)\b)/i;

/** The message cut where a second request starts; one part when it asks for one thing. */
export function requestsIn(text: string): string[] {
  const at = secondRequest.exec(text);
  if (!at || at.index < 3) return [text];
  const rest = text.slice(at.index + at[0].length);
  return rest.trim() ? [text.slice(0, at.index), rest] : [text];
}

/** The pipeline as the dashboard will show it once a reply's tool calls are applied. */
function after(ctx: AssistantContext, reply: CrmReply): AssistantContext {
  let { opportunities, recentActivities } = ctx;
  for (const call of reply.toolCalls ?? []) {
    const input = call.input as Record<string, unknown>;
    if (call.toolName === "add_opportunity")
      opportunities = [
        ...opportunities,
        { id: `new-${opportunities.length}`, ...(input as Omit<Opportunity, "id">) },
      ];
    if (call.toolName === "add_activity")
      recentActivities = [
        input as AssistantContext["recentActivities"][number],
        ...recentActivities,
      ];
  }
  return { opportunities, recentActivities };
}

/** What a reply leaves for the next message: its question, its deal, its list, its contact. */
export function carriedFrom(reply: CrmReply, ctx: AssistantContext, before: Carry): Carry {
  const companies = new Set(ctx.opportunities.map((o) => o.company));
  const listed = [
    ...new Set([...reply.text.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!)),
  ].filter((n) => companies.has(n));
  const logged = reply.toolCalls?.find((c) => c.toolName === "add_activity")?.input as
    | { contact?: string }
    | undefined;
  const contact = logged?.contact ?? before.contact;
  return {
    pending: reply.pending,
    focus: reply.focus ?? before.focus,
    ...(listed.length > 1 ? { listed } : {}),
    ...(contact ? { contact } : {}),
  };
}

const ordinal = new RegExp(
  String.raw`\bthe (${Object.keys(weekOrder).join("|")}) (?:one|deal|opp\w*|company)\b`,
  "i",
);
/** "her" or "him" after a verb of an activity: the person of the activity logged last. */
const personPronoun =
  /\b((?:to|with|for|called|e-?mailed|rang|phoned|met|told|sent|texted|pinged)\s+)(her|him)\b/i;

/** The latest message with "the second one" and "her" replaced by whom they mean. */
function withReferents(latest: string, carry: Carry): string {
  let said = latest;
  const nth = ordinal.exec(said);
  if (nth && carry.listed) {
    const word = nth[1]!.toLowerCase();
    const deal = word === "last" ? carry.listed.at(-1) : carry.listed[weekOrder[word]! - 1];
    if (deal) said = said.replace(nth[0], deal);
  }
  const [person, company] = carry.contact?.split(/\s+-\s+/) ?? [];
  if (person && company)
    said = said.replace(personPronoun, (_, verb: string) => `${verb}${person} at ${company}`);
  return said;
}

/** The reply to the latest message, each request in it answered in turn. */
export function replyToSteps(
  latest: string,
  ctx: AssistantContext,
  today: string,
  carry: Carry = {},
): CrmReply {
  const said = withReferents(latest, carry);
  const parts = requestsIn(said);
  const first = crmReply(parts[0]!, ctx, today, carry);
  if (parts.length === 1 || !first.toolCalls?.length)
    return parts.length === 1 ? first : crmReply(said, ctx, today, carry);
  const second = crmReply(parts[1]!, after(ctx, first), today, {
    focus: first.focus ?? carry.focus,
  });
  return {
    text: `${first.text} ${second.text}`,
    toolCalls: [...first.toolCalls, ...(second.toolCalls ?? [])],
    ...(second.pending ? { pending: second.pending } : {}),
    focus: second.focus ?? first.focus,
  };
}
