/** An address with the words that give it: "my email is x@y", "x@y is my work email". */
const ADDRESS_GIVEN =
  /(?:\b(?:(?:my|our|the|his|her|their)\s+)?(?:(?:work|best|business|personal)\s+)?(?:e-?mail|mail|address|contact)(?:\s+address)?\s*(?:is|'s|:|=|-)?\s*|\b(?:(?:you can|you could|feel free to|please)\s+)?(?:reach|contact|email|write to) (?:me|us) (?:at|on)\s+)?\S+@\S+(?:\s+(?:is|'s)\s+(?:my|our|the)\s+(?:(?:work|best|business)\s+)?(?:e-?mail|address)(?:\s+address)?)?/gi;

/**
 * The memory after one more visitor message: what it adds to the facts, and the plan for the
 * reply (`planReply`), decided now so the engine only writes it out.
 */

import { findEmail } from "../../contracts/contact-fields";
import { askedBack } from "../../language/asked-back";
import { withoutAskedOfUs } from "../../language/asked-of-us";
import { withoutDelivered } from "../../language/delivered";
import { withoutHandover } from "../../language/handover";
import { budgetText, otherCurrencySum } from "../../language/money";
import { budgetUnheld, nextBudget } from "../../language/money-fold";
import { noTimeFor } from "../../language/no-time";
import { normalise } from "../../language/normalise";
import { outsiderIn, quoteIsWords } from "../../language/outsider";
import { ownWords } from "../../language/quoted";
import { readingMessage } from "../../language/read-once";
import { smallTalk } from "../../language/small-talk";
import { withoutUptalk } from "../../language/uptalk";
import { tameInput } from "../tame-input";
import { learnContact } from "./clarity-contact";
import { correctFigure, learnDates, replaced } from "./clarity-facts";
import { planReply } from "./clarity-interview";
import { type Learned, learnPlatforms } from "./clarity-learn-platforms";
import { type Heard, hear } from "./clarity-listen";
import { addAll, type ClarityMemory, memoryOf, type ReplyPlan } from "./clarity-memory";
import { spelledNames } from "./clarity-name-spelling";
import { namesAsKnown } from "./clarity-not-risks";
import { makerOpening } from "./clarity-opening-maker";
import { teamsWithdrawn } from "./clarity-teams-withdrawn";

/**
 * The text as an address is read from it: a typographic apostrophe inside a word, as phones type
 * it ("o’brien@…"), is the apostrophe an address holds, so the address is kept whole.
 */
const addressText = (text: string) => text.replace(/(?<=\w)[’ʼ‘](?=\w)/g, "'");

/** The roadmap's budget when the prospect said none is set. */
export const NO_BUDGET_YET = "not set yet";

