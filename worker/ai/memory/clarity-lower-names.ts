/**
 * Systems typed in lower case where a message says a piece of work is done on them ("the front
 * desk runs on opera and sage 50", "docs sit in imanage", "our tms is mercurygate", "billing runs through chargebee",
 * "support on help scout", "we're on raisers edge and xero", "our donor crm (blackbaud's raisers
 * edge)", "the box office runs on tessitura (the hosted one)"): a name of one or two words right
 * after those words, closing its clause or its list item. Names in capitals are read by
 * clarity-systems-listed.ts; here a word is a name only when it is no common word, no place,
 * month, team or role (`plainWord`), no adverb and no number word ("dentally" is a name).
 */
import { scales, tens, units } from "../../language/vocabulary";
import { namesWithJobs } from "./clarity-lower-jobs";
import { WORK } from "./clarity-role-words";
import { plainWord } from "./clarity-systems-listed";

/** A lower-case name of one or two words where it is said. */
export interface LowerName {
  start: number;
  end: number;
  name: string;
}

const ITEM = "[a-z][a-z0-9]{2,14}";
/** Work done on a system, with what it is done to: "book the jobs in servicem8", "do the quotes on". */
const DOING =
  "book|books|booked|log|logs|do|does|did|keep|keeps|track|tracks|schedule|schedules|plan|plans|enter|enters|raise|raises|process|processes|quote|quotes|invoice|invoices|run|runs|manage|manages|write|writes|make|makes";
/** A version after a name, left off it: "vintrace v5", "opera 5.6". */
const VERSION = String.raw` v\d+(?:\.\d+)*| \d+\.\d+`;
/**
 * Who or what is on it, then the preposition, then the name and the end of its item: "runs on
 * opera and", "support on help scout,", "we're on raisers edge and xero".
 */
const SAID_ON = new RegExp(
  String.raw`(?:\b(?:(?:run|runs|running|sits?|lives?|living|kept|done|handled|managed|tracked|stored|booked|logged|recorded|happens?|built|made|prepared|written|created|produced|typed|entered|works?|working|operates?|we're|we are|they're|they are|(?:${WORK}|everything(?: [a-z]+)?) (?:is|are))(?: all| still| mostly| currently)?|${WORK}) (?:on|in|through|via|using|out of) (${ITEM}(?: ${ITEM})?)|\b(?:tms|wms|crm|erp|pms|psa|lms|hris|pos|cms|mrp|dms|ehr|emr|helpdesk) (?:is|=|:) (${ITEM}(?: ${ITEM})?)|\b(?:tms|wms|crm|erp|pms|psa|lms|hris|pos|cms|mrp|dms|ehr|emr|helpdesk|system|database|db|software|platform|tool|app|package) \((?:(?:the|our|an?|old|new) )?(?:[a-z]+['’]s )?(${ITEM}(?: ${ITEM}| \d{1,4})?)|\b(?:${DOING}) (?:the|our|all|all the|all our|every|their|its) [a-z]+(?: [a-z]+)? (?:on|in|through|via|using) (${ITEM})|\b(?:thing|system|tool|app|software|database|db|program|programme|platform|package|setup) (?:that )?(?:we |everyone |they )?(?:called|named|call it|calls it|nicknamed|known as) ['‘"]?(${ITEM}(?: ${ITEM})?)['’"]?)(?:${VERSION})?(?= *(?:[,.;:!?)(+&/]|$|and |plus |but |which |mostly|for |now|today|at the moment))`,
  "gi",
);

/** Common words such a place holds that name no system. */
const COMMON = new Set(
  `track time place site house hold top board hand holiday leave call line schedule paper email
  emails excel sheets spreadsheets fumes autopilot purpose average fire mind charge order stock
  sale progress demand advance general total person public private practice touch use trial
  shape budget target course people staff office offices warehouse cloud premise premises
  hours teams zoom whatsapp phone phones post boxes folders files desk desks notebooks
  whiteboards whiteboard memory head heads paperwork forms binders everything nothing
  lots loads bits pieces bulk parallel batches real both either each every any some really early
  daily weekly monthly yearly nearly fully partly roughly likely only family italy stages phases
  steps waves chunks pocket scope date control sync season town state country business minutes
  days weeks months years future past theory principle part large small isolation silos silo
  house-`.split(/\s+/),
);
/** How a system is, said where its name could stand: "our crm is ancient", "wms is clunky". */
const STATES = new Set(
  `ancient old older outdated dated legacy clunky creaky creaking slow awful terrible rubbish
  broken useless obsolete basic manual crap horrible bad poor weak dire hopeless patchy flaky
  buggy messy painful annoying limited unreliable unsupported unusable expensive pricey cheap
  fine okay decent solid great good new newish modern custom bespoke homegrown antiquated
  archaic prehistoric dinosaur nightmare mess joke disaster overkill dead dying ok`.split(/\s+/),
);
const NUMBER_WORDS = new Set([...Object.keys(units), ...Object.keys(tens), ...Object.keys(scales)]);

/** Whether a lower-case word may be a product's name. */
export const nameLike = (word: string) =>
  !COMMON.has(word) &&
  !STATES.has(word) &&
  !/(?:less|ful|ous|ible|able)$/.test(word) &&
  !NUMBER_WORDS.has(word) &&
  !/(?:ing|ed)$/.test(word) &&
  !plainWord(word, false) &&
  !plainWord(word[0]!.toUpperCase() + word.slice(1), false);

const VERSIONED = new RegExp(`(?:${VERSION})$`);

/** Lower-case names said as what a piece of work is done on, where the message says them. */
export function lowerNamesInUse(text: string): LowerName[] {
  // Cheap gate: one preposition of use, followed by a lower-case word.
  if (!/ (?:on|in|through|via|using|out of|is|=|:|called|named|it|as|for|'s|are) [a-z]/.test(text))
    return [];
  const found: LowerName[] = [];
  for (const m of text.matchAll(SAID_ON)) {
    const name = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5])!;
    // "unleashed v3": a version after it makes a word that looks like a verb a name.
    const versioned = VERSIONED.test(m[0]);
    const like = (w: string) =>
      nameLike(w) || (versioned && !COMMON.has(w) && !NUMBER_WORDS.has(w));
    if (!name.split(" ").every((w) => /^\d+$/.test(w) || like(w))) continue;
    const start = m.index + m[0].lastIndexOf(name);
    found.push({ start, end: start + name.length, name });
  }
  // "nmbrs for payroll", "billing is chargebee": a name with the job it does.
  for (const j of namesWithJobs(text, nameLike))
    if (!found.some((f) => f.start < j.end && j.start < f.end)) found.push(j);
  return found;
}
