/**
 * A headcount given as a clause of its own in a terse message — "Harbour Foods, 80 people, based
 * in Hull", "Prairie Mutual, 300 people in Des Moines", "CRM | ~200 ppl | €90k", "we are 150, want Odoo" — the company's, where "200 people
 * use it" is not. Clarity's memory reads it so (worker/ai/memory/clarity-situation.ts); here in
 * the language module, the lead's reading of a /try note and of a chat has it too.
 */
import { figures } from "./numbers";
import { DEPARTMENTS } from "./size-words";

const ALONE =
  /^\W*(?:about|around|approximately|roughly|circa|nearly|almost|over|some)?\s*~?\s*(\d{1,3}(?:,\d{3})*|\d+)\s*\+?\s*(?:people|persons|heads|employees|staff)(?:\s+(?:here|in total|total|overall|all told|company[- ]wide)|\s+(?:in|at|across|based in)\s+([\p{L}'-]+(?:\s+[\p{L}'-]+){0,2}))?\s*$/iu;
/** A place by its name, in capitals: "in Des Moines", not "in finance" or "in the field". */
const PLACE = /^\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*$/u;
const WE_ALONE =
  /^\W*we(?:'re| are)\s+(?:about|around|roughly|nearly|almost|over|some|~)?\s*(\d{1,3}(?:,\d{3})*|\d+)\s*$/i;
/** A clause that names a team: "the tax team, 30 people" counts the team, not the company. */
const TEAM_BEFORE = new RegExp(
  String.raw`\b(?:team|teams|department|dept|crew|squad|unit|office|${DEPARTMENTS})\s*$`,
  "i",
);
const PLACE_DEPARTMENT = new RegExp(`^(?:${DEPARTMENTS})$`, "i");
/** Bars, bullets and slashes part a terse message's clauses as commas do. */
const CLAUSES = /[,;.!?\n|•·]+|\s+[-–—/]\s+/;

export function headcountAlone(text: string): number | undefined {
  // A terse message only: a long one says whose people they are.
  if (text.length > 400) return undefined;
  const clauses = figures(text).split(CLAUSES);
  for (const [i, clause] of clauses.entries()) {
    if (i > 0 && TEAM_BEFORE.test(clauses[i - 1]!)) continue;
    const m = ALONE.exec(clause.trim());
    // "300 people in Des Moines" counts the firm; "30 people in Finance" a department.
    if (m?.[2] && (!PLACE.test(m[2]) || PLACE_DEPARTMENT.test(m[2]))) continue;
    // "we are 150, want Odoo": the firm counted in a clause of its own, never a year.
    const we = WE_ALONE.exec(clause.trim());
    const said = m?.[1] ?? (we && !/^(?:19|20)\d\d$/.test(we[1]!) ? we[1] : undefined);
    const n = said ? Number(said.replace(/,/g, "")) : 0;
    if (n >= 5) return n;
  }
  return undefined;
}
