/**
 * A system named with a complaint is the one they have, never an option: "our reps hate
 * Salesforce", "the BDC is fed up with the lead tool inside CDK", "we're struggling with Sage",
 * "everyone moans about Opera", "Salesforce — the reps can't stand it". Rows of the role table
 * (clarity-role-words.ts), read before the rows of a choice: the complaint says what runs today.
 */

/** Words of a complaint about something one has ("hate", "sick of", "struggling with"). */
const COMPLAINT = String.raw`(?:hate[sd]?|hating|loathe[sd]?|detest[s]?|can(?:'|’)?t stand|cannot stand|can't bear|(?:sick|tired)(?: and tired)? of|fed up(?: with| of)?|frustrated (?:with|by)|annoyed (?:with|by)|(?:not |un)happy with|disappointed (?:with|in|by)|struggl\w* (?:with|on)|fight\w* (?:with|against)|battl\w* (?:with|against)|wrestl\w* with|at war with|stuck (?:on|with|in)|(?:had|have had|'ve had) enough of|done with|moan\w* about|complain\w* about|grumbl\w* about|swear\w* (?:at|about)|curs\w* at|rant\w* about|bitch\w* about|gripe\w* about|suffer\w* (?:with|from|through))`;

/**
 * A wish or a hypothesis before the complaint ("we'd hate to end up on Salesforce", "I would be
 * sick of Oracle too"): no system of theirs.
 */
const NOT_THEIRS =
  /\b(?:would|'d|will|'ll|might|could|don't want to|do not want to|wouldn't want to)\s+(?:\w+\s+)?$|\bto\s+$/i;

/** How worn a system is, said after it: "too old", "outdated", "on its last legs". */
const WORN = String.raw`(?:(?:so|too|very|really|pretty|quite|far too|way too|getting|now|just|totally|completely)\s+)*(?:old|ancient|outdated|out of date|dated|obsolete|legacy|archaic|antiquated|creaky|creaking|clunky|dying|on its last legs|falling apart|past it|unsupported|not fit for purpose|no longer (?:fit for purpose|supported|enough|fit))\b`;

/** After a name, how old or worn it is: "is too old", "'s outdated", "has become clunky". */
export const WORN_AFTER = new RegExp(
  String.raw`^\s*(?:system|software|install|set-?up|version|instance)?\s*(?:is|'s|are|was|has become|is getting|is becoming)\s+${WORN}`,
  "i",
);

export const complaintRows: {
  role: "current";
  before?: RegExp;
  after?: RegExp;
  notIf?: RegExp;
  unlessBefore?: RegExp;
}[] = [
  {
    // The complaint, then the name, with a few words of which part between ("fed up with the
    // lead tool inside CDK"), and no word of a choice.
    role: "current",
    before: new RegExp(
      String.raw`\b${COMPLAINT}\s+(?:(?:the|our|their|this|that|using|working in|working with|having to use)\s+)*(?:(?!(?:or|and|but|want|need|like|new|next|instead|rather|than|to|for|with)\b)[\w'-]+\s+){0,3}?(?:(?:in|inside|of|on|from|within)\s+(?:the\s+|our\s+)?)?$`,
      "i",
    ),
    notIf: /\b(?:would|'d|will|'ll|might|could)\s+(?:\w+\s+)?(?:hate|be|get|loathe|detest)\b/i,
  },
  {
    // The name, then the complaint about it: "Opera, which the front desk hates", "Sage — the
    // team can't stand it", "Salesforce, and the reps are sick of it".
    role: "current",
    after: new RegExp(
      String.raw`^[^.;!?]{0,40}?\b(?:which|that|and|everyone|everybody|people|staff|the\s+[\w-]+|our\s+[\w-]+|we|i|they)\s+(?:all\s+|really\s+|just\s+|absolutely\s+|are\s+|is\s+|'re\s+|am\s+)*${COMPLAINT}(?:\s+(?:it|them|using it|working in it))?\b`,
      "i",
    ),
    unlessBefore: NOT_THEIRS,
  },
  {
    // The name, then how old or worn it is: "Sage is too old", "Comarch is outdated", "our
    // system is on its last legs" ("we need a new ERP because Sage is too old" had made Sage the
    // project).
    role: "current",
    after: WORN_AFTER,
  },
  {
    // How old it is, then the name: "our old Sage", "the ancient Access database".
    role: "current",
    before:
      /\b(?:our|the|their|this|that|an?)\s+(?:(?:very|really|so|pretty)\s+)?(?:old|ancient|outdated|legacy|ageing|aging|antiquated|archaic|creaky|creaking|obsolete|dated)\s+$/i,
  },
];
