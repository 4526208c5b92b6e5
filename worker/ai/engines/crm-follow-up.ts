import type { Opportunity } from "../../contracts/crm";
import { normalise } from "../../language/normalise";
import { figures } from "../../language/numbers";
import { smallTalk } from "../../language/small-talk";
import { tameInput } from "../tame-input";
import type { ActivityRequest } from "./crm-activity";
import { parseActivity } from "./crm-activity";
import { logWords } from "./crm-activity-words";
import { DONE } from "./crm-done";
import { dealIntro } from "./crm-intro";
import {
  type DealRef,
  type DealSlots,
  dealRef,
  dealSlots,
  type Intent,
  parseCommand,
} from "./crm-parse";
import type { QuestionIntent } from "./crm-question";
import { pickOne } from "./crm-same-name";
import { parseAmount } from "./crm-words";
import type { ScriptedReply } from "./scripted-model";

/**
 * What the engine asked for, so the next message can answer it: "$50k" completes "add Hooli",
 * "Traders" picks one of two Northwind deals, "yes" accepts setting a lost deal to 0%. Carried
 * from turn to turn by re-reading the last few exchanges (crm-engine.ts), never stored.
 */
export type Pending =
  | { kind: "add_opportunity"; company?: string; slots: DealSlots }
  /** `asked`: what the engine asked for: who it was with, their company, or what it was about. */
  | { kind: "add_activity"; request: ActivityRequest; asked?: "person" | "company" | "subject" }
  | {
      kind: "update_opportunity";
      deal: DealRef;
      slots: DealSlots;
      /** The deals the engine asked to choose between. */
      choices?: string[];
      /** The deals of one name the engine asked about (the tool cannot pick one of them). */
      sameName?: Opportunity[];
    }
  | { kind: "lost"; company: string }
  /** A call or an email asked of us and refused: logged as said here once they say it is done. */
  | { kind: "done"; said: string };

/** What the conversation so far leaves for the next message. */
export interface Carry {
  pending?: Pending;
  /** The deal the last reply was about ("move it to negotiation"). */
  focus?: string;
  /** The deals the last reply listed, in its order ("the second one"). */
  listed?: string[];
  /** The contact of the activity logged last ("log an email to her too"). */
  contact?: string;
  /** The fields the last reply changed on one deal ("and Northwind too"). */
  changed?: Record<string, unknown>;
  /** `changed` are a new deal's fields: corrected ("oops, 65k"), never copied to another deal. */
  added?: boolean;
  /** The filters of the last question answered ("what closes in December?" → "total?"). */
  asked?: Filters;
}

/** A question's filters, kept for a short follow-up question. */
export type Filters = Pick<QuestionIntent, "period" | "stages" | "amounts" | "open">;

/** A reply, what it leaves open for the next message, and the deal it was about. */
export interface CrmReply extends ScriptedReply, Carry {}

