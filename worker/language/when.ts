/**
 * Dates in a prospect's words as typed values (docs/decisions/033): one date of a sentence
 * (`readWhen`, `when-date.ts`) and every date of a message, each with its kind, a date counted
 * from another ("six months after that") counted from it (`readWhens`, read clause by clause in
 * `when-clauses.ts`). What a date is of is `when-kind.ts`'s, the month it points at
 * `when-month.ts`'s, the words to show `when-said.ts`'s.
 */
import type { When } from "../contracts/facts";
import { Kept } from "./kept";
import { whensIn } from "./when-clauses";

export { readWhen } from "./when-date";
export { kindOf, namesKind, setsTarget } from "./when-kind";
export { monthOf } from "./when-month";

/**
 * Every date in a message, one per clause, each with its kind; a date taken back is skipped, and
 * a date counted from another ("six months after that") is counted from the one before it — in
 * the message, else `before`, the month of the date said before the message ("YYYY-MM").
 */
export function readWhens(raw: string, now: Date, before?: string): When[] {
  // The memory, then the reply, read the same words in one turn: the last few readings are kept,
  // by the minute (a date said is a month or a day, never a second).
  const key = `${Math.floor(now.getTime() / 60_000)}|${before ?? ""}|${raw}`;
  const kept = recentWhens.get(key);
  if (kept) return kept.map((w) => ({ ...w }));
  const found = whensIn(raw, now, before);
  recentWhens.set(
    key,
    found.map((w) => ({ ...w })),
  );
  return found;
}
const recentWhens = new Kept<When[]>(32);
