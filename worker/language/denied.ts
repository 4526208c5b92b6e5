/**
 * A reason said only to be set aside: "it's not because of the audit, it's really growth", "not so
 * much the licence as the two firms we bought", "the price rise isn't the reason", "less about the
 * auditors, more about growth". The denied part is no reason of theirs: readers of why now read
 * the message without it, the reason kept ("it's really growth") stays. Linear: one gate, then one
 * pass of each shape.
 */
import { readOnce } from "./read-once";

/** The cheap gate: a negation beside a word of a reason, or "not so much", "less about". */
const GATE =
  /\b(?:not|n't|isn't|wasn't|less)\b[^.;!?]{0,40}\b(?:because|due to|about|driven by|reason|trigger|so much|down to)\b|\breason\b[^.;!?]{0,30}\b(?:isn'?t|is not|wasn'?t|was not)\b/i;

/**
 * "not (really|just|only) because of X", "not due to X", "not about X", "not driven by X", to the
 * end of its clause: a comma, a semicolon, a dash, "but", "it's really", "the real reason".
 */
const NOT_BECAUSE =
  /\b(?:(?:it|this|that)(?:'s|\s+is|\s+was)\s+|we(?:'re|\s+are)\s+)?not\s+(?:doing\s+(?:it|this|the project)\s+)?(?:really\s+|just\s+|only\s+|so much\s+|mainly\s+|mostly\s+|primarily\s+)?(?:because(?:\s+of)?|due to|about|driven by|down to)\b[^,;:.!?—–]*?(?=\s*(?:[,;:.!?—–]|\s-\s|\bbut\b|\b(?:it'?s|it is|that'?s)\s+(?:really|actually|more)\b|\bthe real\b|$))/gi;

/** "X isn't the reason", "X is not really why": the clause naming X. */
const IS_NOT_WHY =
  /(?:^|(?<=[,;:.!?—–]\s*)|\b(?:and|but|so)\s+)[^,;:.!?—–]{3,60}?\s+(?:isn'?t|is not|wasn'?t|was not)\s+(?:really\s+|actually\s+)?(?:the\s+(?:real\s+|main\s+)?(?:reason|trigger|driver)|why)\b[^,;:.!?—–]*/gi;

/** "not so much X as Y", "less about X (and) more about Y": X goes, Y stays. */
const RATHER =
  /\b(?:not so much|less about|less because of|less)\s+[^,;:.!?—–]{2,60}?\s*,?\s+(?=(?:as|and more|more|but more)\b)(?:as|and more about|more about|but more about|and more|more|but more)\b/gi;

/** The words every "X isn't the reason" has (one cheap look). */
const IS_NOT = /(?:isn'?t|is not|wasn'?t|was not)\s/i;

/**
 * The message without the reasons it sets aside (the same text when it sets none aside); the
 * memory reads it twice a turn: read once per text (read-once.ts).
 */
export const withoutDenied = readOnce(deniedLeft);
function deniedLeft(text: string): string {
  if (!GATE.test(text)) return text;
  const left = text.replace(RATHER, " ").replace(NOT_BECAUSE, " ");
  // The clause naming X looks back and ahead at every place: read only where its verb is.
  return IS_NOT.test(left) ? left.replace(IS_NOT_WHY, " ") : left;
}
