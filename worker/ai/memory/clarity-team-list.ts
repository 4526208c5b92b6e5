/**
 * A sentence that only lists teams, whatever was asked ("the warehouse lads, inside sales, our
 * reps and customer care mostly", "The PMO, finance, back office, and the project managers."):
 * names with no verb say who, never why now or a worry. Its items must name teams, all but one
 * of three or more (a list of wishes, "better reporting, less double entry and one version of
 * the truth", is none; nor is "our bookkeeper retires at Christmas and nobody else knows it").
 */
import { teamsAtWorkOnce } from "./clarity-read-once";
import { departmentPatterns } from "./clarity-situation";

/** A word that makes a clause of a list item: a verb, a modal or a pronoun doing something. */
const VERB =
  /\b(?:is|are|was|were|be|been|am|has|have|had|do|does|did|can|could|will|would|should|must|may|might|need|needs|want|wants|get|gets|got|use|uses|run|runs|keep|keeps|take|takes|make|makes|go|goes|went|lost|won|grew|bought|feel|feels|we|i|it|they|\w{2,}ed|\w+n't)\b|['’](?:s|re|ll|d|ve)\b/i;

/** Words that close a list without being an item: "mostly", "obviously", "too". */
const CLOSING = /(?:\s+(?:mostly|mainly|obviously|too|as well|i guess|i think|really))+\s*$/i;

/** Words that open a list without being an item: "Is concerning …", "It's mostly …". */
const OPENING =
  /^\W*(?:(?:(?:it|that|this)\s*(?:is|'s|would be|will be)|is|are|it concerns|concerns|concerning|regarding|about|for|mostly|mainly|probably|basically|just|obviously|well|so|oh|also|and|plus|a bit|a little|partly|maybe)\b[\s,]*)+/i;

/** "the people who do the quotes": a relative clause names the team, no verb of the sentence. */
const RELATIVE = /\b(?:who|that)\s+[^,]+/gi;

/** Whether the sentence is a verbless list of teams, or one named alone ("a bit the finance girls"). */
export function teamsListOnly(sentence: string): boolean {
  const text = sentence
    .replace(/[.!]+\s*$/, "")
    .replace(CLOSING, "")
    .replace(OPENING, "");
  if (VERB.test(text.replace(RELATIVE, ""))) return false;
  const items = text
    .split(/\s*(?:,\s*(?:and|plus|&)?|&|\+|\band\b|\bplus\b)\s*/i)
    .map((i) => i.trim())
    .filter(Boolean);
  if (!items.length || items.some((i) => i.split(/\s+/).length > 6)) return false;
  const teams = items.filter(
    (i) => departmentPatterns.some(([re]) => re.test(i)) || teamsAtWorkOnce(i).length > 0,
  );
  // Two items both teams; of three or more, one may be a word no reader places ("back office").
  return teams.length >= (items.length > 2 ? items.length - 1 : items.length);
}
