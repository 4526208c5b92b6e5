/**
 * The project, its platform and the systems it must work with, as one message names them
 * (`learnPlatforms`): a platform named with no word of its role decided by the conversation, a
 * change of mind, platforms compared, a part of the work put off, a family's name said after one
 * of its members, a platform named as where work is done now.
 */

import { chatbotInstead } from "../../language/chatbot-instead";
import { consultancyDoubted } from "../../language/consultancy-doubt";
import { isCorrection } from "../../language/corrections";
import { firstInOrder } from "../../language/first-in-order";
import { nothingNewDoubted } from "../../language/nothing-new";
import { withoutDeferred } from "./clarity-deferred";
import { editionsAsHeld, projectRefined, withEditions } from "./clarity-editions-held";
import { figureLabel } from "./clarity-figure-labels";
import { kindLeftNotErp, kindProject } from "./clarity-kind-project";
import { leaningTo } from "./clarity-leaning";
import type { Heard } from "./clarity-listen";
import { addAll, type ClarityMemory, type ReplyPlan } from "./clarity-memory";
import { type ProjectType, productTypes } from "./clarity-platform-names";
import { contextOf, platformsIn, platformsOf } from "./clarity-platforms";
import { productQuestioned } from "./clarity-product-question";
import { namedOverTrouble } from "./clarity-project-by-trouble";
import { wishedWork } from "./clarity-project-wished";
import { projectName } from "./clarity-roadmap";
import { systemsLeft } from "./clarity-systems-left";
import { listsSystems, systemsInOwnWords, weighs } from "./clarity-systems-own-words";
import { triedNames, withoutTried } from "./clarity-systems-tried-read";
import { vendors } from "./clarity-vendors";

