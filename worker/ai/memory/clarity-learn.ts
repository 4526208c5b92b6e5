/**
 * The memory after one more visitor message: what it adds to the facts, and the plan for the
 * reply (`planReply`), decided now so the engine only writes it out.
 */

import { findEmail } from "../../contracts/contact-fields";
import { isCorrection } from "../../language/corrections";
import { budgetText } from "../../language/money";
import { budgetUnheld, nextBudget } from "../../language/money-fold";
import { normalise } from "../../language/normalise";
import { ownWords } from "../../language/quoted";
import { readingMessage } from "../../language/read-once";
import { withoutUptalk } from "../../language/uptalk";
import { tameInput } from "../tame-input";
import { learnContact } from "./clarity-contact";
import { editionsAsHeld, projectRefined, withEditions } from "./clarity-editions-held";
import { correctFigure, learnDates, replaced } from "./clarity-facts";
import { planReply } from "./clarity-interview";
import { kindOther } from "./clarity-kind-other";
import { type Heard, hear } from "./clarity-listen";
import { addAll, type ClarityMemory, memoryOf, type ReplyPlan } from "./clarity-memory";
import { spelledNames } from "./clarity-name-spelling";
import { namesAsKnown } from "./clarity-not-risks";
import { productTypes } from "./clarity-platform-names";
import { contextOf, platformsIn, platformsOf } from "./clarity-platforms";
import { wishedWork } from "./clarity-project-wished";
import { projectName } from "./clarity-roadmap";
import { listsSystems, systemsInOwnWords, weighs } from "./clarity-systems-own-words";

