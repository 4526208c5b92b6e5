/**
 * The work each department does, as the words that name it (clarity-teams-at-work.ts reads a
 * group of people by it): "the lads who load the lorries" are warehouse and logistics, "whoever
 * raises the invoices" finance, "the ones who do the ordering" procurement.
 */

/** The work each department does, as the words that name it; the first that fits names it. */
const WORK: [RegExp, string][] = [
  [
    /\b(?:key accounts?|account manag\w*|commercial\b|trade counter|counter (?:staff|team|sales)|showroom|sell\w*|(?:handl|process|enter|book)\w*\s+(?:the\s+|customer\s+)?orders|order (?:processing|entry)|quot(?:e|es|ing)\b|estimat\w*|bids?\b|tenders?\b|take (?:the )?orders|order desk|new business)/i,
    "sales",
  ],
  [
    /\b(?:invoic\w*|bill(?:s|ing)?\b|payables|receivables|credit control\w*|collections|chas\w+ (?:\w+ )?(?:payments?|payers|debts?|debtors|money)|costing|bookkeep\w*|(?:the |our |keep\w* )books\b|ledgers?|month[- ]end|reconcil\w*|expenses|accounts\b(?! of\b)|pay(?:ing)? (?:the )?suppliers|AP\b|AR\b|controllers?\b|credit\b)/i,
    "finance",
  ],
  [
    /\b(?:payroll|recruit\w*|hiring|onboard\w*|holiday requests|new starters|time ?sheets?|leave requests)\b/i,
    "HR",
  ],
  [
    /\b(?:CS\b|customer success|answer\w*(?! to\b)|phones?\b|front desk|reception\w*|complaints?|enquir\w+|inquir\w+|tickets?\b|customer (?:queries|questions|emails|calls))/i,
    "customer service",
  ],
  [
    // "warehouse/dispatch", "warehouse and dispatch": goods dispatched, the warehouse's work.
    /\b(?:(?<!\bwarehouse\s*(?:\/|&|and)\s*)dispatch\w*|schedul\w+ (?:the )?(?:engineers|technicians|visits|jobs|crews)|book\w* (?:\w+ )?(?:engineers|technicians|visits|jobs|call-?outs)|site visits|call-?outs?|job sheets?|field\b)/i,
    "field service and dispatch",
  ],
  [
    /\b(?:production|assembl\w*|machin\w+|packing line|the line\b|manufactur\w*|fabricat\w*)/i,
    "manufacturing",
  ],
  [
    /\b(?:load\w*|unload\w*|pick(?:s|ing|ers?)?\b(?! up\b)|pack\w*|ship\w*|despatch\w*|goods[- ](?:in|out)|(?<!(?:project|service|software) )deliver\w*|vans?\b|depots?\b|lorr(?:y|ies)|trucks?\b|forklifts?|stock\w*|pallets?|returns\b|stores\b|storeroom|yard\b|transport\w*|routes?\b|fleet\b|inventory control)/i,
    "warehouse and logistics",
  ],
  [/\b(?:quality|inspect\w*|batch records|QA|QC)\b/i, "quality"],
  [
    /\b(?:buy\w*|purchas\w*|sourcing|purchase orders|POs|(?:the |our )?ordering(?!\s+(?:online|system|portal|process|app))|order(?:ing)? (?:the )?(?:stock|materials|parts|supplies))\b/i,
    "procurement",
  ],
  [/\b(?:campaigns?|newsletters?|social media|adverts?)\b/i, "marketing"],
  [/\b(?:design\w*|drawings?|CAD|R&D|prototyp\w*)\b/i, "engineering"],
  [/\b(?:labs?|laborator(?:y|ies)|samples?)\b/i, "lab"],
  // "the office girls", "the ladies in the office": the office's own people ("40 office staff"
  // counts heads).
  [
    /\badmin\w*|\boffice (?:girls|ladies|team|folks|guys|boys|lads|admin)\b|^(?:the\s+)?office$/i,
    "admin",
  ],
  // Service said bare ("the service coordinators", "warranty"): the customer's side of it.
  [/\b(?:service|warranty|after-?sales)\b/i, "customer service"],
];

/** The department whose work the words name, by the first entry that fits. */
export const workOf = (words: string) => WORK.find(([re]) => re.test(words))?.[1];
