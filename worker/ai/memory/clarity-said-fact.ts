/**
 * A plain statement of fact about how things are set up, with no trouble in it: where people sit
 * ("our contact centre is in Leeds", "finance and purchasing sit in derby"), which system does
 * what ("applied epic is our broker system", "Salesforce is our CRM and SAP ECC is behind it",
 * "raisers edge is what we have now"), who is affected or owns it ("the people affected are
 * inside sales, …", "our head of revenue owns this, she reports to the ceo") and history told
 * neutrally ("it was donated to us years ago", "we moved onto the current system in 2016 when we
 * merged"). It says what is, not why the project is needed now: no driver, whatever the mood
 * reader would make of it. Each part of the sentence must be such a fact.
 */

/** Words that make a statement a complaint or a change after all ("is in Leeds and it's a mess"). */
const TROUBLE =
  /\b(?:but|problem\w*|issues?|pain\w*|can'?t|cannot|couldn'?t|won'?t|don'?t|doesn'?t|didn'?t|isn'?t|aren'?t|wasn'?t|never|no one|nobody|nothing|lost|lose|losing|late|wrong|errors?|mistakes?|miss\w*|delay\w*|slow\w*|by hand|manual\w*|twice|re-?key\w*|re-?typ\w*|spreadsheets?|excel|paper|emails?|in\s+(?:people's|their|his|her|my|our)\s+heads?|binders?|mess\w*|chaos|nightmare|struggl\w*|complain\w*|backlog|overdue|waste\w*|costs?|because|old|ancient|legacy|outdated|clunky|hate\w*|awful|terrible|useless|broken|crash\w*|(?:goes|went|is|keeps going)\s+down|fails?|failing|dying|dead|unsupported|support|ends?|ending|expir\w*|retir\w*|leav\w*|left|gone|only|still|anymore|any more|keeps?|always|too|growing|grew|doubled|tripled|new|bought|acquired|selling|sold|drown\w*|swamped|stretched|trouble|limbo|silos?|scattered|all over the place|in the (?:dark|red)|behind(?! it\b| that\b| this\b))\b/i;

/** A subject of a few words that names a thing, a team, a place or a person. */
const SUBJECT = String.raw`(?:[\p{L}\p{N}&'.-]+\s+){0,5}?[\p{L}\p{N}&'.-]+`;

/** Abstract subjects that introduce a reason, never a fact: "the reason is", "the goal is". */
const POINTER =
  /^\W*(?:the|our|my)?\s*(?:main\s+|real\s+|big\s+|biggest\s+|other\s+)?(?:reason|goal|aim|point|thing|problem|issue|trigger|driver|priority|headache|worry|concern|risk|hope|plan|idea|catch|bottleneck|challenge)s?\b/i;

/** How long they are there: "out on patch most of the week". */
const WHILE = String.raw`(?:\s+(?:most of the (?:week|day|time)|all (?:week|day)|(?:most|half|three|four) days(?: a week)?))?`;

/** Where people or sites are: "our contact centre is in Leeds", "the depots are all over the north". */
const PLACED = new RegExp(
  String.raw`^${SUBJECT}\s+(?:is|are|'s|sit|sits|work|works|live|lives|runs?|operates?|(?:is|are)\s+(?:based|located|housed|run)|based|located)\s+(?:in|at|near|out of|from|across|(?:all\s+)?over|up in|down in|split between|out on|on the|in the)\s+(?:the\s+)?(?:[\p{L}&'.-]+\s+){0,2}[\p{L}&'.-]+${WHILE}$`,
  "iu",
);

/** What a site or team does: "the site in telford makes the boxes", "the one in wrexham does print". */
const SITE_ROLE =
  /^(?:the|our)\s+(?:[\p{L}-]+\s+)?(?:site|plant|office|factory|warehouse|depot|branch|shop|store|one|team|unit)\b(?:\s+(?:in|at|near|up in|down in)\s+[\p{L}&'.-]+(?:\s+[\p{L}&'.-]+)?)?\s+(?:makes|does|handles|covers|runs|looks after|takes care of|deals with|ships|stores|holds|builds|packs)\s+(?:the\s+|all\s+(?:the\s+|our\s+)?|our\s+)?(?:[\p{L}-]+\s+){0,2}[\p{L}-]+$/iu;