/** Phrases that make a named platform the new project rather than a system it must live with. */
const changeOfMind =
  /\b(?:actually|instead|rather|changed? (?:our|my) minds?|switch(?:ing)? to|pivot|decided on|(?:have |'ve )?(?:chosen|picked|settled on)|go(?:ing|ne)? with|thinking about it|on reflection|on second thoughts?|scratch that|the real need)\b/i;

type Learned = ReplyPlan["learned"];

/** Words that make a platform the one they are choosing, even after "which systems…?". */
const TARGET_SAID =
  /\b(?:looking at|considering|evaluating|shortlist\w*|moving to|switching to|going with|leaning (?:towards?|to)|thinking (?:about|of)|interested in|this time|we(?:'d| would) (?:like|go for)|want(?:s|ed)? to (?:move|go|buy|implement|roll out))\b/i;

/**
 * A part of the work put off ("leave the CRM side for later", "the CRM can wait", "not the CRM
 * yet"): no project now, so its platforms are not read as the project.
 */
const DEFERRED =
  /\b(?:leave|leaving|park|parking|put|putting)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:for later|until later|till later|for (?:a )?later phase|for phase (?:two|2)|aside|on hold)\b|(?:^|[,;.—]\s*|\b(?:and|but|so)\s+)(?:the\s+)?(?:[\w-]+\s+){0,2}?[\w-]+\s+can wait\b|\bnot\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?yet\b/gi;

/** A word every part put off ends with: a text without one puts nothing off. */
const DEFERRED_WORD = /later|phase|aside|on hold|can wait|\syet\b/i;

/**
 * A question about us and how we work ("Who on your side runs the sessions, a person or the
 * AI?"), with nothing of theirs in it: the kinds of project it names are not their project.
 */
const aboutTheService = (text: string) =>
  (/\?\s*$/.test(text.trim()) &&
    /\b(?:you|your|yours)\b/i.test(text) &&
    !/\b(?:we|we're|our|us|i'm|my)\b/i.test(text)) ||
  aboutOurModel(text);

/**
 * Where this chat sends what they type, or what it runs on ("if I type stuff into clarity does it
 * get sent to openai?", "is your bot built on GPT?"): the AI company named is ours, not their
 * project — unless their own plans are in the message too ("we want to roll out Copilot").
 */
const aboutOurModel = (text: string) =>
  OUR_CHAT.test(text) && CARRIED.test(text) && !/\b(?:we|we're|our|us)\b/i.test(text);
const OUR_CHAT =
  /\b(?:clarity|this (?:chat|bot|tool|site|assistant|thing)|your (?:chat|bot|ai|model|assistant|tool|site)|what (?:i|we) (?:type|write|say|put in)|my (?:data|messages?|chats?|answers?|words))\b/i;
const CARRIED =
  /\b(?:sent|send|shared?|pass(?:ed|es)?|go(?:es)?|forward(?:ed)?|upload(?:ed)?|built|powered|running|runs|based|train(?:ed|ing)?|uses?|using)\b/i;

/**
 * The text as an address is read from it: a typographic apostrophe inside a word, as phones type
 * it ("o’brien@…"), is the apostrophe an address holds, so the address is kept whole.
 */
const addressText = (text: string) => text.replace(/(?<=\w)[’ʼ‘](?=\w)/g, "'");

/** The roadmap's budget when the prospect said none is set. */
export const NO_BUDGET_YET = "not set yet";

/**
 * The project, its platform and the systems it must work with, as this message names them. Fills
 * `next` (the memory being built from `m`) and `learned`.
 */
function learnPlatforms(
  m: ClarityMemory,
  next: ClarityMemory,
  learned: Learned,
  text: string,
  heard: Heard,
) {
  // What the conversation says decides a platform named with no word of its role (clarity-roles.ts).
  // An edition of a system held by its family ("it's Sage 200 actually") is that system.
  let read = editionsAsHeld(
    platformsOf(DEFERRED_WORD.test(text) ? text.replace(DEFERRED, " ") : text, contextOf(m)),
    m.integrations,
    text,
  );
  // An edition of the project's platform said later ("it's Sage X3") names the project closer.
  const refined = projectRefined(read, m.products, text);
  if (refined) {
    read = refined.read;
    next.products = refined.products;
    learned.project = projectName(next) ?? undefined;
  }
  if (read.leaving.length) next.leaving = [...new Set([...(m.leaving ?? []), ...read.leaving])];
  // A question about vendors or about us names platforms without making them the project; so
  // does the answer to "which systems does it have to work with?" ("Just Sage and a homegrown MES").
  // A message that lists its systems under a heading ("Current systems:\n* …") answers it too.
  const answersSystems =
    (m.asked.at(-1) === "systems" || listsSystems(text)) &&
    !changeOfMind.test(text) &&
    !TARGET_SAID.test(text) &&
    !wishedWork(m, read, text);
  if (answersSystems && !read.today.length) read.today = [...read.products, ...read.integrations];
  const selecting =
    heard.topics.includes("vendor") ||
    heard.topics.includes("who") ||
    answersSystems ||
    aboutTheService(text);
  const hasProject = m.projectTypes.length > 0;
  // "What would it actually test for an AI project?": the same project named again is no change.
  // A shortlist narrowed ("we've decided on Zoho") is a change.
  const same =
    read.projectTypes.every((t) => m.projectTypes.includes(t)) &&
    read.products.length === m.products.length &&
    read.products.every((p) => m.products.includes(p));
  const change = hasProject && changeOfMind.test(text) && read.projectTypes.length > 0 && !same;
  // Two platforms compared ("NetSuite or Acumatica?") before either is chosen: both are the project.
  const sameKind = !hasProject || read.projectTypes[0] === m.projectTypes[0];
  if (read.comparing && !change && !m.products.length && sameKind) {
    next.projectTypes = hasProject ? m.projectTypes : read.projectTypes;
    next.products = read.products;
    next.comparing = true;
    learned.project = projectName(next) ?? undefined;
  } else if (!selecting && (!hasProject || change)) {
    // A platform no table knows is a project too ("move to Clio"); its kind, named later, joins it.
    if (read.projectTypes.length || read.products.length) {
      next.projectTypes = change ? read.projectTypes.slice(0, 1) : read.projectTypes;
      next.products = read.products.length || change ? read.products : m.products;
      next.comparing = read.comparing;
      learned.project = projectName(next) ?? undefined;
      learned.changedProject = change;
    }
  }
  // A kind no offered kind holds ("a new WMS"), while no project is known: the project, as named.
  if (!selecting && !next.projectTypes.length && !next.products.length && !m.kindNamed) {
    const other = kindOther(text);
    if (other) {
      next.kindNamed = other.kind;
      learned.project = other.kind;
    }
  }
  // A platform of the project's own kind named later, before any was: the project's platform.
  if (!selecting && hasProject && !change && !m.products.length && read.products.length) {
    const own =
      read.projectTypes[0] === m.projectTypes[0]
        ? read.products.slice(0, 1).filter((p) => !workedIn(text, p))
        : [];
    if (own.length) {
      next.products = own;
      learned.project = projectName(next) ?? undefined;
    }
  }
  // Platforms named later live beside the project: systems it must work with.
  let laterProducts =
    hasProject && !change && !selecting
      ? read.products.filter((p) => !m.products.includes(p) && !next.products.includes(p))
      : [];
  // "We are considering Dynamics 365, nothing decided": an option weighed runs nowhere yet.
  // A platform of another kind than the project, named beside it as weighed, likewise.
  const weighed = (p: string) =>
    weighs(text) && !read.today.includes(p) && productTypes.some(([, name]) => name === p);
  laterProducts = laterProducts.filter((p) => !weighed(p));
  const fromTables = read.integrations.filter((p) => !weighed(p));
  // A question about vendors still says what runs today ("we're on Sage; SAP or Dynamics?"):
  // those are systems; the candidates it weighs are not.
  const said = (
    selecting
      ? [...(read.today.length || !text.trim().endsWith("?") ? fromTables : []), ...read.today]
      : [...fromTables, ...heard.systems, ...laterProducts]
  ).filter(
    (s, _i, all) =>
      !next.products.includes(s) &&
      !all.some((o) => o !== s && o.startsWith(`${s} `)) &&
      !sameFamilyHeld(s, next.integrations) &&
      // "maybe Salesforce CPQ since we're already on salesforce": the family run today is a
      // system, even beside a candidate of its name.
      (read.today.includes(s) || !sameFamilyHeld(s, next.products)),
  );
  // Nicknames, list items, versions, systems given up: the prospect's own words.
  const systems = systemsInOwnWords(text, said, [...next.products, ...m.products]);
  // "It's HubSpot we use, not Pipedrive": a system taken back leaves the list.
  const back = isCorrection(text) ? TAKEN_BACK.exec(text)?.[1] : undefined;
  const gone = back
    ? (({ products, integrations }) => [...products, ...integrations])(platformsIn(back))
    : [];
  const sys = addAll(
    withEditions(next.integrations, systems).filter((s) => !gone.includes(s)),
    systems.filter((s) => !gone.includes(s)),
  );
  next.integrations = sys.next;
  learned.systems = sys.added;
}

/**
 * A family's name said after one of its members is held ("our Dynamics partner" after Dynamics
 * GP, "the SAP side" after SAP Business One): the system already known, not a second one.
 */
function sameFamilyHeld(name: string, held: readonly string[]): boolean {
  const family = name.split(" ").at(-1)!;
  // Only a brand names a family: "data warehouse" and "warehouse management" are two systems.
  if (!/^\p{Lu}/u.test(family)) return false;
  return held.some((h) => h !== name && h.split(" ").includes(family));
}

/**
 * A platform named as where work is done now ("our clerks type every order into Sage 200 a second
 * time"), with no word of choosing it: a system run today, not the project's platform.
 */
function workedIn(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const at = new RegExp(String.raw`\b(?:into|in|on|from|out of|off)\s+${escaped}\b`, "i");
  return at.test(text) && !TARGET_SAID.test(text) && !changeOfMind.test(text);
}

/** The words a correction takes back: "not Pipedrive", "rather than Sage 50". */
const TAKEN_BACK = /\b(?:not|rather than|instead of)\s+([^,.;!?]{2,40})/i;

/** What drives the project, whom it touches and how many, the core team, when, the budget, concerns. */
function learnSituation(
  m: ClarityMemory,
  next: ClarityMemory,
  learned: Learned,
  heard: Heard,
  text: string,
) {
  const drivers = addAll(next.drivers, heard.drivers);
  next.drivers = drivers.next;
  learned.drivers = drivers.added;
  const departments = addAll(next.departments, heard.departments);
  next.departments = departments.next;
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
  const company = heard.companySize;
  if (company !== undefined && company !== m.companySize) {
    next.companySize = company;
    learned.companySize = company;
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
  }
  correctFigure(m, next, learned, text);
  // "No budget yet" answers the budget question: kept in words until a figure comes.
  if (heard.noBudget && !m.budget && !m.budgetLabel) {
    next.budgetLabel = NO_BUDGET_YET;
    learned.noBudget = true;
  }
  // A risk's label writes the systems it names as the memory knows them ("the Access database").
  const named = heard.risks.map((r) => ({ ...r, text: namesAsKnown(r.text, next.integrations) }));
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
  const text = spelledNames(normalise(said));
  const m = memoryOf(memory);
  // An address is a contact, not words about the project ("sales" in eu.sales.acme.com is no team).
  // It still tells that the message said something: it reads as the word "email".
  const heard = hear(text.includes("@") ? text.replace(/\S+@\S+/g, " email ") : text, m, now);
  const n = m.turns + 1;
  const learned: Learned = { drivers: [], departments: [], systems: [], sizes: [], risks: [] };
  const next: ClarityMemory = { ...m, turns: n };
  if (heard.kind === "talk") {
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
