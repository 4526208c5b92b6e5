/**
 * A clause that gives the month of an event named just before it: "before harvest, which starts
 * in February", "by the end of our fiscal year - our FY ends Jan 31", "in time for our peak
 * season; it's December next year". The event's date is that month; the clause is no date of
 * its own.
 */
import { namesKind } from "./when-kind";

/** A clause pointing back: "which", "that", "it", "ours". */
const POINTS_BACK = /^\s*(?:which|that|it|it's|its|this|ours|theirs)\b/i;
const FISCAL = /\b(?:fiscal|financial|tax|budget)\s+year|\bfy\b|\byear[- ]end\b/i;

/**
 * Whether the clause points back, or speaks of the event in these words (its last word, or a
 * fiscal year as FY) naming no kind of its own ("… and we start the new fiscal year in July").
 */
export function restates(clause: string, event: string): boolean {
  if (POINTS_BACK.test(clause)) return true;
  if (namesKind(clause)) return false;
  if (FISCAL.test(event)) return FISCAL.test(clause);
  const head = /([\p{L}]{4,})\W*$/u.exec(event)?.[1];
  return (
    head !== undefined &&
    clause
      .toLowerCase()
      .split(/\P{L}+/u)
      .includes(head.toLowerCase())
  );
}