/** Phrases that make a named platform the new project rather than a system it must live with. */
const changeOfMind =
  /\b(?:actually|instead|rather|changed? (?:our|my) minds?|switch(?:ing)? to|pivot|decided on|(?:have |'ve )?(?:chosen|picked|settled on)|go(?:ing|ne)? with|thinking about it|on reflection|on second thoughts?|scratch that|the real need)\b/i;

export type Learned = ReplyPlan["learned"];

/** Words that make a platform the one they are choosing, even after "which systems…?". */
const TARGET_SAID =
  /\b(?:looking at|considering|evaluating|shortlist\w*|moving to|switching to|going with|leaning (?:towards?|to)|thinking (?:about|of)|interested in|this time|we(?:'d| would) (?:like|go for)|want(?:s|ed)? to (?:move|go|buy|implement|roll out))\b/i;
/** "we're thinking CPQ of some kind": a platform or kind said straight after "thinking". */
const THINKING_OF =
  /\b(?:[Ww]e'?re|[Ww]e are|I'?m|i'?m|I am|been)\s+thinking\s+(?:an?\s+|some\s+)?(?:\p{Lu}{2,}|\p{Lu}\p{Ll}+)\b/u;
const targetSaid = (text: string) => TARGET_SAID.test(text) || THINKING_OF.test(text);

/**
 * A question about us and how we work ("Who on your side runs the sessions, a person or the
 * AI?"), with nothing of theirs in it: the kinds of project it names are not their project.
 */
const aboutTheService = (text: string) =>
  (/\?\s*$/.test(text.trim()) &&
    /\b(?:you|your|yours)\b/i.test(text) &&
    !/\b(?:we|we're|our|us|i'm|my)\b/i.test(text)) ||
  aboutOurModel(text) ||
  // "isn't this just a consultancy with a chatbot bolted on": the chatbot is ours, doubted.
  consultancyDoubted(text) ||
  // "can't chatgpt do this for free?": the chatbot is the stand-in doubted, not their project.
  chatbotInstead(text) ||
  // "how is an AI supposed to understand how a print shop runs": the AI is ours, doubted.
  nothingNewDoubted(text);

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

/** The kind of project this message puts first of those it names ("fix crm first"), if any. */
function putFirst<K extends string>(kinds: readonly K[], text: string): K | undefined {
  const word = kinds.length ? firstInOrder(text) : undefined;
  return word ? kinds.find((k) => k.toLowerCase().split(" ")[0] === word) : undefined;
}

/**
 * The project, its platform and the systems it must work with, as this message names them. Fills
 * `next` (the memory being built from `m`) and `learned`.
 */
export function learnPlatforms(
  m: ClarityMemory,
  next: ClarityMemory,
  learned: Learned,
  text: string,
  heard: Heard,
) {
  // What the conversation says decides a platform named with no word of its role (clarity-roles.ts).
  // An edition of a system held by its family ("it's Sage 200 actually") is that system.
  let read = editionsAsHeld(platformsOf(withoutDeferred(text), contextOf(m)), m.integrations, text);
  // "we tried Dynamics 365 and stopped after five months": history, no platform of theirs.
  read = withoutTried(read, text);
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
    !targetSaid(text) &&
    !wishedWork(m, read, text);
  if (answersSystems && !read.today.length) read.today = [...read.products, ...read.integrations];
  // "is Acumatica any good?": a product asked about is neither their platform nor their system.
  const questioned = productQuestioned(text);
  const selecting =
    questioned ||
    heard.topics.includes("vendor") ||
    heard.topics.includes("who") ||
    answersSystems ||
    aboutTheService(text);
  // "reps keep their customers in their heads" (a CRM), then "we want to move to NetSuite".
  const hasProject = m.projectTypes.length > 0 && !namedOverTrouble(m, read, text);
  // "a practice management system" the project, then "oracle is hiking the database licence":
  // a platform named later, with no word of choosing it, lives beside the kind.
  const kindIsProject = !!m.kindNamed && !targetSaid(text) && !changeOfMind.test(text);
  // "replace our WMS": the kind left is the project, not the ERP its label calls for.
  const leftKind = !hasProject && !m.kindNamed && !selecting && kindLeftNotErp(read, text);
  if (leftKind) read = { ...read, projectTypes: [] };
  // "What would it actually test for an AI project?": the same project named again is no change.
  // A shortlist narrowed ("we've decided on Zoho") is a change.
  const same =
    read.projectTypes.every((t) => m.projectTypes.includes(t)) &&
    read.products.length === m.products.length &&
    read.products.every((p) => m.products.includes(p));
  // "crm first, cpq after": the kind put first is the project; the one the project is already, no change.
  const first = putFirst(read.projectTypes, text);
  const change =
    hasProject &&
    (changeOfMind.test(text) || !!first) &&
    read.projectTypes.length > 0 &&
    !same &&
    first !== m.projectTypes[0];
  // Two platforms compared ("NetSuite or Acumatica?") before either is chosen: both are the project.
  const sameKind = !hasProject || read.projectTypes[0] === m.projectTypes[0];
  const compared = read.comparing && !change && !m.products.length && sameKind;
  if (compared) {
    next.projectTypes = hasProject ? m.projectTypes : read.projectTypes;
    // "leaning to d365": the one they favour is said first, still one of the shortlist.
    const lean = leaningTo(text, read.products);
    next.products = lean ? [lean, ...read.products.filter((p) => p !== lean)] : read.products;
    next.comparing = true;
    next.byTrouble = hasProject ? m.byTrouble : undefined;
    learned.project = projectName(next) ?? undefined;
  } else if (!selecting && !kindIsProject && (!hasProject || change)) {
    // A platform no table knows is a project too ("move to Clio"); its kind, named later, joins it.
    if (read.projectTypes.length || read.products.length) {
      next.projectTypes = change ? [first ?? read.projectTypes[0]!] : read.projectTypes;
      next.products = read.products.length || change ? read.products : m.products;
      next.comparing = read.comparing;
      next.byTrouble = read.byTrouble;
      learned.project = projectName(next) ?? undefined;
      learned.changedProject = change;
    }
  }
  // A kind no offered kind holds ("a new WMS"), while no project is known: the project, as named.
  let gone: string[] = [];
  if (!selecting && !next.projectTypes.length && !next.products.length && !m.kindNamed) {
    const kind = kindProject(m, next, text, read, leftKind);
    if (kind) {
      learned.project = kind.kind;
      read = kind.read;
      gone = kind.gone;
    }
  }
  // A platform of the project's own kind named later, before any was: the project's platform
  // (two weighed, "looked at servicetitan and fieldedge", are the shortlist above).
  if (
    !selecting &&
    hasProject &&
    !change &&
    !compared &&
    !m.products.length &&
    read.products.length
  ) {
    const own =
      read.projectTypes[0] === m.projectTypes[0]
        ? read.products.slice(0, 1).filter((p) => !workedIn(text, p))
        : [];
    if (own.length) {
      next.products = own;
      learned.project = projectName(next) ?? undefined;
      // The kind was said back when it was named: now only the platform is news.
      learned.platformOnly = true;
    }
  }
  // Platforms named later live beside the project: systems it must work with.
  let laterProducts =
    (hasProject || kindIsProject) && !change && !selecting
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
    questioned
      ? []
      : selecting
        ? [...(read.today.length || !text.trim().endsWith("?") ? fromTables : []), ...read.today]
        : [...fromTables, ...heard.systems, ...laterProducts]
  ).filter(
    (s, _i, all) =>
      !next.products.includes(s) &&
      !all.some((o) => o !== s && editionOf(o, s)) &&
      !sameFamilyHeld(s, next.integrations) &&
      // "maybe Salesforce CPQ since we're already on salesforce": the family run today is a
      // system, even beside a candidate of its name.
      (read.today.includes(s) || !sameFamilyHeld(s, next.products)),
  );
  // Nicknames, list items, versions, systems given up: the prospect's own words.
  // "FY27 Q3", "NZD 90": a period's label or a sum is no system.
  const own = systemsInOwnWords(text, said, [...next.products, ...m.products]);
  const tried = triedNames(text, own);
  const systems = own.filter(
    (s) =>
      !figureLabel(s) &&
      !gone.some((g) => g.toLowerCase() === s.toLowerCase()) &&
      !tried.includes(s) &&
      // "we need to replace our ERP": the kind of the project is no system beside it.
      !(next.projectTypes.includes(s as ProjectType) && !m.projectTypes.includes(s as ProjectType)),
  );
  // "It's HubSpot we use, not Pipedrive": a system taken back leaves the list.
  const back = isCorrection(text) ? TAKEN_BACK.exec(text)?.[1] : undefined;
  const takenBack = back
    ? (({ products, integrations }) => [...products, ...integrations])(platformsIn(back))
    : [];
  const sys = addAll(
    withEditions(next.integrations, systems).filter((s) => !takenBack.includes(s)),
    systems.filter((s) => !takenBack.includes(s)),
  );
  next.integrations = sys.next;
  learned.systems = sys.added;
  // "we're moving off Sage 200 onto NetSuite": Sage 200 runs today, and the project replaces it.
  const left = next.projectTypes.length ? systemsLeft(text, sys.added) : [];
  if (left.length) learned.replaced = left;
}

/** What a platform is: its vendor's category (clarity-vendors.ts), else its project's kind. */
const kindOf = (name: string) =>
  vendors.find(([, n]) => n === name)?.[2] ?? productTypes.find(([, n]) => n === name)?.[2];

/**
 * Whether `name` is an edition of `family` ("QuickBooks Online" of "QuickBooks"): a product of
 * another kind under the vendor's name ("Xero Practice Manager" beside "Xero") is a second system.
 */
const editionOf = (name: string, family: string) =>
  name.startsWith(`${family} `) && kindOf(name) === kindOf(family);

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
  return at.test(text) && !targetSaid(text) && !changeOfMind.test(text);
}

/** The words a correction takes back: "not Pipedrive", "rather than Sage 50". */
const TAKEN_BACK = /\b(?:not|rather than|instead of)\s+([^,.;!?]{2,40})/i;
