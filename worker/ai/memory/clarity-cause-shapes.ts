/**
 * Shapes of a reason for change that tables of pains never name (docs/decisions/033): a rule
 * from outside, new or named by its initials or title; a succession; a loss; the search said with
 * its reason after "because". `clarity-causes.ts` reads them clause by clause.
 */
/**
 * A rule from outside, new or named by its initials or its title: "the new visitor levy", "the
 * SRA transparency rules", "ISO 27001", "Making Tax Digital means …" (a system's initials name no
 * rule).
 */
export const NEW_RULE =
  /\b(?:new|incoming|upcoming|forthcoming|revised|tighter|stricter)\s+(?:[\w-]+\s+){0,2}?(?:levy|levies|tax(?!\s+year)|taxes|duty|duties|law|laws|rules?|regulations?|regime|scheme|framework|standards?|legislation|directive|reporting (?:rules|requirements|standards))\b/i;
/** A rule named by its initials or its title: a table of pains never names one. */
export const NAMED_RULE =
  /\b(?!(?:CRM|ERP|MRP|WMS|PMS|POS|IT|HR|API|AI|CPQ|PIM|CMS|EDI|PDF|CSV|SQL|UK|US|EU)\b)\p{Lu}{2,6}(?:\s+[\w-]+){0,2}?\s+(?:rules|regulations|requirements|standards?|framework|compliance|accreditation|certification|guidance|code of practice|regime)\b|\b(?:ISO|BS|EN|IEC)\s?\d{3,5}\b|\bSOC\s?2\b|\b\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,3}\s+(?:means|forces|kicks in|comes in|takes effect)\b/u;

/**
 * A succession: the one who built or owns the business going, said of them or of "he" or "she"
 * later in the sentence ("a rate sheet only our founder understands, and he's retiring", "Dad owns
 * the firm … and he's stepping down").
 */
export const SUCCESSION =
  /\b(?:founder|owner|co-?owner|managing director|md|chairman|chairwoman|chair|senior partner|principal|proprietor|owns (?:the|our) (?:firm|business|company|shop))\b(?:[^.]{0,25}?|[^.]{0,80}?\b(?:he|she)(?:'s|'ll be| is| will be| will)?\s+(?:\w+\s+)?)\b(?:retir\w+|stepping down|steps down|step down|selling up|sells up|hanging up)/i;

/** The search itself, then its reason: "we're looking at X because …", "we need one bc …". */
export const LOOKING_BECAUSE =
  /\b(?:look\w*|need\w*|want\w*|consider\w*|replac\w*|mov(?:e|ing)|switch\w*|shopping|evaluat\w*|chang(?:e|ing)|upgrad\w*|modernis\w*|moderniz\w*|act)\b[^.?!]{0,60}?\b(?:because|bc|cos)\s+(?!of\b|i\b|i'm\b|you\b)(?=[a-z])/i;

/**
 * A customer gone, said with the customer first: "our biggest client walked away last quarter",
 * "two key accounts left us", "a big customer moved to a competitor".
 */
export const CUSTOMER_GONE =
  /\b(?:customers?|clients?|accounts?|distributors?|retailers?)\b[^.;]{0,30}?\b(?:walked away|walked|left us|went elsewhere|moved (?:to|over to) (?:a |an |our )?(?:competitor|rival)|switched to (?:a |an |our )?(?:competitor|rival)|took (?:their|its) business)\b/i;

/** A loss the business took: what it lost, missed or turned away. */
export const LOSS = /\b(?:lost|losing|missed|failed|turned away|dropped|walked away)\b/i;

/**
 * A rule said as made binding, whatever its name: "e-invoicing is obligatory from next year",
 * "digital records become mandatory in 2027", "the e-invoicing mandate" (no person's mandate).
 */
export const MADE_BINDING =
  /\b(?:is|are|becomes?|becoming|became|will be|'ll be|made|be|being|gets?|getting)\s+(?:\w+\s+)?(?:obligatory|mandatory|compulsory|required by law|a legal requirement|law)\b|(?<!['’])\b(?!(?:my|our|your|his|her|their|a|the|this|that)\s)[\w-]+\s+mandate\b(?!\s+(?:is|was) to\b)/i;

/**
 * An audit's verdict said as a thing: "auditor finding on WIP", "the audit findings", "a
 * management letter point", "a qualified opinion".
 */
export const AUDIT_VERDICT =
  /\b(?:auditors?(?:'s|s')?|audit)\s+(?:finding|findings|points?|letter|report|opinion|qualification|issues?|flags?|recommendations?|adjustments?|exceptions?)\b|\bmanagement letter\b|\bqualified (?:audit )?opinion\b/i;

/**
 * The company under a new head: "we have a new CEO since June", "a new FD started in the
 * spring", "new management came in" — a new leader is a reason for now, whatever they want.
 */
export const NEW_LEADER =
  /\bnew\s+(?:CEO|CFO|COO|CIO|CTO|MD|FD|GM|managing director|chief executive|chief financial officer|finance director|financial director|general manager|president|chair(?:man|woman|person)?|leadership(?: team)?|management(?: team)?|board|head of [\w-]+|(?:ops|operations|finance|sales|commercial|IT) director)\b/i;
