/**
 * The service doubted as a front for someone else's sale: "isn't this just a lead funnel for some
 * integrator?", "who actually pays you?", "do you get a kickback from the vendors?", "are you on
 * commission from SAP?", "is this a way to sell us an implementation?". A doubt of our
 * independence, answered with who pays and what the report is written for.
 */

/**
 * The service itself called a funnel, a front, a lead generator: "this is just a lead funnel",
 * "you're a front for", "it's a loss leader" — never their own sales funnel or front office.
 */
const FRONT =
  /\b(?:this|you|it|that|u)(?:'s|’s| is| are|re|'re| guys are)?\s+(?:(?:just|only|really|basically|simply|actually|secretly|all|nothing but)\s+)?(?:(?:an?|some)\s+)?(?:(?:kind|sort) of\s+)?(?:(?:lead|sales|marketing)[- ]?)?(?:funnel|front|lead[- ]gen\w*|loss[- ]leader|trojan horse)\b/i;
/** Whose sale it would serve. */
const SELLER =
  /\b(?:integrators?|implementers?|vendors?|resellers?|partners?|consult\w*|sap|oracle|microsoft|salesforce|netsuite|someone else|somebody else|upsell\w*|sell(?:ing)? (?:us|me))\b/i;
/** The question of who pays us, or money from vendors to us. */
const PAID =
  /\bwho (?:actually |really |else )?(?:pays?|is paying|funds?|bankrolls?) (?:you|u|for (?:this|it|you))\b|\bhow (?:do|does) (?:you|u|this|it) (?:actually |really )?(?:make|earn) (?:money|(?:a |your )?(?:living|profit))\b|\b(?:kick-?backs?|finder'?s fees?|referral (?:fees?|commissions?))\b|\b(?:do|does|are|would|will) (?:you|u)\b[^.?!]{0,30}\b(?:commission|a cut|paid by (?:the )?(?:vendors?|integrators?|partners?))\b/i;

/** Whether a message doubts that we are independent of whoever would sell them the system. */
export const salesFunnelDoubted = (text: string) =>
  (FRONT.test(text) && SELLER.test(text)) || PAID.test(text);