/** Which system does what: "applied epic is our broker system", "cargowise is the main system". */
const ROLE = new RegExp(
  String.raw`^${SUBJECT}\s+(?:is|are|'s)\s+(?:our|the)\s+(?:main\s+|core\s+|current\s+|only\s+|central\s+|primary\s+)?(?:[\p{L}-]+\s+){0,2}(?:system|software|platform|tool|package|app|crm|erp|wms|pms|mrp|database|ledger|front end|back end|backbone)s?$`,
  "iu",
);

/** "raisers edge is what we have now", "SAP ECC is behind it", "everything else hangs off it". */
const HELD = new RegExp(
  String.raw`^${SUBJECT}\s+(?:(?:is|are|'s)\s+what\s+(?:we|they)\s+(?:have|use|run|'ve got|are on)(?:\s+(?:now|today|currently|at the moment))?|(?:is|are|sits?)\s+(?:behind|under(?:neath)?|on top of|next to)\s+(?:it|that|this)|hangs?\s+off\s+(?:it|that|this)|(?:feeds?|plugs?)\s+(?:into|off)\s+(?:it|that|this))$`,
  "iu",
);

/** Who is affected, owns it, signs or reports to whom: "the people affected are …", "she reports to the ceo". */
const WHO = new RegExp(
  String.raw`^(?:the\s+)?(?:people|ones|users|teams|staff|folks|departments)\s+(?:(?:most\s+)?(?:affected|impacted|involved|concerned)|who(?:'d| would| will)?\s+(?:use|feel|be using|work with)\s+it)\s+(?:are|is|would be|will be)\b.*$|^${SUBJECT}\s+(?:owns|sponsors|leads|signs off|signs|approves|reports (?:in)?to|has the final say|is the one (?:pushing|driving|behind|asking for)|(?:is|are) (?:the|our) (?:(?:project|exec(?:utive)?|main)\s+)?(?:sponsors?|owners?|decision[- ]makers?|budget holders?|signatory|signatories|lead))\b(?:\s+(?:this|it|the project|the budget|anything|everything|the ceo|the md|the board|[\p{L}-]+)){0,4}(?:\s+(?:over|above)\s+\S+)?$`,
  "iu",
);

/** History told plainly: "it was donated to us years ago", "we moved onto the current system in 2016 when …". */
const HISTORY =
  /^(?:it|that|this|they|we)\s+(?:was|were|got|moved|went|switched|migrated)\s+(?:donated|given|bought|installed|set up|put in|chosen|picked|built|onto|on to|to|over to)\b.*\b(?:years ago|(?:back\s+)?in\s+(?:19|20)\d\d|since\s+(?:19|20)\d\d)\b.*$/i;

const FACTS = [PLACED, SITE_ROLE, ROLE, HELD, WHO, HISTORY];

/** A bare name closing a list of facts: "and outlook obviously", "Rotterdam the rest". */
const BARE = /^(?:[\p{L}\p{N}&'.-]+\s*){1,4}(?:obviously|too|as well|the rest)?$/iu;

/** Parts of a sentence: at a comma or semicolon, or at "and" opening a thought of its own. */
const PARTS =
  /\s*[,;]\s*(?:and\s+|plus\s+)?|\s+and\s+(?=(?:our|the|we|she|he|they|it|everything|everyone|\p{Lu}))/u;

/** A label that opens a message's background: "Some context:", "Background -". */
const LEAD_IN =
  /^\W*(?:(?:some|a bit of|a little|quick|for|just for)\s+)?(?:context|background)\s*(?:[:—]|\s-)\s*/i;

const tidy = (part: string) =>
  part
    .replace(LEAD_IN, "")
    .replace(/^\W*(?:and|also|plus|oh|so|well|ok|okay)\b\s*/i, "")
    .replace(/[.!\s]+$/, "")
    .trim();

/** Whether the sentence only states how things are set up, part by part, with no trouble in it. */
export function factOnly(sentence: string): boolean {
  if (sentence.length > 200 || /\?\s*$/.test(sentence) || TROUBLE.test(sentence)) return false;
  const parts = sentence.replace(LEAD_IN, "").split(PARTS).map(tidy).filter(Boolean);
  if (!parts.length || parts.length > 4) return false;
  let facts = 0;
  for (const part of parts) {
    if (!POINTER.test(part) && FACTS.some((re) => re.test(part))) facts++;
    else if (!(facts && BARE.test(part))) return false;
  }
  return facts > 0;
}
