/**
 * A list of teams a sentence itself says is who the project touches, whatever was asked: "the
 * people affected are inside sales, applications engineering and pricing", "main ones who'd feel
 * it are our estimators and the site managers", "it touches underwriting, claims and the back
 * office", "production planning and the shop floor are who it hurts most". Said so, every item is
 * a team (an open class, as an answer to "which teams?" is) where one of them is a team a table
 * places: a sub-team ("credit control"), a bare function ("pricing"), the work its people do
 * ("whoever books the trucks"); "the people affected are mostly older" names none. Where only a verb says
 * it ("it touches …", "this affects …") or the list comes first ("… are who it hurts most"), the
 * items must be teams a table or a function word places ("it affects our margins" names none). Each item as said, lower case; the
 * caller places it. Linear: a few patterns per sentence, read once per sentence.
 */
import { readOnce } from "../../language/read-once";
import { sentencePieces } from "../../language/sentence-parts";
import { bareTeam } from "./clarity-teams-bare";

/** "the people affected are", "teams impacted:", "the ones who'd feel it most are". */
const SAID_BEFORE =
  /\b(?:(?:the|our)\s+)?(?:(?:main|key|biggest|only|other)\s+)?(?:people|teams?|departments?|depts?|areas?|functions?|ones?|users|folks|groups?|staff)\s+(?:(?:(?:most|mainly|mostly|directly|really)\s+)?(?:affected|impacted|involved|touched|hit)(?:\s+(?:most|mainly|mostly|by (?:it|this|the (?:change|project|system))))?|(?:who|that)(?:['’]d|['’]ll|\s+would|\s+will|\s+are going to)?\s+(?:feel|notice|use|touch)\s+(?:it|this|the change)(?:\s+(?:most|first|hardest|daily|every day))?)\s*(?:(?:are|is|would be|will be)\s*[:=–—-]?|[:=]|[-–—])\s*/i;

/** "it touches …", "this would affect …": a verb alone says it, so a table must place the items. */
const TOUCHES =
  /\b(?:it|this|that|the (?:project|system|change|new system|rollout))\s+(?:(?:would|will|mostly|mainly|really|basically|also|only)\s+|['’](?:d|ll)\s+)*(?:touch(?:es)?|affects?|impacts?|involves?|covers?)\s+(?:(?:mostly|mainly|basically|really|only|just)\s+)?/i;

/** "production planning and the shop floor are who it hurts most": the list, then what it is. */
const SAID_AFTER =
  /^\s*(?:(?:and|but|so|also|oh)\s+)?([^,.;:!?]{2,60}(?:,[^,.;:!?]{2,40}){0,4})\s+(?:are|is|['’]re|would be|will be)\s+(?:(?:who|the ones?|the people|the teams?|where)\s+(?:(?:it|this|the change)\s+)?(?:\w+\s+)?(?:hurts?|hits?|affects?|touch(?:es)?|lands?|bites?)\b|(?:the\s+)?(?:most|worst|hardest)\s+(?:affected|hit|impacted)\b)/i;

/** Words around an item that are no part of its name. */
const OPENING =
  /^(?:(?:and|plus|also|oh|then|mostly|mainly|probably|basically|just|only|obviously|maybe|a (?:little |small )?bit of|a little of|some of|bits of|parts of|the|our|my|all the|both)\s+)+/i;
const CLOSING =
  /(?:\s+(?:mostly|mainly|really|too|as well|a bit|a little|probably|i think|i guess|to a degree|somewhat))+$/i;

/** The items of a list, each tidied, lower case (initials kept). */
function itemsOf(list: string): string[] {
  return list
    .split(/\s*(?:,|;|&|\+|\/|\band\b|\bplus\b)\s*/i)
    .map((i) => i.trim().replace(OPENING, "").replace(CLOSING, "").trim())
    .filter((i) => /^\p{L}/u.test(i))
    .map((i) => (/^\p{Lu}{2,}$/u.test(i) ? i : i.toLowerCase()));
}

/** The list from `at` to the clause's end (a mark, a bracket or a clause of why). */
const listAfter = (sentence: string, at: number) =>
  sentence
    .slice(at)
    .split(
      /[.;!?()]|\s[-–—]\s|\s+(?:because|since|as they|so that|but|which|who are|they)\s+/i,
    )[0]!;

/**
 * Open-class items (after a cue that says they are the teams): a short name, not a clause, a
 * count or a word of how they are ("mostly older and not very techy", "about 40 people").
 */
const NOT_A_NAME =
  /^(?:not|very|quite|really|too|more|less|about|around|roughly|so|scared|worried|older|younger|new|old)\b|\d|\b(?:of|to|with|than)\b|(?:ly|ed)$/i;
const shortName = (i: string) => i.split(/\s+/).length <= 3 && !NOT_A_NAME.test(i);
/** People by a job title no table lists: "account handlers", "claims officers". */
const JOB_TITLE =
  /^[\p{L}-]+\s+(?:handlers|clerks|officers|executives|advis[eo]rs|agents|assistants|coordinators|administrators|controllers|specialists)$/u;
/** Items a table must place: those a verb alone says the change touches. */
const placedBy = (labelsOf: (words: string) => string[]) => (i: string) =>
  labelsOf(i).length > 0 || bareTeam(i) !== undefined || JOB_TITLE.test(i);

/** The teams one sentence says the project touches, as said. */
const affectedIn = readOnce((sentence: string): readonly string[] => {
  const before = SAID_BEFORE.exec(sentence);
  if (before) return itemsOf(listAfter(sentence, before.index + before[0].length));
  const after = SAID_AFTER.exec(sentence);
  if (after) return itemsOf(after[1]!);
  const touches = TOUCHES.exec(sentence);
  return touches ? itemsOf(listAfter(sentence, touches.index + touches[0].length)) : [];
});

/**
 * Whether a sentence's list needs a table to place its items: one said by a verb alone ("it
 * touches …") or before "are who it hurts" ("that is where it hurts" names no team).
 */
const mustBePlaced = (sentence: string) => !SAID_BEFORE.test(sentence);

/**
 * The teams a message says the project touches, each as said (lower case), in order: items of a
 * list a cue names as the teams affected, else (a verb alone) those a table or function places.
 */
export function teamsAffected(text: string, labelsOf: (words: string) => string[]): string[] {
  const found: string[] = [];
  for (const sentence of sentencePieces(text)) {
    const items = affectedIn(sentence);
    if (!items.length) continue;
    const placed = placedBy(labelsOf);
    const kept = mustBePlaced(sentence)
      ? items.every(placed)
        ? items
        : []
      : items.some(placed)
        ? items.filter((i) => shortName(i) || placed(i))
        : [];
    for (const i of kept) if (!found.includes(i)) found.push(i);
  }
  return found;
}
