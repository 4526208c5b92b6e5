/**
 * A deadline's month said first and the event after it as its reason: "live by the end of June
 * next year before the summer rush", "decide by March, ahead of the budget round" — the month is
 * the date; the event only says why. An event that holds its own month ("after the year end in
 * March") or comes first ("before the busy season, so September") is read as before.
 */
import { months } from "./vocabulary";

const DEADLINE_MONTH = new RegExp(
  String.raw`\b(?:by|before|until|till|in|for)\s+(?:the\s+)?(?:end\s+of\s+|early\s+|mid[- ]|late\s+)?(${months.filter((m) => m !== "may").join("|")})\b`,
  "i",
);

export function monthBeforeEvent(sentence: string, event: string): boolean {
  const m = DEADLINE_MONTH.exec(sentence);
  if (!m || event.toLowerCase().includes(m[1]!.toLowerCase())) return false;
  const last = event.split(/\s+/).at(-1)!.toLowerCase();
  return sentence.toLowerCase().indexOf(last, m.index + m[0].length) > m.index;
}
