/**
 * A doubt said sarcastically, with none of the plain words of doubt: "sure, because the last
 * three 'transformations' went so well for us" (a failure before, said as its opposite), "oh
 * brilliant, another firm that'll tell us we need more consultants" (us, as one more of a kind).
 */

/** Praise meant as its opposite, of something past: "went so well", "worked out great". */
const PAST_PRAISED =
  /\b(?:went|worked out|turned out|ended)\s+(?:so|really|super|just)\s+(?:well|great|brilliantly|fine|nicely)\b|\bbecause (?:that|those|it|they) (?:went|worked|turned out)\s+(?:so\s+)?(?:well|great)\b/i;
/** What went before: a project, a rollout, a consultant's work of theirs. */
const BEFORE =
  /\b(?:last|previous|prior|past|earlier|other|three|two|several|all those)\b|["'“‘]\w+["'”’]/i;

/** One more of a kind they are tired of: "another firm that'll tell us…", "yet another consultancy". */
const ANOTHER_ONE =
  /\b(?:oh (?:great|brilliant|fantastic|wonderful|perfect|joy|good)|great|brilliant|fantastic|wonderful|perfect|yet)\W+(?:just\s+)?another\s+(?:[\w-]+\s+){0,2}?(?:firm|company|consultan\w*|agency|outfit|vendor|tool|platform|startup|ai thing|bunch|lot|shop|report|deck|workshop|assessment)\b/i;

/** The kind of doubt a sarcastic message voices: a failure before, or us as one more of a kind. */
export function sarcasticDoubt(text: string): "burned" | "fluff" | undefined {
  if (PAST_PRAISED.test(text) && BEFORE.test(text)) return "burned";
  if (ANOTHER_ONE.test(text)) return "fluff";
  return undefined;
}
