/**
 * A kind waiting on an event with no date of its own, the event dated in the next clause: "sign-off
 * once the new CFO starts; she joins in March" is a decision in March, "we'll kick off when the
 * grant lands. That's due in February" a start in February. The next clause names no kind of its
 * own (its date alone would be taken for a go-live, or for a date only stated).
 */
import type { WhenKind } from "../contracts/facts";
import { kindNamed, kindOf } from "./when-kind";

/** The words that hang a kind on an event to come. */
const WAITS_ON = /\b(?:once|when|after|until|till|as soon as|following)\b/i;

/** The event's own words: "once the new CFO starts", "after the merger completes". */
const EVENT_CLAUSE = /\b(?:once|when|after|until|till|as soon as|following)\b[^,;.!?]*/gi;

/** The kind the clause before waits with, if it does. */
function waitingKind(before: string, dated: (clause: string) => boolean): WhenKind | undefined {
  if (!kindNamed(before) || dated(before)) return undefined;
  // The kind of the main clause, without the event's own verb ("once the new CFO starts",
  // "after the merger completes").
  const main = before.replace(EVENT_CLAUSE, " ");
  return kindOf(kindNamed(main) ? main : before);
}

/**
 * The clause's parts, the kind the clause before waits with given to those naming none.
 * `dated`: whether a clause holds a date of its own (when.ts's reading, passed in).
 */
export function waitedFor<P extends { text: string; kind?: WhenKind }>(
  parts: P[],
  before: string | undefined,
  dated: (clause: string) => boolean,
): P[] {
  const kind = before && WAITS_ON.test(before) ? waitingKind(before, dated) : undefined;
  if (!kind) return parts;
  return parts.map((p) => (p.kind || kindNamed(p.text) ? p : { ...p, kind }));
}
