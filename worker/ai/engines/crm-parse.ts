import { normalise } from "../../language/normalise";
import { tameInput } from "../tame-input";
import { type ActivityRequest, parseActivity } from "./crm-activity";
import { activityAnywhere, activityNoun, logWords } from "./crm-activity-words";
import { type Cannot, cannot, notedActivity } from "./crm-cannot";
import {
  dealIntro,
  headedDeal,
  nameInClauses,
  newDealName,
  newDealWords,
  placeVerb,
} from "./crm-intro";
import { capitalizeKnown, contactDealsNamed } from "./crm-names";
import { noteOnDeal } from "./crm-note-on-deal";
import {
  type DealRef,
  dealRef,
  type QuestionIntent,
  question,
  questionShape,
  questionTopics,
} from "./crm-question";
import { type DealSlots, dealSlots } from "./crm-slots";
import { toldOnly } from "./crm-told-only";
import { amountChange, parseAmount, parseDate, parseStage } from "./crm-words";

/**
 * One message → what the visitor wants (intent) and the details they gave (slots), for the
 * built-in CRM engine. Pure: today and the pipeline's companies are inputs. Questions are read in
 * crm-question.ts.
 */

export type { Cannot } from "./crm-cannot";
export type { DealRef, Topic } from "./crm-question";
export { dealRef, questionTopics } from "./crm-question";
export type { DealSlots } from "./crm-slots";
export { dealSlots } from "./crm-slots";

export type Intent =
  | { kind: "add_opportunity"; company?: string; slots: DealSlots }
  | ({ kind: "add_activity" } & ActivityRequest)
  /** `all`: the visitor agreed to update every deal of that name. */
  | { kind: "update_opportunity"; deal: DealRef; slots: DealSlots; all?: boolean }
  | QuestionIntent
  | { kind: "cannot"; action: Cannot }
  | { kind: "chat"; mood: "greeting" | "thanks" }
  | { kind: "help" };

/** Verbs that change a deal already there: with a company the pipeline lacks, it is not found. */
const changeVerb =
  /^(?:move|set|update|change|mark|push|bump|raise|lower|cut|increase|reduce|drop|knock|up|add\s+\S+\s+to)\b/i;

