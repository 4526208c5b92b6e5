import type { LeadFacts, When } from "../contracts/facts";
import type { LeadContact } from "../contracts/inbox";
import type { LeadRecord } from "../contracts/lead-record";
import {
  budgetUnheld,
  callWishIn,
  companyFromMessages,
  companySizeSaid,
  correctedFigure,
  type FigureField,
  headcountAlone,
  nextBudget,
  nextWhen,
  othersLine,
  ownWords,
  phoneText,
  placesSaidBefore,
  readMoney,
  readPhone,
  readWhens,
  standingWhen,
} from "../language";

/**
 * The typed facts of a lead for sales (docs/decisions/033), read once when the ledger stores it:
 * the chat's own typed facts (`roadmap.facts`, kept by Clarity's memory) where it has them, else
 * the prospect's own words read with worker/language/ — the /try note, said when the lead was
 * made, and their chat messages, oldest first.
 */
export type Said = { text: string; at: number; note?: boolean };

/**
 * What the prospect said, oldest first: the form's note and their chat messages, each without a
 * thread pasted or quoted under it (someone else's words: worker/language/quoted.ts).
 */
export function prospectSaid(lead: Pick<LeadRecord, "contact" | "createdAt" | "conversations">) {
  const said: Said[] = lead.contact.note?.trim()
    ? [{ text: ownWords(lead.contact.note), at: lead.createdAt, note: true }]
    : [];
  for (const c of lead.conversations)
    for (const m of c.messages)
      if (m.role === "user")
        said.push({ text: ownWords(m.text), at: Date.parse(m.at) || lead.createdAt });
  return said.sort((a, b) => a.at - b.at);
}

/**
 * A fold over what was said, oldest first: each later figure replaces the earlier one (a
 * correction's taken-back words are skipped by the readers), a go-live beats a later start or
 * decision date, and the last word on a call decides.
 */
export function readLeadFacts(said: readonly Said[]): LeadFacts {
  return fold(said).facts;
}

/** The words of a date counted from another: "6 months after that" (worker/language/when.ts). */
const COUNTED =
  /\b(?:days?|weeks?|months?|quarters?|years?)\s+(?:after|following|later than|on from|post|later)\b/i;

/**
 * Whether a date's reading needed the sentences around it: its sentence read alone (as the
 * chat's memory reads it) gives another kind or month — "We'll pick a supplier once the grant
 * comes through. That's expected in April." is a decision only with the sentence before.
 */
function readAcross(text: string, when: When, at: number): boolean {
  const sentences = text.split(/(?<=[.!?;])\s+|\n+/);
  if (sentences.length < 2) return false;
  const said = when.text.toLowerCase();
  const own = sentences.find((s) => s.toLowerCase().includes(said));
  if (!own) return false;
  const alone = standingWhen(readWhens(own, new Date(at)));
  return !alone || alone.kind !== when.kind || alone.month !== when.month;
}

/** The company named in the latest message that names one, read alone. */
function latestNamed(said: readonly Said[]): string | undefined {
  for (let i = said.length - 1; i >= 0; i--) {
    const one = companyFromMessages([said[i]!.text]);
    if (one) return one;
  }
  return undefined;
}

