import type { AssistantContext } from "../../contracts/crm";
import { nameCased } from "../../language/name-cased";
import { day, listOf, usd } from "./crm-answer";
import { ask } from "./crm-ask";
import { boundsReply } from "./crm-bounds";
import { currencyNote } from "./crm-currency";
import { doneAs } from "./crm-done";
import {
  type Carry,
  type CrmReply,
  type Filters,
  type Pending,
  readMessage,
} from "./crm-follow-up";
import { namedCompanies, resolveContact } from "./crm-names";
import type { Cannot, Intent } from "./crm-parse";
import { prioritiesReply } from "./crm-priorities";
import { roughNote } from "./crm-rough";
import { stageNote } from "./crm-stage-nearest";
import { noLostStage, oneOfSameName, refusal, stageProbability, updateReply } from "./crm-update";
import { versusReply } from "./crm-versus";
import { LOST, shiftDate } from "./crm-words";

function addDeal(intent: Extract<Intent, { kind: "add_opportunity" }>, today: string): CrmReply {
  const { slots } = intent;
  // "new opp acme": the name typed in lower case is recorded as a name.
  const company = intent.company && nameCased(intent.company);
  const refused = refusal(slots);
  if (refused) {
    // Only the figure refused is asked again; the rest of the request is kept.
    const badAmount = refusal({ amount: slots.amount }) !== undefined;
    const { amount, probability, ...rest } = slots;
    const kept = badAmount ? { ...rest, probability } : { ...rest, amount };
    return {
      text: `${refused} ${badAmount ? "What's the deal worth?" : "What probability should it have?"}`,
      pending: { kind: "add_opportunity", company, slots: kept },
    };
  }
  if (slots.stage === LOST)
    return { text: `${noLostStage} Which stage should the new deal go in?` };
  const pending: Pending = { kind: "add_opportunity", company, slots };
  if (slots.range && slots.amount === undefined)
    return {
      text: `Which amount should I record for ${company ? `**${company}**` : "the deal"}: **${usd(slots.range.min)}** or **${usd(slots.range.max)}**?`,
      pending,
    };
  if (!company && slots.amount === undefined)
    return { text: "I can add that deal. Which company is it with, and what's it worth?", pending };
  if (!company)
    return {
      text: `I can add that ${usd(slots.amount!)} deal. Which company is it with?`,
      pending,
    };
  if (slots.amount === undefined)
    return { text: `I can add **${company}** — what's the amount?`, pending };
  const stage = slots.stage ?? "Discovery";
  const given =
    slots.probability && "value" in slots.probability ? slots.probability.value : undefined;
  const input = {
    company,
    amount: slots.amount,
    stage,
    probability: given ?? stageProbability[stage],
    closeDate:
      slots.closeDate ??
      (slots.shift
        ? shiftDate(today, slots.shift.n, slots.shift.unit)
        : shiftDate(today, 90, "day")),
  };
  const assumed = [
    !slots.stage && "stage Discovery",
    given === undefined && `${input.probability}% probability`,
    !slots.closeDate && !slots.shift && `a close date of ${day(input.closeDate)}`,
  ].filter((a): a is string => Boolean(a));
  return {
    text: `Added **${company}** — ${usd(input.amount)}, ${stage}, ${input.probability}%, closing ${day(input.closeDate)}.${assumed.length ? ` I assumed ${listOf(assumed)}; tell me if any of that should change.` : ""}${currencyNote(slots)}${roughNote(slots)}${stageNote(slots)}`,
    toolCalls: [{ toolName: "add_opportunity", input }],
    focus: company,
  };
}

function logActivity(
  intent: Extract<Intent, { kind: "add_activity" }>,
  ctx: AssistantContext,
): CrmReply {
  const { kind: _kind, ...request } = intent;
  const pending = (asked: "person" | "company" | "subject"): Pending => ({
    kind: "add_activity",
    request,
    asked,
  });
  const what = intent.type === "meeting" ? "the meeting" : `the ${intent.type}`;
  if (!intent.person)
    return {
      text: intent.subject
        ? `Who was ${what} with? Give me their name and company, e.g. *Jane Roe - Initech*.`
        : `Who was ${what} with, and what was it about?`,
      pending: pending("person"),
    };
  const contact = resolveContact(
    intent.person,
    ctx.recentActivities.map((a) => a.contact),
    ctx.opportunities.map((o) => o.company),
  );
  // "called Northwind" with two Northwind deals: which of the companies, not whose company.
  const companies = intent.person.name.includes(" ")
    ? []
    : namedCompanies(
        intent.person.name,
        ctx.opportunities.map((o) => o.company),
      );
  if (!contact && companies.length > 1)
    return {
      text: `Which **${intent.person.name}** do you mean: ${listOf([...new Set(companies)].map((c) => `**${c}**`)).replace(/ and /, " or ")}?`,
      pending: {
        kind: "add_activity",
        request: { ...request, person: { name: "Team" } },
        asked: "company",
      },
    };
  if (!contact)
    return {
      text: `Which company is **${intent.person.name}** with?`,
      pending: pending("company"),
    };
  if (!intent.subject)
    return { text: `What was ${what} with **${contact}** about?`, pending: pending("subject") };
  const input = {
    type: intent.type,
    contact,
    subject: intent.subject,
    ...(intent.notes ? { notes: intent.notes } : {}),
  };
  return {
    // A note is kept about someone, not held with them: "Logged a note for **Team - Initech**".
    text: `Logged ${intent.type === "note" ? `a note for` : `${what} with`} **${contact}**: ${intent.subject}.${intent.notes ? ` Notes: ${intent.notes}` : ""}`,
    toolCalls: [{ toolName: "add_activity", input }],
  };
}