/** What drives the project, whom it touches and how many, the core team, when, the budget, concerns. */
function learnSituation(
  m: ClarityMemory,
  next: ClarityMemory,
  learned: Learned,
  heard: Heard,
  text: string,
) {
  // "We don't have the bandwidth for another project": a doubt about starting, no reason for it.
  // "actually scratch the stores": taking a team back gives no reason for the project.
  const withdrawn = heard.withdrawn ?? [];
  const takesBack = (d: string) => withdrawn.length > 0 && teamsWithdrawn(d).length > 0;
  const drivers = addAll(
    next.drivers,
    // "microsoft is pulling support …": the maker said back with its capital.
    heard.drivers.filter((d) => !noTimeFor(d) && !takesBack(d)).map(makerOpening),
  );
  next.drivers = drivers.next;
  learned.drivers = drivers.added;
  const departments = addAll(next.departments, heard.departments);
  // A team taken back leaves the roadmap.
  next.departments = departments.next.filter((d) => !withdrawn.includes(d));
  const dropped = m.departments.filter((d) => withdrawn.includes(d));
  if (dropped.length) learned.departmentsDropped = dropped;
  learned.departments = departments.added;
  if (heard.sizes.length) {
    next.departmentSizes = { ...next.departmentSizes };
    for (const [department, size] of heard.sizes) {
      if (next.departmentSizes[department] === size) continue;
      next.departmentSizes[department] = size;
      learned.sizes.push({ department, size });
    }
  }
  if (heard.coreTeam !== undefined && heard.coreTeam !== m.teamSize) {
    next.teamSize = heard.coreTeam;
    learned.teamSize = heard.coreTeam;
    replaced(next, learned, "teamSize", m.teamSize?.toString(), String(heard.coreTeam));
  }
  if (heard.places !== undefined) next.places = heard.places;
  const company = heard.companySize;
  const below = heard.companySizeBelow || undefined;
  if (company !== undefined && (company !== m.companySize || below !== m.companySizeBelow)) {
    next.companySize = company;
    next.companySizeBelow = below;
    learned.companySize = company;
    learned.companySizeBelow = below;
    replaced(next, learned, "companySize", m.companySize?.toString(), String(company));
  }
  learnDates(m, next, learned, heard.whens, text);
  // A change to the known budget ("trimmed it to 150k", "cut by 50k") before a figure read alone.
  // The lead's own rule (worker/language/money-fold.ts): a change, a sum in the known currency, or
  // a correction of the currency or of the budget named.
  // "that's kiwi dollars": a currency the roadmap cannot hold leaves no budget.
  const unheld = budgetUnheld(text);
  const budget = unheld ? undefined : nextBudget(m.budget, text, heard.budget);
  if (budget && JSON.stringify(budget) !== JSON.stringify(m.budget)) {
    next.budget = budget;
    learned.budget = budget;
    replaced(next, learned, "budget", m.budget && budgetText(m.budget), budgetText(budget));
  } else if (unheld && (m.budget || heard.budget)) {
    delete next.budget;
    learned.budgetUnheld = true;
  } else if (!m.budget && !heard.budget && otherCurrencySum(text)) {
    // "NZD 90-110k": a sum in a currency the roadmap cannot hold is said to be left off.
    learned.budgetUnheld = true;
  }
  correctFigure(m, next, learned, text);
  // "No budget yet" answers the budget question: kept in words until a figure comes.
  if (heard.noBudget && !m.budget && !m.budgetLabel) {
    next.budgetLabel = NO_BUDGET_YET;
    learned.noBudget = true;
  }
  // A risk's label writes the systems it names as the memory knows them ("the Access database").
  // "take compliance off, they won't use it": why a team is taken back, no worry about adoption.
  const named = heard.risks
    .filter((r) => !(withdrawn.length && r.id === "adoption"))
    .map((r) => ({ ...r, text: namesAsKnown(r.text, next.integrations) }));
  const risks = addAll(next.risks, named, (r) => `${r.id}:${r.who ?? ""}`);
  next.risks = risks.next;
  learned.risks = risks.added;
}

