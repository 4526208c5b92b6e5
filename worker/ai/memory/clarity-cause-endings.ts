/**
 * Something the business relies on running out, said with the thing first: "our Sage licence
 * runs out in June", "support for AX ends next year", "the lease on the warehouse expires in
 * 2027", "our contract with the carrier is up in March", "the supplier stops it in June". Why
 * now, in the prospect's words; the date said with it is the ending's, not the project's.
 */
export const ENDING =
  /\b(?:licen[cs]es?|support|maintenance|contracts?|lease|subscription|agreement|warranty|hosting|server|(?<=\b(?:the|our)\s+)(?:supplier|vendor|provider|developer))\b(?:\s+(?!(?:and|but|so|we|i)\b)[\w'&.-]+){0,5}?\s+(?:runs? out|running out|ran out|expires?|expiring|expired|ends|ending|lapses?|lapsing|is up|comes? to an end|(?:is|goes|going) away|stops?)\b/i;

/**
 * A system's own end, said with its date: "Sage is end of life next year", "Sage 200 is end of
 * life for us in 2027", "GP goes out of support in 2028", "the product is being sunset in April".
 * The date is the system's end, not the project's go-live (a sentence that says the project's
 * own date too, "so we want to be live by March", keeps it: clarity-told-past.ts).
 */
export const SYSTEM_ENDS =
  /\b(?:end[- ]of[- ]life|(?:go|goes|going|went|is|are|falls?|falling)\s+out of (?:support|maintenance)|no longer (?:be\s+)?supported|(?:sunset|retired|discontinued)\s+(?:in|by|from|at|next|this|after|at the end of)\b)/i;

/**
 * A price going up, said with its date: "the vendor is putting prices up 20% next year", "the
 * renewal will cost 40% more from April". The date is the rise's, not the project's.
 */
export const PRICE_RISE =
  /\b(?:put\w*|push\w*|go\w*)\s+(?:the\s+|their\s+|our\s+)?(?:prices?|fees?|costs?|licen[cs]es?|subscriptions?)\s+up\b|\b(?:price|fee|cost|licen[cs]e|subscription)s?\s+(?:rise|increase|hike|(?:are |is )?(?:going up|rising|increasing))\b|\bcost(?:s|ing)?\s+(?:us\s+)?\d[\d.]*\s*(?:%|percent)\s+more\b/i;

/**
 * The maker of what they run gone: "the vendor went bust", "the company behind our production
 * system went under", "our software supplier went into administration", "the developer closed
 * down", or the machine it runs on failing ("before the servers die"). What they rely on has no
 * one behind it: why now, not a worry.
 */
export const MAKER_GONE =
  /\b(?:before|until|till)\s+(?:the|our)\s+(?:old\s+)?(?:servers?|hardware|box|machines?|kit)\s+(?:die|dies|fail|fails|give up|gives up|packs? up)\b|\b(?:servers?|hardware|box|machines?|kit)\b[^.;,]{0,20}?\b(?:(?:is|are)\s+dying|(?:is|are)\s+failing|on (?:its|their) last legs)\b|\b(?:vendor|supplier|provider|developer|maker|reseller|company|firm|outfit|people|guys)\b[^.;,]{0,40}?\b(?:went|has gone|have gone|gone|going|is going|are going)\s+(?:bust|under|broke|bankrupt|into (?:administration|liquidation|receivership)|out of business)\b|\b(?:vendor|supplier|provider|developer|maker|reseller)\b[^.;,]{0,40}?\b(?:folded|ceased trading|closed down|shut down|collapsed|no longer exists?|doesn'?t exist any ?more)\b/i;