function cannot(action: Cannot, latest: string, ctx: AssistantContext): CrmReply {
  const deal = namedCompanies(
    latest,
    ctx.opportunities.map((o) => o.company),
  )[0];
  switch (action) {
    case "undo":
      return {
        text: "I can't undo changes myself. Use the **Undo** button on the change in this conversation, or on its notification.",
      };
    case "delete_deal":
      return {
        text: `I can't delete deals. Open ${deal ? `**${deal}**` : "the deal"} in the Opportunity Pipeline and choose **Delete**.`,
      };
    case "delete_activity":
      return {
        text: "I can't delete activities. Open the activity in Recent Activities and choose **Delete**.",
      };
    case "send": {
      const said = doneAs(latest);
      return {
        text: "I can't send emails, make calls or book meetings from here. Once it's done, tell me and I'll log it, e.g. *I emailed Sarah Chen at Northwind about pricing*.",
        ...(said ? { pending: { kind: "done", said } } : {}),
      };
    }
    case "unsupported":
      return {
        text: "I can't do that here: I add deals, log calls, emails, meetings and notes, change a deal's stage, amount, probability or close date, and answer questions about the pipeline.",
      };
    case "bulk":
      return {
        text: "I can change one deal at a time, or every deal of one stage. Tell me which, e.g. *push Meridian back a week* or *push the proposal deals back a week*, and I'll update it.",
      };
    case "clear_chat":
      return {
        text: "I can't clear this conversation myself. Reloading the page starts a new one, and also resets the sample dashboard to its starting deals.",
      };
    case "no_field":
      return {
        text: "I can't set or show a deal's owner, rep or territory, or a contact's phone or email: deals here have a company, amount, stage, probability and close date, and activities a type, a contact and a subject. I can show the pipeline by stage or by close month instead.",
      };
    case "export":
      return {
        text: "I can't export data in this demo, but I can answer questions about the pipeline: try *deals by stage*.",
      };
  }
}

type Question = Extract<Intent, { kind: "question" }>;
const filtersOf = (q: Question): Filters => ({
  ...(q.period ? { period: q.period } : {}),
  ...(q.stages?.length ? { stages: q.stages } : {}),
  ...(q.amounts ? { amounts: q.amounts } : {}),
  ...(q.open ? { open: q.open } : {}),
});

/** "total?", "and how many?": a question of a word or two keeps the last question's filters. */
function followedUp(q: Question, latest: string, carry: Carry): Question {
  const short =
    latest.trim().split(/\s+/).length <= 3 ||
    /^(?:and|what about|how about)\b/i.test(latest.trim());
  const own = q.period || q.stages?.length || q.amounts || q.open || q.deal || q.without?.length;
  return short && !own && q.topics.length && carry.asked ? { ...q, ...carry.asked } : q;
}

const help = [
  "I can add deals, log calls, emails, meetings and notes, update deals and answer questions about the pipeline. Try:",
  "",
  "- *Add Initech, $40k, proposal, 60%, closing Dec 15*",
  "- *I just emailed Marcus Webb at Meridian the revised contract*",
  "- *Northwind is now in negotiation at 85%*",
  "- *How many deals do we have and what's the forecast?*",
].join("\n");

/** The built-in assistant's reply (text and tool calls) to the latest message. */
export function crmReply(
  latest: string,
  ctx: AssistantContext,
  today: string,
  carry: Carry = {},
): CrmReply {
  const companies = ctx.opportunities.map((o) => o.company);
  const contacts = ctx.recentActivities.map((a) => a.contact);
  const intent = readMessage(latest, carry, today, companies, contacts);
  // "december vs february": two sides set against each other are a question, whatever else they read as.
  if (intent.kind === "question" || intent.kind === "update_opportunity") {
    const versus = versusReply(latest, ctx, today);
    if (versus) return versus;
  }
  // "best case this quarter" reads as a date for no deal: a bound asked, not a change.
  const noDeal =
    intent.kind === "update_opportunity" &&
    !intent.deal.named.length &&
    !intent.deal.said &&
    !intent.deal.pronoun;
  // "what's stuck in proposal?" asks about one stage.
  if ((intent.kind === "question" && !intent.stages?.length) || intent.kind === "help") {
    const priorities = prioritiesReply(latest, ctx, today);
    if (priorities) return priorities;
  }
  if (intent.kind === "question" || intent.kind === "help" || noDeal) {
    const bounds = boundsReply(latest, ctx, today);
    if (bounds) return bounds;
  }
  switch (intent.kind) {
    case "add_opportunity":
      return addDeal(intent, today);
    case "add_activity":
      return logActivity(intent, ctx);
    case "update_opportunity":
      return updateReply(intent, ctx, carry.focus);
    case "one_of_same_name":
      return oneOfSameName(intent.company, intent.deal, intent.total);
    case "declined":
      return { text: `Okay, I'll leave **${intent.company}** as it is.`, focus: intent.company };
    case "question": {
      const q = followedUp(intent, latest, carry);
      return q.topics.length ||
        q.deal ||
        q.stages?.length ||
        q.period ||
        q.amounts ||
        q.without?.length ||
        q.open
        ? { ...ask(q, ctx, today), asked: filtersOf(q) }
        : {
            text: `I can only help with this pipeline: its deals, activities and questions about them. ${help}`,
          };
    }
    case "cannot":
      return cannot(intent.action, latest, ctx);
    case "chat":
      return {
        text: intent.mood === "thanks" ? "You're welcome! Anything else?" : `Hello! ${help}`,
        focus: carry.focus,
      };
    case "help":
      return { text: help };
  }
}
