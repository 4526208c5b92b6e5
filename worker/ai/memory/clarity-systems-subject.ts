/**
 * A name no table knows, as the subject of what a system of theirs does or how worn it is:
 * "Comarch is too old", "Kerridge K8 runs the branches", "Navision is outdated". The sentence
 * says it runs something, so the name is a system even where a sentence's first word would have
 * its capital from its place. A person can run things too ("Tom runs the warehouse"): running a
 * piece of the work makes a system only of a name with a mark of one (a digit, capitals inside),
 * and being too old never one said with what for ("Dave is too old to learn a new system").
 */
import { WORN_AFTER } from "./clarity-role-complaints";
import { RUNS_AFTER, USED_AFTER } from "./clarity-role-subject";

/** What marks a word as a name besides its capital: capitals inside, a digit, a dot, a slash. */
const MARKED = /\p{Ll}\p{Lu}|\d|\p{Lu}{2}|[./]/u;

/**
 * Worn words said of people, not systems: "old school", "old-fashioned", "too old to learn", "too
 * old for this job".
 */
const OF_PEOPLE =
  /^[^.;!?]{0,40}?\b(?:old|young)(?:[\s-]+(?:school|fashioned|friend|timer|hand|guard|boy|girl|man|woman|colleague|mate)\b|\s+to\s+(?:learn|change|retrain|adapt|start|switch|pick up)\b|\s+for\s+(?:this|the|a|that)\s+(?:job|role|kind of work)\b)/i;
/** Whose the name is, just before it: "our biggest customer Decathlon", "a supplier called Fenwick". */
const SOMEONE_ELSES =
  /\b(?:customers?|clients?|suppliers?|vendors?|partners?|competitors?|dealers?|distributors?)(?:\s+(?:called|named|is|was))?\s+$/i;

/**
 * Whether a name (`name`, between `before` and `after`) is said as a system that runs something
 * or is worn out: the subject of its sentence's verb.
 */
export function subjectOfRunning(name: string, before: string, after: string): boolean {
  if (SOMEONE_ELSES.test(before)) return false;
  if (WORN_AFTER.test(after)) return !OF_PEOPLE.test(after);
  if (USED_AFTER.test(after)) return true;
  return RUNS_AFTER.test(after) && MARKED.test(name);
}
