/**
 * Dates in a prospect's words that are not their project's:
 * - a deed already done: "we sold it in the spring", "we opened the new depot in March".
 *   chrono-node reads "in the spring" forward, so told in November it would become next
 *   spring's go-live; a deed in the past tense with nothing pointing ahead dates no project;
 * - a question of what we can do: "can you start before Christmas?", "could your team be done
 *   by March?" — the simulation's dates, answered in the reply, not the project's plan ("can you
 *   help us go live by March?" is still theirs: the verb with the date is their go-live).
 */
import { namesKind } from "./when-kind";
import { clauseOf } from "./when-signed";

/**
 * Deeds told in the past: irregular pasts and the "-ed" of things a company does once ("the
 * system is replaced in March" is a plan, not a deed done).
 */
const PAST_DEED =
  /(?<!\b(?:is|are|be|been|being|gets?|getting)\s+|'(?:s|re)\s+)\b(?:sold|bought|acquired|closed|opened|merged|lost|won|hired|joined|went|did|got|tried|built|spun off|shut|ran|began|grew|finished|completed|switched|swapped|replaced|migrated|implemented|installed|upgraded|divested|moved (?:in|out|offices|premises|site|sites|house)|happened)\b/i;

/** Words that point ahead, or revise a plan: with them the date is one still to come. */
const AHEAD =
  /\b(?:will|'ll|going to|gonna|plan\w*|aim\w*|hop\w*|want\w*|need\w*|should|must|would|'d|could|can|by|before|until|till|next|target\w*|expect\w*|schedul\w*|due|push\w*|slip\w*|delay\w*|instead|more like|realistic\w*|deadline|if|once|when|meant|supposed|to (?:be|go|start|launch|kick|begin|have|get)|has to|have to|got to|go[- ]live|live by|launch)\b/i;

/**
 * A subject, then a verb in the simple past: "we rolled out …", "our founder stepped down …",
 * "we took over …" (a verb in "-ed", or one of the common irregular pasts).
 */
const SUBJECT_PAST =
  /\b(?:we|i|they|he|she|it|who|founder|owner|ceo|cfo|md|company|business|board|team|group|firm)\s+(?:just\s+|recently\s+|already\s+|finally\s+|also\s+|then\s+)?(?:[a-z]{2,}ed|took|went|sold|bought|made|got|had|did|gave|came|began|ran|won|lost|built|sent|spent|brought|became|paid|met|grew|fell|rose|shut|split|left|was|were)\b/i;

/** Whether the date shown as `said` is, in `text`, a deed of the past. */
export function toldAsPast(text: string, said: string): boolean {
  const own = clauseOf(text, said);
  // "we've changed the rota app this year already": a date marked as gone by.
  if (ALREADY_AFTER.test(own.slice(own.indexOf(said) + said.length))) return true;
  // "complained about missed deadlines twice this year": how often it happened, no date ahead.
  if (COUNTED_BEFORE.test(own.slice(0, Math.max(0, own.indexOf(said))))) return true;
  return (PAST_DEED.test(own) || SUBJECT_PAST.test(own)) && !AHEAD.test(own);
}

/** A count of times just before the date ("twice this year", "3 times this quarter"): how often. */
const COUNTED_BEFORE =
  /\b(?:once|twice|thrice|(?:\d+|a few|several|many|multiple|a couple of|[a-z]+)\s+times)\s+(?:(?:already|so far)\s+)?$/i;

/** "already" or "so far" right after the date: its time has gone by. */
const ALREADY_AFTER = /^\s*(?:alone\s+)?(?:already|so far)\b/i;

/** "can you start before …", "could your team be done by …", "are you able to begin in …". */
const ASKED_OF_US =
  /\b(?:can|could|would|will|are|do)\s+(?:you|y'?all|you guys|your (?:team|people|consultants?))\s+(?:(?:be able to|able to|possibly|realistically|actually|still)\s+)?(?:start|begin|kick (?:it |this |things )?off|get (?:going|started)|fit (?:us|it|this) in|do (?:it|this|that)|run (?:it|this|the (?:simulation|sprint))|deliver|finish|be done|have (?:it|this|the report) (?:done|ready))\b/i;

/**
 * Whether the date shown as `said` is, in `text`, asked of us: what we can do by then. A date
 * with a verb of its own kind after ours is theirs: in "could you be done before the board
 * decides in February?" February is the board's decision.
 */
export function askedOfUs(text: string, said: string): boolean {
  const own = clauseOf(text, said);
  const asked = ASKED_OF_US.exec(own);
  return !!asked && !namesKind(own.slice(asked.index + asked[0].length));
}
