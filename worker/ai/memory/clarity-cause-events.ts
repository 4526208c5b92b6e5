/**
 * The table of events that make a project due, by the part they play (clarity-causes.ts reads
 * them clause by clause): an ending imposed from outside, the company changing shape, a rule from
 * outside, a succession, a demand from outside, what runs today unable to cope, something relied
 * on running out, the work kept in no system.
 */
import { months, units } from "../../language/vocabulary";
import { ENDING, MAKER_GONE } from "./clarity-cause-endings";
import {
  AUDIT_VERDICT,
  CUSTOMER_GONE,
  MADE_BINDING,
  NAMED_RULE,
  NEW_LEADER,
  NEW_RULE,
  SUCCESSION,
} from "./clarity-cause-shapes";

export { ENDING, PRICE_RISE } from "./clarity-cause-endings";

/** Number words, from the language module's one table of them. */
const NUMBER = `(?:${Object.keys(units).join("|")})`;
/** A month after "launch in" is a date, not a market ("launch in September", h43). */
const MONTH_NAME = `(?:${months.join("|")})`;

/**
 * Events that make a project due, by the part they play: an ending imposed from outside, the
 * company changing shape, a demand from outside, the work kept in no system.
 */
export const EVENTS: RegExp[] = [
  // Something the business relies on ends.
  /\b(?:stops?|stopping|ends?|ending|ceases?|dropp(?:ed|ing)|pulls?|pulling)\s+(?:\w+\s+){0,2}?(?:support\w*|updates|patch\w*|maintenance|licen[cs]\w*)\b|\b(?:out of|end of|no longer|lose|loses|losing)\s+(?:\w+\s+)?(?:support\w*|maintenance|licen[cs]\w*)\b|\b(?:discontinu\w+|sunset\w*|end[- ]of[- ]life)\b|\b(?:product|version|system|software|platform|server|package|release)\b[^.]{0,30}?\b(?:being retired|retired|retiring|unsupported|going away)\b/i,
  // The company changes shape: bought, merged, doubled, a new market.
  new RegExp(
    String.raw`\b(?:bought|acquired|took over|taken over|merg(?:ed|ing) with|buying|acquiring)\s+(?:\w+\s+){0,3}?(?:compan\w+|competitors?|rivals?|business\w*|firms?|brands?|group|distributors?|suppliers?)\b|\b(?:took over|taken over|acquired|acquiring|merg(?:ed|ing) with)\s+(?:a|an|another|${NUMBER}|\d+)\s+(?!(?:role|job|lease|licen[cs]e|contract)\b)\w+|\b(?:joins?|joined|joining|folded into|brought into)\s+(?:us\b|(?:the|our)\s+(?:group|trust|network|federation|partnership|chain|family)\b)|(?<!-)\b(?:doubled|tripled|quadrupled|grew|grown|growing)\b|\b(?:started|starting|begun|began|begin)\s+(?:selling|trading|shipping|operating)\s+(?:in|into|to)\b|\b(?:expand\w*|mov\w+|launch\w*|open\w*)\s+(?:into|in)\s+(?!${MONTH_NAME}\b)\p{Lu}|\b(?:bought|acquired|took over)\s+us\b|\b(?:sell|selling|sale of)\s+(?:the|our)\s+(?:business|company|firm)\b|\b(?:landed|won|winning|secured)\s+(?:a|an|our|the|${NUMBER}|\d+|several|some|a couple of|a few)\s+(?:\w+\s+){0,5}?(?:contract|deal|account|customer|client|tender)s?\b|\bnew owners?\b|\bprivate equity\b|\b(?:bidding|tendering|pitching)\s+for\s+(?:a|an|the|our)\b|\b(?:open(?:ing|ed|s)?|add(?:ing|ed|s)?|build(?:ing|s)?|built|launch(?:ed|ing|es)?|take on|took on|taking on)\s+(?:a\s+|an\s+|the\s+|our\s+)?(?:second|third|fourth|fifth|new|another|\d+(?:\s+new)?)\s+(?:[\w-]+\s+){0,2}?(?:plants?|sites?|warehouses?|offices?|stores?|shops?|branch(?:es)?|depots?|factor(?:y|ies)|locations?|clinics?|cent(?:re|er)s?|hubs?|lines?|countr(?:y|ies)|markets?|divisions?|brands?|channels?)\b`,
    "iu",
  ),
  NEW_RULE,
  NAMED_RULE,
  SUCCESSION,
  NEW_LEADER,
  MADE_BINDING,
  AUDIT_VERDICT,
  CUSTOMER_GONE,
  // A demand from outside.
  /\b(?:auditors?|regulators?|inspectors?|the (?:tax )?authorit\w+|audits?|inspections?)\b[^.]{0,40}?\b(?:came back|found|flagged|raised|gave|issued|told|want|require|demand|insist|marked|failed|criticis|downgrad|scored)\w*|\b(?:failed|flunked)\s+(?:an?\s+|the\s+|our\s+)?(?:\w+\s+)?(?:audit|inspection)\b|\b(?:mandates?|covenants?|new (?:law|rule|regulation|requirement|standard)s?|legislation)\b[^.]{0,30}?\b(?:coming|kicks? in|applies|starts|requires?|means|says|forces|needs|review|takes? effect|comes? in)\b|\b(?:bank|lender)(?:'s|s')?\s+(?:\w+\s+)?(?:covenants?|review|requirements?|conditions?)\b|\bnow\s+(?:requires?|demands?|insists?|expects?|mandates?)\b|\b(?:ipo|going public|audit[- ]ready|due diligence|funding round|fundraise|series [a-d] (?:round|raise))\b/i,
  // Something relied on runs out: "our Sage licence runs out in June" (clarity-cause-endings.ts).
  ENDING,
  // The maker of what they run gone: "the vendor went bust" (clarity-cause-endings.ts).
  MAKER_GONE,
  // What runs today cannot cope any more.
  /\b(?:can'?t|cannot|unable to|no longer)\s+(?:cope|handle|support|deal with|keep up)\b|\boutgr(?:ow|ows|owing|ew|own)\b|\bnothing\b[^.]{0,30}\bcan (?:cope|handle|support|deal with|keep up)\b/i,
  // Work kept in no system at all.
  /\b(?:lives?|living|kept|tracked|managed|run|done|go(?:es)? out|built|written|typed up|drawn up|put together|logged|handled|work(?:s|ing)? off)\s+(?:in|on|out of|by|from|off)?\s*(?:\w+\s+)?(?:binders?|folders?|paper|notebooks?|a shared drive|shared drives?|whiteboards?|wall planners?|post-?its?|emails?|inboxes|people's heads|whatsapp|word|printouts?|printed sheets|pdfs?)\b|\bpaper (?:lists|forms|files|records|sheets)\b/i,
];