/** Two or more numbers that may be phones in one message. */
const NUMBERS = /\+?\(?\d(?:[\s()./-]{0,3}\d){6,16}/g;

/**
 * The fold, and which of its facts were read across sentences — a date counted from another
 * ("… in March; live six months after that"), a year corrected alone ("2028, not 2027"), one
 * phone among several ("my mobile …, or the office on …") — which the chat's memory, reading a
 * sentence or a number at a time, cannot see.
 */
function fold(said: readonly Said[]): { facts: LeadFacts; across: Set<keyof LeadFacts> } {
  const facts: LeadFacts = {};
  const across = new Set<keyof LeadFacts>();
  const all = said.map((s) => s.text).join("\n");
  let last: FigureField[] = [];
  let earlier = "";
  for (const { text, at } of said) {
    // Clarity's memory's rules: a change, a sum in the known currency, a currency corrected;
    // a figure alone corrected ("not 250, 280") in the fact that held it, else the last given.
    // "that's kiwi dollars": a currency the facts cannot hold leaves no budget.
    const unheld = budgetUnheld(text);
    const read = readMoney(text);
    // "A$30k per clinic" after "our 4 clinics": the places counted before (the memory, reading
    // one message at a time, keeps the sum per place).
    const placed = placesSaidBefore(text, read, earlier);
    earlier += `\n${text}`;
    const budget = unheld ? undefined : nextBudget(facts.budget, text, placed ?? read);
    if (budget && placed) across.add("budget");
    else if (budget && read) across.delete("budget");
    // Staff added to the count said before ("another 80 in Cork") add up (worker/language/).
    // A headcount in a clause of its own ("Harbour Foods, 80 people, based in Hull"), as the chat's
    // memory reads it.
    const size = companySizeSaid(text, facts.companySize) ?? headcountAlone(text);
    const fixed = budget || size || unheld ? undefined : correctedFigure(facts, text, last);
    if (fixed?.field === "budget") facts.budget = fixed.value;
    else if (budget) facts.budget = budget;
    else if (unheld) delete facts.budget;
    if (fixed?.field === "companySize") facts.companySize = fixed.value;
    else if (size) facts.companySize = size;
    // Both given in one message: the correction's words say which it speaks of.
    const given: FigureField[] = [
      ...(budget ? ["budget" as const] : []),
      ...(size ? ["companySize" as const] : []),
    ];
    last = given.length ? given : fixed ? [fixed.field] : last;
    // A date counted from one said in an earlier message ("live four months after that").
    const whens = readWhens(text, new Date(at), facts.timeline?.month);
    // In one message the go-live counts above the rest, then a start (Clarity's memory's rule).
    const when = standingWhen(whens);
    if (when) {
      facts.timeline = nextWhen(facts.timeline, when, text);
      const counted = COUNTED.test(when.text);
      if (counted || facts.timeline.month !== when.month || readAcross(text, when, at))
        across.add("timeline");
      else across.delete("timeline");
    }
    const phone = readPhone(text, all);
    // "if I'm out, try my colleague Sam on …", "or the office, …": another's line given after
    // the prospect's own stays beside it, not in its place (the memory, reading the message
    // alone, takes it).
    if (phone && facts.phone && phone !== facts.phone && othersLine(text)) across.add("phone");
    else if (phone) {
      facts.phone = phone;
      // Several numbers, or a country only the other messages name ("hello from Durban" … "083
      // 555 0199"): the chat's memory reads one message at a time.
      if ((text.match(NUMBERS)?.length ?? 0) > 1 || readPhone(text) !== phone) across.add("phone");
      else across.delete("phone");
    }
  }
  const company = companyFromMessages(said.map((s) => s.text));
  if (company) facts.company = company;
  // The memory takes the company of the latest message naming any; the fold weighs every message
  // ("I work for Harbour Foods" … "our accountant at Pembridge Associates").
  if (company && company !== latestNamed(said)) across.add("company");
  // The /try note is written about the call to come ("Thursday after 2 works" says when).
  let wish: boolean | null = null;
  for (const s of said) wish = callWishIn(s.text, s.note) ?? wish;
  if (wish !== null) facts.callWish = wish;
  return { facts, across };
}

/**
 * The lead's typed facts: the chat's own where it has them, each other one read from its words.
 * A /try note is not in the chat's memory: with one, the fold over the note and the messages in
 * time order decides, the chat's facts filling only what it left.
 */
export function leadFactsOf(
  lead: Pick<LeadRecord, "contact" | "createdAt" | "conversations" | "roadmap">,
): LeadFacts {
  const { facts: read, across } = fold(prospectSaid(lead));
  // What only a reading across sentences finds stands over the chat's sentence-by-sentence memory.
  const kept = { ...(lead.roadmap?.facts ?? {}) };
  for (const key of across) delete kept[key];
  // A name the chat kept short ("140 of us at Talbot") that a signature gives whole ("Talbot Cold
  // Stores"): the whole name.
  if (kept.company && read.company?.startsWith(`${kept.company} `)) delete kept.company;
  const [under, over] = lead.contact.note?.trim() ? [kept, read] : [read, kept];
  const facts: LeadFacts = { ...under };
  for (const [key, value] of Object.entries(over))
    if (value !== undefined && value !== null) (facts as Record<string, unknown>)[key] = value;
  return facts;
}

/**
 * Whether a company field names one: the form requires a company, and a prospect who has none to
 * give, or gives it in the note, types a dash, "n/a" or "none" there, or points to the note ("see
 * note", "in the note below", "as above").
 */
const named = (company: string | undefined) =>
  /[\p{L}\d]/u.test(company ?? "") &&
  !/^\s*(?:n\.?\/?a\.?|none|nil|null|tbc|tba|tbd|private|personal|individual|self(?:[- ]employed)?|x+)\s*$/i.test(
    company ?? "",
  ) &&
  !POINTS_ELSEWHERE.test(company ?? "");
/** A field that points to the words given elsewhere: "see note", "in my message", "(see below)". */
const POINTS_ELSEWHERE =
  /^\W*(?:(?:please\s+)?see\s+|as\s+|(?:it'?s\s+|given\s+|written\s+)?(?:in|on)\s+)?(?:the\s+|my\s+)?(?:notes?|message|below|above|details|comments?)(?:\s+(?:below|above|field))?\W*$/i;

/** Whether a phone field holds a number to dial: "0000" or "123" typed to pass the form is none. */
const dialable = (phone: string | undefined) => {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 6 && !/^(\d)\1+$/.test(digits) && !/^0?123456/.test(digits);
};

/**
 * The contact with the phone and company the prospect gave in their words, where the form left
 * the field empty or holding no name or number: what they typed in a field is never overwritten.
 */
export function contactWithFacts(contact: LeadContact, facts: LeadFacts): LeadContact {
  const out = { ...contact };
  // Written as a rep dials it ("+44 7700 900456"); the typed fact keeps E.164 for the data.
  if (!dialable(out.phone) && facts.phone) {
    const spaced = phoneText(facts.phone);
    out.phone = spaced.length <= 20 ? spaced : facts.phone;
  }
  if (!named(out.company) && facts.company) out.company = facts.company;
  return out;
}
