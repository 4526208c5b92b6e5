/**
 * Sentences that sound like worries and are none of the project's: a question, however it is
 * typed ("if we did go ahead what would the whole thing cost", no question mark), and a doubt
 * about us or what we sell ("I've been burned by consultants before", "I'm sceptical a prototype
 * tells you much"). The engine answers those; the roadmap's risks are the project's own.
 */

import { hypeDoubted } from "../../language/hype";
import { nothingNewDoubted } from "../../language/nothing-new";

/** A question inside a sentence: a question word, then its verb before the subject. */
const ASKED_WITHIN =
  /(?:^|[,;:—]\s*|\b(?:so|and|but|then|ok|okay|also)\s+|\b(?:if|once|when|assuming)\b[^,;:?]{0,60}?\s)(?:what|how much|how long|how many|how soon|when|who|which|why|where|how)\s+(?:would|will|could|does|do|did|is|are|can|should|might|shall|'?d)\s+(?:it|we|you|the|this|that|they|i|a|an|all|our|your|there|he|she)\b|\bwhat happens (?:if|when|to)\b|\b(?:is|are|would|will|could|can|do|does)\s+(?:it|that|this|there|you)\s+[^.!]{0,40}\?\s*$/i;

/** A sentence that asks, whatever its punctuation. */
export const askedWithin = (said: string) => ASKED_WITHIN.test(said.trim());

/** Who or what a doubt about us is about: consultants, agencies, a prototype, us. */
const US = String.raw`(?:consultan\w*|agenc\w*|advis[eo]rs?|firms? like (?:you|yours)|people like you|companies like (?:you|yours)|discovery|strategy (?:documents?|decks?|work)|slides|decks?|prototypes?|simulations?|mock-?ups?|demos?|(?:this|the|your) (?:process|approach|service|method)|you(?:r|rs)?\b)`;
/** Let down before by people who sold advice: a doubt about us, not a risk of the project. */
const BURNED = new RegExp(
  String.raw`\b(?:burn(?:ed|t)|let down|stung|bitten|ripped off|fleeced|disappointed|bad experiences?|taken for a ride)\b[^.!?]{0,50}?\b${US}`,
  "i",
);
/** A doubt about what we sell: "sceptical a prototype tells you much", "not convinced by this". */
const DOUBTING = new RegExp(
  String.raw`\b(?:sceptic\w*|skeptic\w*|cynical|wary|suspicious|unconvinced|not (?:yet )?(?:convinced|sold)|doubt\w*|don'?t (?:see|buy|believe)|dubious)\b[^.!?]{0,60}?\b${US}`,
  "i",
);

/** Whether the sentence doubts us or what we sell. */
export const doubtAboutUs = (said: string) =>
  BURNED.test(said) || DOUBTING.test(said) || hypeDoubted(said) || nothingNewDoubted(said);

/**
 * A worry pointed at by what it is ("that FoxPro data is what worries me most", "access db is the
 * scary bit"): the thing pointed at is the risk's label, whole; the words of fear are not.
 */
const POINTED =
  /^\W*(?:(?:and|but|so|honestly|frankly|tbh|to be honest|for me)[\s,]+)*(.{3,70}?)\s+(?:is|are|'s|will be|would be)\s+(?:probably\s+|definitely\s+|really\s+|easily\s+)?(?:what\s+(?:really\s+)?(?:worries|scares|frightens|concerns|bothers|terrifies)\s+(?:me|us)|what keeps (?:me|us) (?:up|awake)|the\s+(?:(?:scary|scariest|hard|hardest|tricky|trickiest|risky|riskiest|difficult|big|biggest|main|real|one)\s+)+(?:bit|part|thing|one|piece|risk|worry|concern|unknown)|the (?:bit|part|thing|one) that (?:worries|scares|keeps|frightens))\b/i;

/** The worry named first, as a thing: "what worries me is change fatigue, …", "my fear is scope creep". */
const POINTED_FIRST =
  /^\W*(?:(?:and|but|so|honestly|frankly)[\s,]+)*(?:what\s+(?:really\s+)?(?:worries|scares|frightens|concerns|bothers)\s+(?:me|us)(?:\s+most)?|my\s+(?:main\s+|biggest\s+|real\s+)?(?:worry|concern|fear))\s+is\s+([^,;:.!?—–]{3,40})/i;
/** Words of a clause, not a thing: the worry is then read by its shape elsewhere. */
const CLAUSE_WORD =
  /\b(?:that|will|won'?t|would|can'?t|cannot|is|are|was|were|may|might|\w+n'?t|have|has|we|they|he|she|it)\b/i;
const namedFirst = (said: string) => {
  const m = POINTED_FIRST.exec(said);
  return m && !CLAUSE_WORD.test(m[1]!) && m[1]!.trim().split(/\s+/).length <= 4 ? m : null;
};

/** The risk a sentence points at by what it is, labelled by that thing. */
export function pointedWorry(said: string): { id: "other"; text: string; who: string } | undefined {
  const m = POINTED.exec(said) ?? namedFirst(said);
  if (!m) return undefined;
  const thing = m[1]!
    .trim()
    .replace(/^(?:that|this|those|these)\s+/i, "the ")
    .replace(/\bdbs?\b/gi, "database");
  if (/^(?:it|this|that|which|what)$/i.test(thing)) return undefined;
  return { id: "other", text: `Concern: ${thing}`, who: thing };
}

/** A risk's label with each system the memory knows written as it knows it ("rxworks": "RxWorks"). */
export function namesAsKnown(label: string, names: readonly string[]): string {
  let out = label;
  const lower = label.toLowerCase();
  for (const name of names) {
    // Most labels name no system: a look for the name's letters before any pattern is built.
    if (name.length < 3 || !lower.includes(name.toLowerCase()) || !/\p{Lu}/u.test(name)) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(new RegExp(String.raw`(?<![\p{L}\d])${escaped}(?![\p{L}\d])`, "giu"), name);
  }
  return out;
}
