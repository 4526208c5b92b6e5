/**
 * The usual reasons for a project, as a table: a pattern and the driver it names, said back in
 * the roadmap ("slow month-end close (12 days)", "hours re-keyed by hand").
 */
/** Words after "re-key" that are no thing re-keyed. */
const NOT_A_THING =
  /^(?:from|into|by|in|on|at|to|and|or|manually|twice|again|them|it|everything|all|every|each|the|our|their)$/i;
/**
 * What is re-keyed, as said: "rekey hours every fortnight" (hours), "re-keys every supplier
 * invoice" (supplier invoices), "orders get re-keyed" (orders); else orders.
 */
function rekeyed(m: RegExpExecArray): string {
  const [, before, each, w1, w2] = m;
  const thing = (w: string | undefined) => w && !NOT_A_THING.test(w) && w.length > 2;
  if (thing(w1) && /s$/i.test(w1!)) return w1!.toLowerCase();
  if (thing(w1) && thing(w2) && /s$/i.test(w2!)) return `${w1} ${w2}`.toLowerCase();
  if (each && thing(w1)) return (thing(w2) ? `${w1} ${w2}s` : `${w1}s`).toLowerCase();
  if (thing(before) && /s$/i.test(before!)) return before!.toLowerCase();
  return "orders";
}

export const driverPatterns: [RegExp, string | ((m: RegExpExecArray) => string)][] = [
  [
    /close (?:takes|is taking|takes us|runs)\D{0,20}?(\d{1,2}) (?:business |working )?days/i,
    (m) => `slow month-end close (${m[1]} days)`,
  ],
  // Copy-paste between two systems ("copy pasting order details between zendesk and the order
  // system") is no spreadsheet work: the systems don't talk.
  [
    /\bspreadsheets?\b|\bexcel\b|copy[- ]?past(?!\w*\s+(?:[\w-]+\s+){0,3}?(?:between|across)\b)/i,
    "manual work in spreadsheets",
  ],
  [/\bcopy[- ]?past\w*\s+(?:[\w-]+\s+){0,3}?(?:between|across)\b/i, "copy-pasting between systems"],
  [/\bauditors? (?:flagged|found|raised)|\baudit findings?\b/i, "audit findings"],
  // "our compliance team is nervous": a team named, no reason.
  [
    /\bcomplian(?:ce|t)\b(?!\s+(?:team|officers?|manager|lead|department|dept|function|people|staff))|\bsox\b|\bregulat\w+/i,
    "compliance",
  ],
  [
    /quot(?:e|es|ing) takes\D{0,10}?(\d{1,2}(?:\s*[-–]\s*\d{1,2})?) days/i,
    (m) => `slow quoting (${m[1]!.replace(/\s*[-–]\s*/, "–")} days)`,
  ],
  [/quoting (?:is |takes )?(?:too )?(?:slow|long)/i, "slow quoting"],
  [/margins? leak|leak\w* on discounts|margin (?:erosion|leakage)/i, "margin leakage on discounts"],
  // What is re-keyed, as said ("rekey hours every fortnight", "re-keys every supplier invoice").
  [
    /\b(?:([a-z]+)\s+(?:are\s+|is\s+|get\s+|gets\s+)?)?(?:re-?key(?:ed|ing|s)?|key(?:ed|ing)(?=\s+(?:in(?:to)?\b|(?:it\s+|them\s+)?(?:by hand|manually))))\b(?:\s+(?:in\s+)?(?:(every|each)\s+|(?:the|all|our|their)\s+)?([a-z]+)(?:\s+([a-z]+))?)?|double entry|typed in twice/i,
    (m) => `${rekeyed(m)} re-keyed by hand`,
  ],
  // Glue between systems that keeps failing: "a Zapier mess between them that breaks every week".
  [
    /\b(?:zaps?|zapier|sync\w*|integrations?|connectors?|glue|mess between)\b[^.!?]{0,60}?\b(?:breaks?|broke|broken|fail(?:s|ing)?|falls? over|drops?)\b/i,
    "integrations that break",
  ],
  [/(\d{1,3}(?:,\d{3})*|\d+) tickets (?:a|per) month/i, (m) => `ticket volume (${m[1]} a month)`],
  [/password resets|how-to questions|tier[- ]1/i, "repetitive tier-1 requests"],
  [/(\d{1,2})% (?:ticket )?deflection/i, (m) => `${m[1]}% ticket deflection`],
  [/\bgrow(?:th|ing)\b|\bscal(?:e|ing)\b|\bexpan(?:d|sion)\b/i, "growth"],
  // "I report to the CFO" is whom they answer to, not a reporting gap.
  [
    /\breport(?:s|ing)?\b(?!\s+(?:directly\s+)?(?:to|into)\b)|\bvisibility\b|\bdashboards?\b|\bforecast\w*/i,
    "reporting gaps",
  ],
  [
    /\blegacy\b|\boutdated system|end[- ]of[- ](?:life|support)|\bold system|\boutgrown\b|\b(?:ancient|antiquated|obsolete|creaky)\b|\b(?:\d+|many|decades?)\s+years?\s+old\b|\bdecades? old\b|\b(?:system|software|erp|crm|setup|set-up|platform|package|install|database|db|version|\p{Lu}[\p{L}\d]+)\s+(?:is|are|'s)\s+(?:(?:so|too|very|really|pretty|getting|far too|way too|now|just)\s+)*(?:old|outdated|out of date|dated|dying|on its last legs|falling apart)\b/iu,
    "replacing legacy systems",
  ],
  [/customer (?:experience|satisfaction)|\bchurn\b|\bcsat\b/i, "customer experience"],
  [/\bmerger\b|\bacquisition\b|\bacquired\b/i, "merger integration"],
  [/\b(?:los(?:e|ing)|lost) (?:deals|leads|customers|orders)|\bwin rates?\b/i, "lost deals"],
  [/\bautomat\w+|\befficien\w+|\bproductiv\w+/i, "efficiency"],
];
