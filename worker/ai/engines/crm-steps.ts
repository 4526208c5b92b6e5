import type { AssistantContext, Opportunity } from "../../contracts/crm";
import { weekOrder } from "../../language/vocabulary";
import { personAsked } from "./crm-done";
import { eachPerson } from "./crm-each-person";
import type { Carry, CrmReply } from "./crm-follow-up";
import { namedCompanies } from "./crm-names";
import { oneCallPerDeal } from "./crm-one-change";
import { CORRECTING, correcting, redone } from "./crm-redo";
import { crmReply } from "./crm-reply";
import { stageGroup } from "./crm-stage-group";

/**
 * A message that asks for two changes ("add Orbit at 60k and log a call with Dana about pricing",
 * "called Sarah, then moved Northwind to negotiation"): each part is read as its own request, the
 * second against the pipeline the first leaves, and the reply makes both tool calls.
 */

/**
 * Where a second request starts: "then …", "and" before a verb that asks for a change, or "and"
 * before a question ("add Yarrow at 30k and what's the total now?").
 */
const secondRequest =
  /\s*,?\s+(?:and\s+)?then\s+(?=\w)|,?\s+and\s+(?:also\s+)?(?=(?:log|add|create|put|move|mark|push|bump|set|update|change|call(?:ed)?|e-?mailed|phoned|rang|met|moved|marked|pushed|bumped|updated|changed|sent)\b)|[,;]?\s+and\s+(?=(?:what(?:'s)?|how|which|who)\b[^?]*\?\s*$)/i;

/** The message cut where a second request starts; one part when it asks for one thing. */
export function requestsIn(text: string): string[] {
  const at = secondRequest.exec(text);
  if (!at || at.index < 3) return [text];
  const rest = text.slice(at.index + at[0].length);
  return rest.trim() ? [text.slice(0, at.index), rest] : [text];
}

/**
 * "Atlas to proposal, Meridian to closed won": a list of changes, each clause naming its own
 * deal; cut before each clause that opens with a company other than the one before it.
 */
export function dealClauses(text: string, companies: readonly string[]): string[] {
  const cuts = [...text.matchAll(/\s*(?:[,;]\s*(?:and\s+|then\s+)?|\s+and\s+)/g)];
  const parts: string[] = [];
  let from = 0;
  let last = namedCompanies(text.slice(0, cuts[0]?.index ?? text.length), companies);
  if (last.length !== 1) return [text];
  for (const cut of cuts) {
    const next = text.slice(cut.index + cut[0].length);
    const opens = namedCompanies(next.split(/\s+/).slice(0, 3).join(" "), companies);
    if (opens.length !== 1 || opens[0] === last[0]) continue;
    parts.push(text.slice(from, cut.index));
    from = cut.index + cut[0].length;
    last = opens;
  }
  return parts.length ? [...parts, text.slice(from)] : [text];
}

const wordsOf = (company: string) =>
  company
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 2);

/**
 * "move Northwind and Meridian to negotiation": one change to each deal of a list, each deal
 * said by a word of its own (two deals sharing the word said are asked about, not both changed).
 */
function sharedChange(
  said: string,
  ctx: AssistantContext,
  today: string,
  carry: Carry,
): CrmReply | undefined {
  const named = namedCompanies(
    said,
    ctx.opportunities.map((o) => o.company),
  );
  if (named.length < 2 || named.length > 4 || !/,|\band\b|&|\bboth\b/i.test(said)) return undefined;
  const lower = ` ${said.toLowerCase().replace(/[^\w\s]/g, " ")} `;
  const ownSaid = (c: string) =>
    wordsOf(c).filter(
      (w) => lower.includes(` ${w} `) && !named.some((o) => o !== c && wordsOf(o).includes(w)),
    );
  if (named.some((c) => !ownSaid(c).length)) return undefined;
  // In the order the message names them.
  const at = (c: string) => Math.min(...ownSaid(c).map((w) => lower.indexOf(` ${w} `)));
  const each = [...named]
    .sort((a, b) => at(a) - at(b))
    .map((c) => {
      const others = named.filter((o) => o !== c).flatMap(ownSaid);
      const text = others.reduce((t, w) => t.replace(new RegExp(`\\b${w}\\b`, "gi"), " "), said);
      return crmReply(
        text.replace(/\s+(?:and|&|,)\s+(?=(?:and|&|,|to|into)\b)/gi, " "),
        ctx,
        today,
        carry,
      );
    });
  const updates = each.every(
    (r) => r.toolCalls?.length === 1 && r.toolCalls[0]!.toolName === "update_opportunity",
  );
  return updates
    ? { text: each.map((r) => r.text).join(" "), toolCalls: each.flatMap((r) => r.toolCalls!) }
    : undefined;
}

/** "and Northwind too", "same for Atlas": the last change, made to the deal named now. */
const sameAgain =
  /\b(?:too|as well)\s*[.!]*$|^(?:and\s+)?(?:the\s+)?same (?:for|with|goes for)\b|^ditto\b/i;
function repeated(said: string, ctx: AssistantContext, carry: Carry): CrmReply | undefined {
  // "sorry, I meant Meridian": the change was meant for another deal.
  const fix = correcting(said);
  if (!carry.changed || carry.added || !(sameAgain.test(said) || fix)) return undefined;
  const companies = ctx.opportunities.map((o) => o.company);
  // "not atlas, northwind", "northwind, not atlas": the deal taken back is not the one meant.
  const takenBack = [...said.matchAll(/\bnot\s+(?:the\s+)?([\w&'-]+(?:\s+[\w&'-]+)?)/gi)].flatMap(
    (m) => namedCompanies(m[1]!, companies),
  );
  const named = namedCompanies(said, companies).filter((c) => !takenBack.includes(c));
  if (named.length !== 1) return undefined;
  const company = named[0]!;
  if (company === carry.focus) return undefined;
  const undo =
    fix && carry.focus
      ? ` **${carry.focus}** keeps the change: use its **Undo** button if it shouldn't.`
      : "";
  return {
    text: `Updated **${company}** the same way.${undo}`,
    toolCalls: [{ toolName: "update_opportunity", input: { company, updates: carry.changed } }],
    focus: company,
  };
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
    if (call.toolName === "update_opportunity") {
      const { company, updates } = input as { company: string; updates: Partial<Opportunity> };
      opportunities = opportunities.map((o) => (o.company === company ? { ...o, ...updates } : o));
    }
    if (call.toolName === "add_activity")
      recentActivities = [
        input as AssistantContext["recentActivities"][number],
        ...recentActivities,
      ];
  }
  return { opportunities, recentActivities };
}

