/**
 * Systems listed on one line after a heading, typed as people type them: "systems: distinctive for
 * the schedules (old version, 2016), quickbook onlne for the money". Each item opens with its
 * name, then what it is for; a name in lower case is one when it is no common word
 * (`nameLike`). What is in brackets is said about the item, never an item.
 */
import { nameLike } from "./clarity-lower-names";
import { tableSystemsIn } from "./clarity-platform-names";

/** "systems:", "our stack -", "tools we use:" opening a line's list. */
const HEAD =
  /(?:^|\n|[.;]\s+)(?:(?:our|current|the)\s+)?(?:systems?|stack|tools?|software)\b[^\n:]{0,20}?\s*[:—–]\s*([^\n]{3,300})/gi;
/** "current stack tally prime / busy …": a stack said with no colon, its items joined tight. */
const HEAD_BARE =
  /(?:^|\n|[.;]\s+)(?:our|current|the)\s+(?:tech\s+)?stack(?:\s+is|\s+=)?\s+([a-z][^\n.;]{3,300})/gi;
/** An item's name, then what it is for or where: "distinctive for …", "xero (cloud)". */
const ITEM =
  /^([a-z][a-z0-9]{2,14})(?:\s+(?:erp|crm|prime|cloud|online|pro|plus|premium|enterprise|\d+))?(?=\s+(?:for|at|as|in|on|to|v\d)\b|\s*[(–—-]|\s*$)/;

/** The lower-case names a one-line list of systems gives, in order. */
export function inlineListed(text: string): string[] {
  if (!/(?:systems?|stack|tools?|software)\b/i.test(text)) return [];
  const found: string[] = [];
  const add = (list: string, joins: RegExp) => {
    const items = list.replace(/\([^)]*\)/g, " ").split(joins);
    const names = items.map((item) => ITEM.exec(item.trim())?.[1]).filter((n) => !!n);
    // "tally prime": a name the tables know by its capital is their label ("Tally").
    const label = (n: string) => tableSystemsIn(n[0]!.toUpperCase() + n.slice(1))[0] ?? n;
    return (names as string[]).filter((n) => nameLike(n)).map(label);
  };
  for (const m of text.matchAll(HEAD))
    for (const n of add(m[1]!, /,|;|\s+and\s+|\s\+\s|\s\/\s|\s&\s/))
      if (!found.includes(n)) found.push(n);
  // With no colon, only a list of two names or more says it is the stack.
  for (const m of text.matchAll(HEAD_BARE)) {
    const names = add(m[1]!, /\s\/\s|\s\+\s|\s&\s|,|;/);
    if (names.length > 1) for (const n of names) if (!found.includes(n)) found.push(n);
  }
  return found;
}