/** "<event> with|for|to <someone> went …": an activity told by its outcome. */
const toldOutcome =
  /^(?![^,.;]*\b(?:deal|opp|opportunity|account|pipeline)\b)(?:[\w'-]+\s+){1,3}?(?:with|for|to)\s+[^,.;]{2,40}?\s+(?:went|turned out|ran (?:long|over|short))\b(?!\s+(?:to|into|up|down|from)\b)/i;

/**
 * "log Halvard Shipping, 80 to 90 grand": "log" or "record" with an amount and no word of a call,
 * an email or a meeting records a deal, not an activity.
 */
function loggedDeal(t: string, today: string): boolean {
  const m = /^(?:log|record)\s+(?!(?:an?|the)\s)/i.exec(t);
  if (!m) return false;
  const rest = t.slice(m[0].length);
  if (activityNoun.test(rest) || activityAnywhere.test(rest)) return false;
  return dealSlots(rest, today).amount !== undefined;
}

/**
 * Reads one message. `companies` are the dashboard's current company names, `contacts` its recent
 * activities' contacts ("Sarah Chen - Northwind Logistics").
 */
export function parseCommand(
  text: string,
  today: string,
  companies: readonly string[] = [],
  contacts: readonly string[] = [],
): Intent {
  const said = normalise(tameInput(text))
    // Emoji and pictographs say a mood, not a name or a figure.
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, " ")
    // "what's in the pipe": a rep's word for the pipeline.
    .replace(/\bpipe\b/gi, "pipeline")
    .replace(/\s{2,}/g, " ")
    .trim()
    .replace(
      /^(?:hey|hi|ok|okay|so|alright|right|and|also|then|and also|and then)\b[,!]?\s+(?=\w)/i,
      "",
    )
    // "Meeting notes: Priya, Atlas, …", "call recap -": an activity told under its heading.
    .replace(
      /^(meeting|call|phone call|demo|e-?mail)\s+(?:notes?|recap|summary|debrief)\s*[:-]\s*(?=\w)/i,
      (_, kind: string) => (/mail/i.test(kind) ? "emailed " : `had a ${kind} with `),
    )
    // "FYI", "Quick note:", "Update -": a lead-in, not a note of an activity.
    .replace(/^(?:(?:fyi|heads up)\b\s*[:,-]?|(?:quick )?(?:note|update)\s*[:-])\s+(?=\w)/i, "")
    .replace(/^(?:can|could|would|will)\s+you\s+(?:please\s+)?|^please\s+/i, "");
  const t = contactDealsNamed(said, contacts, companies);
  // "add a note to Northwind: they want a discount": a note on one deal of the pipeline.
  const note = noteOnDeal(t, companies);
  if (note) return note;
  const no = cannot(t);
  if (no) return { kind: "cannot", action: no };
  if (
    /^(?:what (?:can|do) you do|who are you|what are you|how do(?:es)? (?:this|you) work)\b/i.test(
      t,
    )
  )
    return { kind: "help" };
  if (
    /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening))\b[\s!.,]*(?:there)?[\s!.]*$/i.test(t)
  )
    return { kind: "chat", mood: "greeting" };
  if (
    t.length < 40 &&
    /^(?:thanks|thank you|thx|cheers|great|perfect|awesome|nice|cool)\b/i.test(t)
  )
    return { kind: "chat", mood: "thanks" };
  // "dont change anything, just need the numbers": a question, whatever verbs it holds.
  if (toldOnly(t))
    return question(contactDealsNamed(t, contacts, companies, true), companies, today);
  // "Log a new lead…" adds a deal; "Met a new lead…" logs a meeting.
  // "add 15k to northwind": a figure added to a deal already there raises it; no new deal.
  const raises =
    /^add(?:ed)?\b/i.test(t) && amountChange(t) === 1 && dealRef(t, companies).named.length > 0;
  // "opp tyrell corp 95k": a note headed by the deal's noun names a new deal.
  const intro = !raises && (dealIntro.test(t) || headedDeal.test(t) || loggedDeal(t, today));
  const logs = !intro && logWords.test(t);
  const adds = intro || (!logs && !raises && newDealWords.test(t));
  // "what did marcus say last": a recent contact stands for their deal in a question.
  if (questionShape.test(t) && !logs && !adds)
    return question(contactDealsNamed(t, contacts, companies, true), companies, today);
  if (adds) return addIntent(t, today);
  // Known contacts' and companies' names typed in lower case read as names ("the atlas team").
  const named = () => capitalizeKnown(t, [...contacts, ...companies]);
  if (logs) return { kind: "add_activity", ...parseActivity(named()) };
  // "email from Marcus - …", "call with Sarah - …": a note headed by the activity, logged.
  if (notedActivity.test(t)) {
    const activity = parseActivity(named());
    if (activity.person) return { kind: "add_activity", ...activity };
  }
  // An activity said later in the message ("FYI I called Marcus…") is logged when it says who.
  if (activityAnywhere.test(t)) {
    const activity = parseActivity(named());
    if (activity.person) return { kind: "add_activity", ...activity };
  }
  // "Sarah - call - pricing", "vm to priya about the workshop": the activity's noun, who and what.
  if (activityNoun.test(t) && !questionShape.test(t)) {
    const activity = parseActivity(named());
    if (activity.person && activity.subject) return { kind: "add_activity", ...activity };
  }
  // "kickoff with the atlas team went great": an event told by how it went logs it.
  if (toldOutcome.test(t) && !questionShape.test(t)) {
    const activity = parseActivity(named());
    if (activity.person && activity.subject) return { kind: "add_activity", ...activity };
  }
  const deal = dealRef(t, companies);
  const rest = deal.named.length ? t : t.replace(deal.said ?? "", " ");
  const slots = dealSlots(rest.replace(/\bdeal\b/gi, ""), today);
  const changeWords =
    /\b(?:move[ds]?|set|update|change|mark|push(?:ed)?|bump(?:ed)?|raise|slipp?(?:ed|ing)?|is now|now in|call it|to|now|should be)\b/i;
  // "Tallis wants to buy": a "to" before a verb of intent is no change of a deal's value.
  const noInfinitive = t.replace(
    /\b(?:wants?|wanting|keen|ready|looking|hoping|plans?|planning|going|about|likely|agreed|decided|needs?)\s+to\s+[a-z]+/gi,
    " ",
  );
  // "stick Vela Outdoor in proposal at 64k", "slap Corbin Freight on the board for 58k": a
  // company the pipeline lacks, given a place or a figure of its own (not a change), is a new deal.
  if (
    !deal.named.length &&
    !deal.pronoun &&
    (placeVerb.test(t) || (deal.said && !changeVerb.test(t) && !changeWords.test(noInfinitive))) &&
    (slots.amount !== undefined || (placeVerb.test(t) && slots.stage))
  ) {
    const added = addIntent(t, today);
    const company = deal.said && !placeVerb.test(t) ? deal.said : added.company;
    if (company) return { ...added, company };
  }
  // "verbal from Tollgate Ceramics for 36k, put it in proposal": "it" is the company just named,
  // one the pipeline lacks, with a figure of its own: a new deal.
  if (deal.pronoun && !deal.named.length && slots.amount !== undefined && !changeVerb.test(t)) {
    const added = addIntent(t, today);
    if (added.company && /^\p{Lu}/u.test(added.company)) return added;
  }
  // "proposal stage, 55k, Vertex Labs Inc.": details in clauses and a company the pipeline lacks.
  if (
    !deal.named.length &&
    !deal.pronoun &&
    (slots.amount !== undefined || slots.range) &&
    /[,;](?!\d)|\s[-–—]\s/.test(t) &&
    !changeWords.test(t)
  ) {
    const added = addIntent(t, today);
    if (added.company) return added;
  }
  const updating = changeWords.test(t) || Object.keys(slots).length > 0;
  if (updating && (deal.named.length || deal.said || deal.pronoun))
    return { kind: "update_opportunity", deal, slots };
  // "change the close date" with no deal named: which deal is asked, not a question answered.
  if (/^(?:move|set|update|change|mark|push|bump|raise|lower)\b/i.test(t) && !questionShape.test(t))
    return { kind: "update_opportunity", deal, slots };
  const topics = questionTopics(t);
  if (topics.length || deal.named.length) return question(t, companies, today);
  if (updating) return { kind: "update_opportunity", deal, slots };
  return { kind: "help" };
}

/** Words that are a deal's detail, not its company: a stage, an amount, a date. */
function detailIn(today: string) {
  return (words: string) =>
    parseStage(words) !== undefined ||
    parseAmount(words) !== undefined ||
    parseDate(words, today) !== undefined ||
    /^(?:clos\w*|stage|probability|worth|value|budget)\b/i.test(words);
}

function addIntent(t: string, today: string): Extract<Intent, { kind: "add_opportunity" }> {
  const company = newDealName(t) ?? nameInClauses(t, detailIn(today));
  return { kind: "add_opportunity", company, slots: dealSlots(t, today) };
}