/** The memory after one more visitor message. Pure: the same memory and text give the same result. */
export function learnFrom(memory: ClarityMemory, typed: string, now = Date.now()): ClarityMemory {
  // "maybe £400-600k all in?": a hedged figure of theirs, not a question (uptalk.ts).
  const raw = withoutUptalk(typed);
  // A new message: what the readers kept of the last one is forgotten (read-once.ts).
  readingMessage(raw);
  // A thread pasted or quoted under the message is someone else's words (worker/language/quoted.ts).
  const said = tameInput(ownWords(raw));
  // Shorthand and slips read back once ("~200 ppl, buget approx 300k", "netsuit"), for every reader below.
  // What a partner delivers to clients is no project of theirs ("we implement Dynamics").
  // Nor is the AI asked about as ours ("is this just chatgpt?").
  // Nor is the colleague the chat is handed to ("I'll hand this over to Dana").
  const text = withoutHandover(withoutAskedOfUs(withoutDelivered(spelledNames(normalise(said)))));
  const m = memoryOf(memory);
  // An address is a contact, not words about the project ("sales" in eu.sales.acme.com is no team).
  // It still tells that the message said something: it reads as the word "email", a sentence.
  // An address, and the words that give it ("my email is", "is my work email"), tell nothing else.
  const heard = hear(text.includes("@") ? text.replace(ADDRESS_GIVEN, " email. ") : text, m, now);
  const n = m.turns + 1;
  const learned: Learned = { drivers: [], departments: [], systems: [], sizes: [], risks: [] };
  const next: ClarityMemory = { ...m, turns: n };
  // A student, a journalist, a job seeker, a rival or a vendor: nothing of theirs is the project.
  const outsider =
    m.outsider ?? outsiderIn(text, m.projectTypes.length > 0 || m.kindNamed !== undefined);
  if (outsider && !m.outsider) {
    next.outsider = outsider;
    learned.outsider = outsider;
  }
  if (quoteIsWords(outsider, text)) heard.topics = heard.topics.filter((t) => t !== "price");
  // A pause ("let me think about who'd be on the team", "one sec, checking the budget sheet")
  // tells nothing about the project and asks nothing.
  const pause = smallTalk(text) === "pause";
  if (pause) heard.topics = [];
  if (heard.kind === "talk" && !outsider && !pause) {
    learnPlatforms(m, next, learned, text, heard);
    learnSituation(m, next, learned, heard, text);
  }
  learnContact(m, next, learned, said);
  // A phone given, or a call asked for, is answered as a request for a person.
  if ((next.callWish && learned.phone) || (next.callWish && !m.callWish))
    if (!heard.topics.includes("person")) heard.topics.push("person");
  // An address is taken from any message, even a terse one.
  const email = findEmail(addressText(said))?.toLowerCase();
  if (email && email !== m.email) {
    next.email = email;
    learned.email = email;
  }

  const topics = heard.topics;
  next.answered = addAll(next.answered, topics).next;
  next.offTrack = heard.kind === "talk" ? 0 : m.offTrack + 1;

  const plan: ReplyPlan = {
    kind: heard.kind,
    learned,
    topics,
    again: topics.filter((t) => m.answered.includes(t)),
    options: heard.options,
    snapshot: false,
    offTrack: next.offTrack,
    n,
  };
  planReply(next, plan);
  // No interview for someone who is not buying: their questions answered, the way to us given.
  if (outsider) {
    plan.ask = undefined;
    plan.flag = undefined;
    plan.snapshot = false;
  }
  // "why?" right after a question: why it was asked, then the next question; "what?": the same
  // question put simply. No page looked up for either, nothing else planned.
  const back = m.turn?.ask ? askedBack(text) : undefined;
  if (back) {
    plan.back = { kind: back, ask: m.turn!.ask! };
    plan.topics = [];
    if (back === "unclear") plan.ask = m.turn!.ask;
    plan.snapshot = false;
    plan.flag = undefined;
  }
  // "hmm", "let me think": the question on the table stays open, nothing new is put on it.
  if (pause) {
    plan.ask = undefined;
    plan.flag = undefined;
    plan.snapshot = false;
  }
  // "What sort of money for your part of it?": our price is answered; their budget waits a turn.
  if (plan.ask === "budget" && OUR_PRICE_ASKED.test(text)) plan.ask = undefined;
  next.turn = plan;
  if (plan.ask) next.asked = [...next.asked, plan.ask];
  if (plan.flag) next.flagged = [...next.flagged, plan.flag];
  if (plan.snapshot) next.summarized = true;
  return next;
}

/** Our price asked in a question: money, a cost or a fee, and "you" or "your part". */
const OUR_PRICE_ASKED =
  /\b(?:money|costs?|price|pricing|fees?|charges?|how much)\b[^.?!]{0,60}\b(?:you|your)\b[^.!]*\?|\b(?:you|your)\b[^.?!]{0,40}\b(?:money|costs?|cost|price|pricing|fees?|charge)\b[^.!]*\?/i;
