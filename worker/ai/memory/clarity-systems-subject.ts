/**
 * A name no table knows, as the subject of what a system of theirs does or how worn it is:
 * "Comarch is too old", "Kerridge K8 runs the branches", "Navision is outdated". The sentence
 * says it runs something, so the name is a system even where a sentence's first word would have
 * its capital from its place. A person can run things too ("Tom runs the warehouse"): running a
 * piece of the work makes a system only of a name with a mark of one (a digit, capitals inside),
 * and being too old never one said with what for ("Dave is too old to learn a new system").
 */
import { WORN_AFTER } from "./clarity-role-complaints";
import { RUNS_AFTER } from "./clarity-role-words";

/** What marks a word as a name besides its capital: capitals inside, a digit, a dot, a slash. */
const MARKED = /\p{Ll}\p{Lu}|\d|\p{Lu}{2}|[./]/u;

/**
 * Whether a name (`name`, followed by `after`) is said as a system that runs something or is
 * worn out: the subject of its sentence's verb.
 */
export function subjectOfRunning(name: string, after: string): boolean {
  if (WORN_AFTER.test(after)) return !/^[^.;!?]{0,40}?\b(?:old|young)\s+(?:to|for)\b/i.test(after);
  return RUNS_AFTER.test(after) && MARKED.test(name);
}
