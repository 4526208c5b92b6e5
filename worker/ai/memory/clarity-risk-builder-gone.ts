/**
 * The one who built a system of theirs gone: "a homegrown thing built in 2009 by a guy who left",
 * "made in 2012 by one programmer who is not working with us anymore", "written by a contractor
 * who's long gone". What the system does lives with someone no longer there: a key-person risk,
 * though the builder is said with "a" (someone outside who went, "a chap who retired" from whom a
 * centre was bought, is none: no building is said).
 */

/** Gone, as said of a person: "left", "is not working with us anymore", "long gone". */
const GONE = String.raw`(?:(?:has|had|is|was|'s)\s+)?(?:long\s+|since\s+|now\s+|already\s+)?(?:left|gone|retired|moved on|quit|departed|died|passed away|not (?:working )?(?:with|for|here)\w*(?:\s+\w+){0,2}\s+any\s?more|no longer (?:works?|working|with|here)\w*)`;
/** A building verb. */
const BUILT = String.raw`(?:built|made|written|wrote|developed|coded|created|designed|set up|put together|programmed)`;

/** Built, by someone, who went: "built in 2009 by a guy who left", "made by IT guy who left us". */
const BUILT_BY_GONE = new RegExp(
  String.raw`\b${BUILT}\b[^.;!?]{0,40}?\bby\s+(?:(?:a|an|one|some|the|our|this|that)\s+)?(?:[\w-]+\s+){0,2}?(?:who|that)\s+${GONE}\b`,
  "i",
);

/** Someone who built it, then said gone: "a contractor wrote for us in 2015, he's long gone now". */
const BUILDER_THEN_GONE = new RegExp(
  String.raw`\b(?:a|an|one|some|the|our)\s+(?:[\w-]+\s+){0,2}?(?:contractor|developer|dev|programmer|consultant|freelancer|guy|bloke|chap|man|woman|lady|person|company|firm|agency|partner)\s+(?:who\s+|that\s+)?${BUILT}\b[^.;!?]{0,60}?,?\s+(?:and\s+|but\s+)?(?:he|she|they|who)\s*(?:'s|'re|is|are|has|have)?\s*(?:long\s+|since\s+|now\s+|already\s+)?(?:gone|left|retired|moved on|not (?:here|around)|bust|out of business)\b`,
  "i",
);

/** The one who built it as the subject, then gone: "the guy who wrote our job costing app has gone". */
const WHO_BUILT_GONE = new RegExp(
  String.raw`\b(?:a|an|one|the|our)\s+(?:[\w-]+\s+){0,2}?(?:contractor|developer|dev|programmer|consultant|freelancer|guy|bloke|chap|man|woman|lady|person|company|firm|agency|partner|volunteer)\s+(?:who|that)\s+${BUILT}\b[^.;!?,]{0,40}?\s+${GONE}\b`,
  "i",
);

/** The risk a sentence tells of a system's builder gone, if it tells one. */
export const builderGoneRisk = (sentence: string) =>
  BUILT_BY_GONE.test(sentence) || BUILDER_THEN_GONE.test(sentence) || WHO_BUILT_GONE.test(sentence)
    ? { id: "key-person" as const, text: "Key person: whoever built the current system has left" }
    : undefined;
