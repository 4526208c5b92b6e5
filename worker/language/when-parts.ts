/**
 * The parts of one clause, each with the date it holds (docs/decisions/033): the main clause, the
 * clause of another event inside it ("launch after the committee approves it in February":
 * February is the decision), a date added to the main verb ("…, ideally by June": the launch), and
 * the same date said again more realistically ("by the end of June, though realistically July",
 * "Q2 2027, say May": `again`, the later words stand).
 */
import type { WhenKind } from "../contracts/facts";
import { kindNamed, kindOf } from "./when-kind";
import { againWords, SAID_AGAIN } from "./when-said-again";

export interface ClausePart {
  text: string;
  /** The kind the part's date has from the words it hangs on, when they are outside the part. */
  kind?: WhenKind;
  /** The date of the part before said again, more realistically: it stands in that one's place. */
  again?: true;
}

/** A date added to the main verb: "…, ideally by June", "…, at the latest in October", "… — April". */
const ADDED =
  /(?:,\s*|\s+)(?=(?:ideally|preferably|hopefully|optimally|at the (?:very )?(?:latest|earliest)|worst case|best case|or at worst)\b)|\s[—–]\s|\s-\s/i;
/**
 * A clause of its own event after the main verb: "… after the board signs off …", "… once the
 * funding is approved …"; not a period counted ("three months after signing") nor a clause put
 * first ("After the summer we'll kick off": the words after it are the main clause).
 */
const SUBORDINATE =
  /(?<!\b(?:days?|weeks?|months?|quarters?|years?)\s+)(?<=\w\W*\s)\b(?:after|once|as soon as|when|following|the moment)\s+(?!(?:that|this|then|which)\b)/i;

/**
 * The parts of one clause, each with the date it holds: the main clause, the clause of another
 * event inside it (when that names its own kind), and a date added to the main verb.
 */
export function clauseParts(clause: string): ClausePart[] {
  const again = SAID_AGAIN.exec(clause);
  if (again) {
    const first = clause.slice(0, again.index);
    const text = againWords(clause.slice(again.index + again[0].length));
    const part: ClausePart =
      kindNamed(text) || !kindNamed(first) ? { text } : { text, kind: kindOf(first) };
    return [...clauseParts(first), { ...part, again: true }];
  }
  const [head = "", ...added] = clause.split(ADDED);
  // "at the latest" bounds the date and names none (the date reader would take it for words).
  const tail = added.join(" ").replace(/\bat the (?:very )?(?:latest|earliest)\b/gi, " ");
  const sub = SUBORDINATE.exec(head);
  // The other event's clause runs to the next comma; what follows is the main clause again.
  const [own = "", ...rest] = sub ? head.slice(sub.index + sub[0].length).split(/,\s*/) : [];
  const main = sub && kindNamed(own) ? [head.slice(0, sub.index), ...rest].join(", ") : head;
  const parts: ClausePart[] = [{ text: main }];
  if (main !== head) parts.push({ text: own });
  // The added date is of the main verb's kind, unless it names its own.
  if (tail)
    parts.push(
      kindNamed(tail) || !kindNamed(main) ? { text: tail } : { text: tail, kind: kindOf(main) },
    );
  return parts.length === 1 ? [{ text: clause }] : parts;
}
