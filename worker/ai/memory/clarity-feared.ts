/**
 * A worry labelled by what is feared: "our quality team is very worried about traceability and
 * lot tracking during the change" is "traceability and lot tracking through the change", the
 * team the one who fears it. Who is worried is no label; what they are worried about is.
 */

/** "worried about …", "nervous about …", "concerned for …": the thing feared follows. */
const FEARED =
  /\b(?:worried|nervous|concerned|anxious|afraid|scared|uneasy|apprehensive|wary|fearful|twitchy|jittery)\s+(?:about|of|for|over|regarding)\s+(?:(?:the|our|their|losing|keeping)\s+)?([^,;:.!?()—]{3,80})/i;

/** Where the thing feared ends: the time of the change, a reason, a second clause. */
const ENDS =
  /\s+(?:during|while|whilst|through|throughout|when|once|as|in the|at|because|since|if|so|but|after|before|until|which|that)\b/i;

/** The change the fear is about: "during the change", "while we switch over", "in the migration". */
const THROUGH_CHANGE =
  /\b(?:during|while|whilst|through|throughout|in|across|when|as|once)\s+(?:the\s+|we\s+|our\s+|it\s+)?(?:[\w-]+\s+)?(?:change\w*|switch\w*|migrat\w*|move|moving|cut[- ]?over|transition|go[- ]live|rollout|roll[- ]out|implementation|changeover|upgrade)\b/i;

/** What a word alone cannot be: a pronoun, a vague "it all", a person. */
const VAGUE =
  /^(?:it|this|that|them|him|her|us|everything|all of it|it all|things|the whole thing)$/i;

/** A word naming a matter, not a thing with a name: "traceability", "compliance", "training". */
const ABSTRACT = /(?:ity|ion|ment|ing|ance|ence|ness|ship|ure|age|time|cy)$/i;

/** The thing feared in one sentence, labelled (with "through the change" when said), or undefined. */
export function fearedThing(sentence: string): string | undefined {
  const m = FEARED.exec(sentence);
  if (!m) return undefined;
  const end = ENDS.exec(m[1]!);
  const thing = (end ? m[1]!.slice(0, end.index) : m[1]!).trim().replace(/\s+/g, " ");
  // "wary of Sage": a product alone says less than who fears it; the sentence's words stand.
  // One word that names no matter ("merlin", a product in lower case) is none either.
  const product =
    (/^\p{Lu}/u.test(thing) && thing.split(" ").length <= 2) ||
    (!thing.includes(" ") && !ABSTRACT.test(thing));
  if (thing.length < 3 || VAGUE.test(thing) || product || thing.split(" ").length > 8)
    return undefined;
  const through = THROUGH_CHANGE.test(sentence.slice(m.index + m[0].length - m[1]!.length));
  return `${thing}${through ? " through the change" : ""}`;
}