/** The deal of a contact logged as "Person - Company", when the pipeline holds it. */
const dealOf = (contact: string | undefined, companies: Set<string>) => {
  const company = contact?.split(/\s+-\s+/)[1];
  return company && companies.has(company) ? company : undefined;
};

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
  const updated = reply.toolCalls?.filter((c) => c.toolName === "update_opportunity") ?? [];
  const added = reply.toolCalls?.filter((c) => c.toolName === "add_opportunity") ?? [];
  // A deal just added can be corrected like a change: "oops, 65k" is its amount.
  const { company: _company, ...fields } = (added[0]?.input ?? {}) as Record<string, unknown>;
  const changed =
    updated.length === 1
      ? (updated[0]!.input as { updates?: Record<string, unknown> }).updates
      : added.length === 1 && !updated.length
        ? fields
        : undefined;
  return {
    ...(changed ? { changed } : {}),
    ...(changed && !updated.length ? { added: true } : {}),
    ...(reply.asked ? { asked: reply.asked } : {}),
    pending: reply.pending,
    // "called sarah…", then "bump it to 80%": "it" is the deal of the person just logged.
    focus: reply.focus ?? dealOf(logged?.contact, companies) ?? before.focus,
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
  // "I just called her" after "call sarah tomorrow" was refused: the person of that request.
  else if (carry.pending?.kind === "done") {
    const asked = personAsked(carry.pending.said);
    if (asked) said = said.replace(personPronoun, (_, verb: string) => `${verb}${asked}`);
  }
  return said;
}

/** The reply to the latest message, each request in it answered in turn. */
export function replyToSteps(
  latest: string,
  ctx: AssistantContext,
  today: string,
  carry: Carry = {},
): CrmReply {
  const group = stageGroup(withReferents(latest, carry), ctx);
  if (group?.kind === "empty") return { text: `No deals are in **${group.stage}** right now.` };
  const said = group?.said ?? withReferents(latest, carry);
  if (group && group.companies.length > 1) {
    const each = sharedChange(said, ctx, today, carry);
    if (each) return each;
  }
  // "make that the 27th" after Jan 20: the day in the month just set, before "that" is a deal.
  const fixed = CORRECTING.test(said) ? redone(said, ctx, today, carry) : undefined;
  if (fixed) return fixed;
  const clauses = dealClauses(
    said,
    ctx.opportunities.map((o) => o.company),
  );
  if (clauses.length > 1) {
    const each = clauses.map((c) => crmReply(c, ctx, today, carry));
    // Only a list of changes, each made: else the message is read whole.
    if (
      each.every(
        (r) => r.toolCalls?.length === 1 && r.toolCalls[0]!.toolName === "update_opportunity",
      )
    )
      return {
        text: each.map((r) => r.text).join(" "),
        toolCalls: each.flatMap((r) => r.toolCalls ?? []),
        focus: each.at(-1)!.focus,
      };
  }
  const both = eachPerson(said, ctx, (text) => crmReply(text, ctx, today, carry));
  if (both) return both;
  const parts = requestsIn(said);
  const first = crmReply(parts[0]!, ctx, today, carry);
  // "called sarah and moved northwind to negotiation": the first request lacks a detail; the
  // second is made and the first's question asked, not the two read as one.
  if (parts.length === 2 && !first.toolCalls?.length && first.pending) {
    const second = crmReply(parts[1]!, ctx, today, carry);
    if (second.toolCalls?.length && !second.pending)
      return { ...second, text: `${second.text} ${first.text}`, pending: first.pending };
  }
  if (parts.length === 1 || !first.toolCalls?.length) {
    const whole = parts.length === 1 ? first : crmReply(said, ctx, today, carry);
    if (whole.toolCalls?.length) return whole;
    return (
      sharedChange(said, ctx, today, carry) ??
      redone(said, ctx, today, carry) ??
      repeated(said, ctx, carry) ??
      whole
    );
  }
  const second = crmReply(parts[1]!, after(ctx, first), today, {
    focus: first.focus ?? carry.focus,
  });
  return oneCallPerDeal({
    text: `${first.text} ${second.text}`,
    toolCalls: [...first.toolCalls, ...(second.toolCalls ?? [])],
    ...(second.pending ? { pending: second.pending } : {}),
    focus: second.focus ?? first.focus,
  });
}
