/**
 * Firms a prospect names that are not theirs, set aside before their own is read
 * (company-names.ts): the one who sent them ("Rob Devlin at Castlefield Partners recommended
 * you", "referred by a friend at Deloitte"), a colleague's or a friend's employer ("my colleague
 * at Hexley", "a friend who works at KPMG"), a former employer ("I used to work at Arup"), and the
 * group theirs belongs to ("we're part of the Balogun Group", "owned by Orsino Holdings"). The
 * parent is set aside only while the prospect's own name is found: alone, it is the best name a
 * rep has.
 */
import { COMPANY } from "./company-words";

/** A person's name, one or two capitalised words: "Rob", "Rob Devlin". */
const PERSON = String.raw`\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?`;
/** What a referrer did: "recommended you", "pointed me your way", "gave me your name". */
const REFERRED = String.raw`(?:recommended|referred|suggested|pointed|mentioned|introduced|told me about|put me (?:onto|on to|in touch)|passed (?:on )?your|gave me your|sent me)`;

const REFERRERS = [
  // "Rob Devlin at Castlefield Partners recommended you" — the referral said after the firm.
  new RegExp(
    String.raw`\b${PERSON}\s+(?:at|from|of|with)\s+(?:the\s+)?${COMPANY}(?=[^.!?\n]{0,40}?\b${REFERRED}\b)`,
    "gu",
  ),
  // "we were referred by Ann Lee at Castlefield", "recommended to me by a friend from KPMG".
  new RegExp(
    String.raw`\b${REFERRED}\b[^.!?\n]{0,40}?\b(?:by|from)\b[^.!?\n]{0,40}?\b(?:at|from|of|with)\s+(?:the\s+)?${COMPANY}`,
    "gu",
  ),
  // Someone else's employer: "my colleague at Hexley", "a friend who works at KPMG" ("contact" is
  // left out: "I'm the main contact at Harbour Foods" is the prospect's own).
  new RegExp(
    String.raw`\b(?:colleagues?|friends?|peers?|mates?|acquaintances?|counterparts?|ex-colleagues?|someone|somebody)\b(?:\s+${PERSON})?(?:,?\s+(?:who|that)\s+(?:now\s+)?(?:works?|worked|is|was)(?:\s+now)?)?\s+(?:at|from|with|in)\s+(?:the\s+)?${COMPANY}`,
    "gu",
  ),
  // A former employer: "I used to work at Arup", "previously at Deloitte".
  new RegExp(
    String.raw`\b(?:used to (?:work|be)\s+(?:at|for|with)|previously (?:at|with|worked (?:at|for))|formerly (?:at|with|of))\s+(?:the\s+)?${COMPANY}`,
    "gu",
  ),
];

/** The group the prospect's company belongs to: "part of the Balogun Group", "owned by X". */
const PARENT = new RegExp(
  String.raw`\b(?:part|a member|a subsidiary|a division|an? (?:arm|unit|brand|business unit|sister company|subsidiary))\s+of\s+(?:the\s+)?${COMPANY}|\b(?:owned|acquired|bought|backed)\s+by\s+(?:the\s+)?${COMPANY}`,
  "gu",
);

/** One look before the patterns: most messages name no one else's firm. */
const CHEAP =
  /recommend|referr|suggest|pointed|mentioned|introduc|told me|put me|passed|gave me|sent me|colleague|friend|peer|mate|acquaint|counterpart|someone|somebody|used to|previously|formerly|part of|member of|subsidiary|division|arm of|unit of|brand of|sister|owned by|acquired by|bought by|backed by/i;

/** Each name the patterns find, put out of reach of the readers of names. */
const blank = (text: string, pattern: RegExp) =>
  text.replace(pattern, (m: string, ...groups: unknown[]) => {
    const name = groups.find((g): g is string => typeof g === "string" && g.length > 0);
    return name ? m.replace(name, "another firm") : m;
  });

/** The text with a referrer's, colleague's or former employer's firm set aside. */
export function withoutReferrers(text: string): string {
  if (!CHEAP.test(text)) return text;
  return REFERRERS.reduce(blank, text);
}

/** The text with those and the group the company belongs to set aside. */
export function withoutOthersFirms(text: string): string {
  if (!CHEAP.test(text)) return text;
  return blank(withoutReferrers(text), PARENT);
}
