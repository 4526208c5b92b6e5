/**
 * Systems typed in lower case with the job they do, as a stack is told: "exact online for the
 * books, nmbrs for payroll", "billing is chargebee", "payroll is ipayroll and it stays". The name
 * is one or two words no common word holds (`nameLike`), opening its list item or closing it.
 * Names in capitals are read by clarity-systems-listed.ts. Pure; two patterns over the text.
 */
import { JOB } from "./clarity-system-role-said";

const ITEM = "[a-z][a-z0-9]{2,14}";
/** Where a list item opens: the message's start, a comma, "and", "+", "/", "&". */
const OPENS = String.raw`(?:^|[,;:]\s*|\s(?:and|plus|\+|&|/)\s+)`;
/** "nmbrs for payroll", "xero for the books": the name opens its item, its job after. */
const NAME_FOR_JOB = new RegExp(
  String.raw`${OPENS}(${ITEM}(?: ${ITEM})?) for (?:the |our |all (?:the |our )?)?${JOB}\b`,
  "gi",
);
/** "billing is chargebee", "payroll's on brightpay": the job, then the name closing its item. */
const JOB_IS_NAME = new RegExp(
  String.raw`\b${JOB}(?: is|'s| are)(?: (?:on|in|through|via|done in|done on|run on|run through))? (${ITEM}(?: ${ITEM})?)(?= *(?:[,.;:!?)(+&/]|$|and |plus |but |which |for now|today|at the moment))`,
  "gi",
);

/** The lower-case names `text` gives with their job, where it says them. */
export function namesWithJobs(
  text: string,
  nameLike: (w: string) => boolean,
): { start: number; end: number; name: string }[] {
  if (!/ (?:for|is|'s|are) [a-z]/.test(text)) return [];
  const found: { start: number; end: number; name: string }[] = [];
  for (const re of [NAME_FOR_JOB, JOB_IS_NAME])
    for (const m of text.matchAll(re)) {
      const name = m[1]!;
      if (!/^[a-z]/.test(name) || !name.split(" ").every(nameLike)) continue;
      const start = m.index + m[0].lastIndexOf(name);
      found.push({ start, end: start + name.length, name });
    }
  return found;
}