/** A message that starts a request of its own rather than answering the question. */
const newRequest =
  /\?\s*$|^(?:add|create|log|record|move|set|update|change|mark|push|delete|remove|undo|what|what's|how|which|who|show|list|tell|i|we|had|called|emailed|met|spoke|sent|can|could|please)\b/i;

const yes =
  /^(?:yes|yeah|yep|yup|sure|ok|okay|please do|do it|go ahead|set it|both|all of them)\b/i;
const no =
  /^(?:no|nope|nah|not (?:yet|now)|keep it|skip|leave it|don't|do not|never ?mind|cancel)\b/i;

/** "it's for Acme", "the company is Acme Inc", "client: Acme": the name after the lead-in. */
const nameLeadIn =
  /^(?:it'?s\s+|it is\s+)?(?:(?:the\s+)?(?:company|client|customer|account|name)(?:'s| is|:)\s+|(?:for|with)\s+)/i;

/** Of the deals asked about, the one whose own words the reply says ("the logistics one"). */
function pickChoice(text: string, choices: readonly string[]): string | undefined {
  const said = new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  const own = (c: string) =>
    (c.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter(
      (w) => !choices.some((o) => o !== c && o.toLowerCase().includes(w)),
    );
  const fits = choices.filter((c) => own(c).some((w) => said.has(w)));
  return fits.length === 1 ? fits[0] : undefined;
}

/** "Initech, 40k" → "Initech": a name at the start of an answer. */
function leadingName(text: string): string | undefined {
  const name = text.split(/[,;]|\s(?=[-−]?\$|\d|(?:worth|at|in|for)\b)/i)[0]?.trim();
  return name && /^[A-Za-z]/.test(name) ? name : undefined;
}

const merge = (a: DealSlots, b: DealSlots): DealSlots => ({ ...a, ...b });

/** Which of two figures the engine asked about a reply picks: "the higher one", "40", "$40k". */
function fromRange(text: string, range: { min: number; max: number }): number | undefined {
  if (/\b(?:higher|highest|upper|top|larger|bigger|max\w*|second|latter|more)\b/i.test(text))
    return range.max;
  if (/\b(?:lower|lowest|bottom|smaller|min\w*|first|former|less)\b/i.test(text)) return range.min;
  const said = parseAmount(text) ?? Number(/\d+(?:\.\d+)?/.exec(figures(text))?.[0] ?? Number.NaN);
  // "40" answers "$30,000 or $40,000": the figure as said, or in thousands or millions.
  return [said, said * 1e3, said * 1e6].find((n) => n === range.min || n === range.max);
}

/** A reply to "add a deal": what it adds to what was said, a figure picked from two asked about. */
function addAnswer(
  pending: Extract<Pending, { kind: "add_opportunity" }>,
  text: string,
  today: string,
): Intent {
  const { range, ...slots } = pending.slots;
  const picked = range ? fromRange(text, range) : undefined;
  if (picked !== undefined)
    return {
      kind: "add_opportunity",
      company: pending.company,
      slots: { ...slots, amount: picked },
    };
  const company = pending.company ?? leadingName(text.replace(nameLeadIn, ""));
  const said = dealSlots(text, today);
  return {
    kind: "add_opportunity",
    company,
    slots: merge(said.amount !== undefined ? slots : pending.slots, said),
  };
}

/** "he's at Contoso", "from Contoso", "Contoso": the company in a reply to "which company?". */
const companyReply = /^.*?\b(?:at|from|with|for)\s+(?=\S)/i;

function answerActivity(
  request: ActivityRequest,
  text: string,
  asked?: "person" | "company" | "subject",
): Intent {
  if (asked === "subject" && request.person) {
    const subject = parseActivity(
      `${request.type} about ${text.replace(/^(?:about|re:|regarding|it was about)\s+/i, "")}`,
    ).subject;
    return { kind: "add_activity", ...request, ...(subject ? { subject } : {}) };
  }
  if (asked === "company" && request.person) {
    const company = leadingName(text.replace(companyReply, ""));
    return {
      kind: "add_activity",
      ...request,
      person: { ...request.person, ...(company ? { company } : {}) },
    };
  }
  if (!request.person) {
    const read = parseActivity(`with ${text.replace(/^with\s+/i, "")}`);
    return { kind: "add_activity", ...request, ...read, type: request.type };
  }
  if (!request.person.company && !/\babout\b/i.test(text)) {
    const company = leadingName(text);
    return {
      kind: "add_activity",
      ...request,
      person: { ...request.person, ...(company ? { company } : {}) },
    };
  }
  const subject = parseActivity(
    `${request.type} about ${text.replace(/^(?:about|re:|regarding)\s+/i, "")}`,
  ).subject;
  return { kind: "add_activity", ...request, ...(subject ? { subject } : {}) };
}

/**
 * The latest message read as the answer to what the engine asked, or `undefined` when it is a
 * request of its own (or answers nothing).
 */
export function answerPending(
  latest: string,
  pending: Pending | undefined,
  today: string,
  companies: readonly string[],
):
  | Intent
  | { kind: "declined"; company: string }
  | { kind: "one_of_same_name"; company: string; deal: Opportunity; total: number }
  | undefined {
  const text = normalise(tameInput(latest)).trim();
  if (!pending || newRequest.test(text) || logWords.test(text) || dealIntro.test(text))
    return undefined;
  // "thanks", "hi", "bye" answer nothing: said back as chat, the question left open.
  const talk = smallTalk(text);
  if (talk === "thanks" || talk === "greeting" || talk === "farewell") return undefined;
  switch (pending.kind) {
    case "add_opportunity":
      return addAnswer(pending, text, today);
    case "add_activity":
      return answerActivity(pending.request, text, pending.asked);
    case "update_opportunity": {
      if (pending.sameName) {
        if (yes.test(text))
          return {
            kind: "update_opportunity",
            deal: pending.deal,
            slots: pending.slots,
            all: true,
          };
        const deals = pending.sameName;
        const deal = pickOne(text, deals, today);
        return deal
          ? { kind: "one_of_same_name", company: deal.company, deal, total: deals.length }
          : undefined;
      }
      const known = pending.deal.named.length === 1;
      const chosen = pending.choices && pickChoice(text, pending.choices);
      const deal = known
        ? pending.deal
        : chosen
          ? { named: [chosen] }
          : dealRef(text, pending.choices ?? companies);
      const { range, ...slots } = pending.slots;
      const picked = range ? fromRange(text, range) : undefined;
      if (picked !== undefined)
        return { kind: "update_opportunity", deal, slots: { ...slots, amount: picked } };
      const said = dealSlots(text, today);
      return {
        kind: "update_opportunity",
        deal,
        slots: merge(said.amount !== undefined ? slots : pending.slots, said),
      };
    }
    case "done":
      return undefined;
    case "lost":
      if (yes.test(text))
        return {
          kind: "update_opportunity",
          deal: { named: [pending.company] },
          slots: { probability: { value: 0 } },
        };
      if (no.test(text)) return { kind: "declined", company: pending.company };
      return undefined;
  }
}

/** The message as the engine reads it: an answer to its question, else a request of its own. */
export function readMessage(
  latest: string,
  carry: Carry,
  today: string,
  companies: readonly string[],
  contacts: readonly string[] = [],
) {
  // "done", "log that": the call or email refused just before, logged as done.
  if (carry.pending?.kind === "done" && DONE.test(latest.trim()))
    return parseCommand(carry.pending.said, today, companies, contacts);
  return (
    answerPending(latest, carry.pending, today, companies) ??
    parseCommand(latest, today, companies, contacts)
  );
}
