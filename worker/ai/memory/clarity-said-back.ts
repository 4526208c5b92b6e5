/**
 * An answer that only refers back to one given before ("same as before really, …", "as I said",
 * "like I said earlier", "ditto"): what it refers to was read when it was said; the words that
 * refer back give no reason of their own.
 */
const REFERS_BACK =
  /^\W*(?:(?:it'?s|it is|that'?s|that is|so|well|yeah|yes)\W+)?(?:(?:the\s+)?same (?:as (?:before|last time|i said|above|earlier|already said)|again|people|team|ones?)|as (?:i|we) (?:said|mentioned|wrote)(?: (?:before|earlier|above))?|like (?:i|we) (?:said|mentioned)(?: (?:before|earlier))?|see above|as above|ditto|already (?:said|told you|answered))\b/i;

/** Whether a sentence opens by referring back to an answer already given. */
export const refersBack = (sentence: string) => REFERS_BACK.test(sentence);

/**
 * The change itself, said of what it refers back to, with no reason given ("we have to get rid of
 * it this year", "we must to change it before peak"): what they will do, not why.
 */
const CHANGE_ONLY =
  /^\W*(?:(?:so|and|but|basically|honestly|really)\W+)?(?:we|i)\s*(?:'ve|'d|'ll)?\s*(?:really\s+|just\s+|definitely\s+)?(?:have to|need to|must(?: to)?|want to|got to|gotta|need|want|are going to|will|should)\s+(?:get rid of|replace|change|ditch|scrap|swap out|move off|retire|kill|bin)\s+(?:it|that|this|them|that one|this one|the old one)\b(?![^.!?]*\b(?:because|since|as|otherwise|or else|due to|after|so (?:that|we)|in order to)\b)/i;

/** Whether a sentence is only the change, said of what it refers back to. */
export const changeOnly = (sentence: string) => CHANGE_ONLY.test(sentence);
