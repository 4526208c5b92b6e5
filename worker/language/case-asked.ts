/**
 * The whole case for the service asked for, bare: "convince me", "so yeah. sell it to me", "go on
 * then, make your pitch", "why should I care?", "prove it". Answered with the three things the
 * case rests on: what the simulation tests, the no-go it may end in, its price against a wrong start.
 */
const CASE_ASKED =
  /^\W*(?:(?:so|ok|okay|well|right|fine|yeah|yes|go on|alright|then|and)[\s,.!]*)*(?:(?:go on|ok|okay)[\s,]+)?(?:(?:then|now)[\s,]+)?(?:(?:convince|persuade) (?:me|us)|talk (?:me|us) into it|change my mind|sell (?:it|this|yourselves?|yourself) to (?:me|us)|make (?:your|the|a) (?:case|pitch)|pitch (?:me|us)|prove it|why should (?:i|we) (?:care|bother|listen)|give me (?:one|a) (?:good )?reason|what'?s in it for (?:me|us)|win me over)(?:[\s,]+(?:then|now|please|pls))?\W*$/i;

/** Whether a message, whole, asks us to make the case for the service. */
export const caseAsked = (text: string) => text.length < 80 && CASE_ASKED.test(text.trim());
