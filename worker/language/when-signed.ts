/**
 * Whether a date in a message is said as a target: its own clause names what it is the date of
 * ("live by March", "decide in May") or revises one ("more like June"). In "our leads have zero
 * time during peak season (Nov-Dec), can it be done around that?" the "done" is another clause's:
 * the months are a busy season, no target.
 */
import { namesKind } from "./when-kind";
import { rejectsDate } from "./when-rejected";

/** Words that revise a date: "more like June", "pushed to May", "June would be better". */
const REVISED =
  /\b(?:instead|more like|realistic\w*|push\w*|mov\w*|slip\w*|delay\w*|brought forward|bring (?:it )?forward|revis\w*|chang\w*|updat\w*|better|prefer\w*|later|earlier|sooner|target\w*|aim\w*|plan\w*|hop\w*|want\w*|need\w*|by|before|until|no later than)\b/i;

/** The clause of `text` that holds a date's words, else the whole text. */
export function clauseOf(text: string, said: string): string {
  const lower = said.toLowerCase();
  return (
    text.split(/[,;:.!?()]\s*|\s+[—–-]\s+/).find((c) => c.toLowerCase().includes(lower)) ?? text
  );
}

/** Whether the date shown as `said` is a target in `text`. */
export function dateSigned(text: string, said: string): boolean {
  const own = clauseOf(text, said);
  // "March won't work, let's say May": the date said in the place of one turned down.
  return namesKind(own) || REVISED.test(own) || rejectsDate(text);
}
