/**
 * Systems listed on one line after a heading, typed as people type them: "systems: distinctive for
 * the schedules (old version, 2016), quickbook onlne for the money". Each item opens with its
 * name, then what it is for; a name in lower case is one when it is no common word
 * (`nameLike`). What is in brackets is said about the item, never an item.
 */
import { nameLike } from "./clarity-lower-names";

/** "systems:", "our stack -", "tools we use:" opening a line's list. */
const HEAD =
  /(?:^|\n|[.;]\s+)(?:(?:our|current|the)\s+)?(?:systems?|stack|tools?|software)\b[^\n:]{0,20}?\s*[:—–]\s*([^\n]{3,300})/gi;
/** An item's name, then what it is for or where: "distinctive for …", "xero (cloud)". */
const ITEM = /^([a-z][a-z0-9]{2,14})(?=\s+(?:for|at|as|in|on|to|v\d)\b|\s*[(–—-]|\s*$)/;

/** The lower-case names a one-line list of systems gives, in order. */
export function inlineListed(text: string): string[] {
  if (!/(?:systems?|stack|tools?|software)\b[^\n:]{0,20}?\s*[:—–]/i.test(text)) return [];
  const found: string[] = [];
  for (const m of text.matchAll(HEAD))
    for (const item of m[1]!.replace(/\([^)]*\)/g, " ").split(/,|;|\s+and\s+|\s\+\s/)) {
      const name = ITEM.exec(item.trim())?.[1];
      if (name && nameLike(name) && !found.includes(name)) found.push(name);
    }
  return found;
}
