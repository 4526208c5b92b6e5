/**
 * Worries read by what the project is tied to, not by their subject (docs/decisions/033): a
 * condition outside the team's hands ("it all depends on the bank signing off our loan", "it
 * hinges on a grant we hear about in February") and a ceiling on the cost that someone will not
 * go past ("the trustees will balk at anything north of £150k", "the board won't sign off
 * anything over 80k"). Each is kept as the prospect's own clause. Cheap: one word test gates each
 * pattern.
 */
import type { Risk } from "./clarity-memory";
import { subjectBefore } from "./clarity-risk-people";
import { phraseAround } from "./clarity-said";

/**
 * The project tied to something outside it: what follows "depends on" is the condition; "all over
 * the place depending on who answers" says how today's work varies, no condition.
 */
const TIED =
  /\b(?:depends|depending|dependent|hinges|hinging|rests|resting|relies|relying|conditional|contingent|subject)\s+(?:entirely\s+|completely\s+|heavily\s+|largely\s+|all\s+)?(?:on|upon|to)\s+(?!(?:what|how|you|your|whether|who|which|where|when|the (?:scope|price|answer))\b)/i;

/** Something the project needs, said not to be sure yet: "budget approval is not guaranteed". */
const UNSURE =
  /\b(?:is|are|was)\s+(?:not|n't)\s+(?:yet\s+)?(?:guaranteed|certain|confirmed|secured|signed off|approved|a given)\b|\b(?:isn'?t|aren'?t)\s+(?:yet\s+)?(?:guaranteed|certain|confirmed|secured|signed off|approved|a given)\b/i;

/** A condition the project waits on, as a risk, or undefined. */
export function dependencyOf(sentence: string): Risk | undefined {
  const unsure = UNSURE.exec(sentence);
  if (unsure) {
    const said = phraseAround(sentence, unsure.index, true);
    if (said.split(/\s+/).length >= 3)
      return { id: "other", text: `Dependency: ${said}`, who: said };
  }
  if (!/\b(?:depend|hing|rest|rel[iy]|conditional|contingent|subject)/i.test(sentence))
    return undefined;
  const m = TIED.exec(sentence);
  if (!m) return undefined;
  // The condition itself: what follows the tie, to its clause's end.
  const condition = phraseAround(sentence.slice(m.index + m[0].length), 0);
  if (condition.split(/\s+/).length < 2) return undefined;
  return { id: "other", text: `Dependency: ${condition}`, who: condition };
}

/**
 * A refusal above a figure: "will balk at anything over …", "won't sign off anything above …",
 * "draws the line at …". The figure is in digits by then (the language module's `figures`).
 */
const CEILING =
  /\b(?:balk|baulk|bulk|(?:won'?t|will not|wouldn'?t|would not|never)\s+(?:\w+\s+)?(?:sign off|approve|go|stretch|pay|wear|accept|sanction|fund)|draw\w* the line|say no|choke|flinch)\w*\b[^.;]{0,30}?\b(?:anything|more than|over|above|north of|beyond|past|upwards of|at)\s+(?:about\s+|around\s+)?[£$€]?\s?\d/i;

/** Money short now: "cash is tight until the contract pays out", "cashflow is a worry". */
const SHORT =
  /\b(?:cash|money|cash ?flow|funds?|budgets?)\s+(?:is|are|'s|has been|will be)\s+(?:\w+\s+)?(?:tight|short|limited|stretched|squeezed|thin|a (?:worry|problem|concern))\b/i;

/** A ceiling on the cost set by whoever holds the money, or money short now, as a risk. */
export function ceilingOf(sentence: string): Risk | undefined {
  const short = SHORT.exec(sentence);
  if (short)
    return {
      id: "other",
      text: `Cost: ${phraseAround(sentence, short.index, true)}`,
      who: "the budget",
    };
  if (!/\d/.test(sentence)) return undefined;
  const m = CEILING.exec(sentence);
  if (!m) return undefined;
  const who = subjectBefore(sentence, m.index) ?? "the budget holder";
  return { id: "other", text: `Cost: ${phraseAround(sentence, m.index, true)}`, who };
}
