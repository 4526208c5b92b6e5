/**
 * The departments by the words that name them or their people ("finance", "the AP clerks", "our
 * reps", "gas engineers", "the planners"), each with the house's label; clarity-situation.ts and
 * the team readers place what a prospect names by it.
 */

import { ONLINE_TEAM } from "./clarity-online-team";
import { besideATeam } from "./clarity-team-beside";

/** The trades whose engineers work at the customer's: "service engineers", "gas engineers". */
export const SERVICE_TRADE =
  "(?:service|gas|heating|boiler|mobile|maintenance|repair|installation|lift)";
/** Engineers said where they work: "engineers out on the road", "engineers in the field". */
export const ON_THE_ROAD = String.raw`(?:\s+(?:\w+\s+)?(?:out\s+)?(?:on the road|in the field|on site|on jobs|out on (?:the )?jobs|on call-?outs?))`;

export const departmentPatterns: [RegExp, string][] = [
  [
    // "only accounts and the warehouse": accounts beside a team in a list is the team.
    new RegExp(
      String.raw`\bfinance\b|\baccounting\b|\bbookkeep(?:er|ing)\b|\b(?:in|from|of|and) accounts\b(?! (?:of|with|for|we)\b)|${besideATeam("accounts", String.raw`\s+(?:of|with|for|we)\b`)}|\bcfo\b|\bcontroller\b|accounts (?:payable|receivable|team|department|dept|office)|\baccountants?\b|\b(?:AP|AR)\b(?! (?:of|in)\b)`,
      "i",
    ),
    "finance",
  ],
  // "the CS reps", "support reps" answer customers: customer service's people, not sales'.
  [
    /\bsales\b|(?<!\b(?:CS|CX|support|service|care)\s+)\breps\b|account manage(?:rs|ment)\b|\btele-?sales\b/i,
    "sales",
  ],
  [/\bmarketing\b/i, "marketing"],
  // "marketing & ecommerce", "the e-commerce team": the people who sell online, not the shop.
  [ONLINE_TEAM, "e-commerce"],
  // "I'm the COO", "CIO here": the writer's own function, as "I run ops" is.
  [
    /\boperations\b|\bops\b|\b(?:I'?m|I am|as)\s+(?:the\s+|our\s+)?(?:COO|chief operating officer)\b|(?:^|[.!?]\s+)COO\s+here\b/i,
    "operations",
  ],
  [
    /\bIT\b|[Ii]nformation [Tt]echnology|\b(?:I'?m|I am|as) (?:the |our )?(?:CIO|CTO)\b|(?:^|[.!?]\s+)(?:CIO|CTO) here\b/,
    "IT",
  ],
  [
    new RegExp(
      String.raw`\bfield (?:service|engineers?|technicians?|techs?|staff|teams?|crews?)\b|(?<!\bwarehouse\s*(?:\/|&|and)\s*)\bdispatch\w*|\btechnicians?\b|(?<!\blab\s)\btechs\b|\b${SERVICE_TRADE}\s+engineers\b|\bengineers${ON_THE_ROAD}`,
      "i",
    ),
    "field service and dispatch",
  ],
  // "field engineers", "gas engineers", "engineers out on the road" are field service: one team,
  // not two. "a civil engineering contractor" is the trade of the company, no team of it.
  [
    new RegExp(
      String.raw`(?<!\b(?:civil|structural|building services|precision|marine|process)\s+)\bengineering\b(?!\s+(?:contractors?|consultanc(?:y|ies)|firms?|compan(?:y|ies)|business|group|practice|services|outfit|manufacturer)\b)|(?<!\b(?:field|${SERVICE_TRADE})\s+)\bengineers\b(?!${ON_THE_ROAD})`,
      "i",
    ),
    "engineering",
  ],
  [
    /\bhr\b|human resources|\bpeople (?:team|ops|function|department|director)\b|\bhead of people\b|\bchief people officer\b|\bchro\b|\bpayroll team\b/i,
    "HR",
  ],
  [/\bquality (?:team|assurance|control|department|dept|people)\b|\bQ[AC] team\b/i, "quality"],
  [
    new RegExp(
      String.raw`customer (?:service|support|success|care)|\b(?:call|contact) cent(?:re|er)s?\b|\bCS (?:team|reps|agents|advis[eo]rs|staff|people|folks)\b|${besideATeam("CS")}|\bsupport (?:team|agents|tickets)\b|\bhelp ?desk\b|(?<!\b(?:of|no longer|losing|lose|lost|vendor|vendor's|mainstream|extended|without|drops?|dropped|dropping|ends?|ending|stops?|stopped|stopping|can'?t|cannot|to|will|won'?t|would|wouldn'?t|could|couldn'?t|doesn'?t|don'?t|must|should|we|they|it)\s)\bsupport\b(?!\s+(?:for|ends|ending|runs out|contract|lifecycle)\b)`,
      "i",
    ),
    // "goes out of support", "support ends next year": the vendor's support of a product, no team;
    // "can't support another system": a verb.
    "customer service",
  ],
  // "our buyer" is ours; "the buyer" may be whoever buys the business.
  [/\bprocurement\b|\bpurchasing\b|\bbuyers\b|\bour (?:\w+ )?buyer\b/i, "procurement"],
  // "the transport planners" plan the routes: logistics, not production.
  [
    /\bwarehouses?\b|\breceiving\b|\blogistics?\b|\bsupply chain\b|\b(?:transport|route|routing|delivery) planners\b/i,
    "warehouse and logistics",
  ],
  [
    // "plant care advice", "toxic plants", "house plants": plants that grow are no factory.
    /\bmanufacturing\b|\bproduction\b|(?<!\b(?:toxic|house|garden|pot(?:ted)?|bedding|indoor|outdoor)\s+)\bplants?\b(?!\s+(?:care|advice|food|pots?|sales|range|nursery|centre|center|health))|shop floor|\bshift supervisors\b|(?<!\b(?:transport|route|routing|delivery|logistics|maintenance|service|repairs?|job|workforce|resource|media|event|financial|town)\s+)\bplanners\b(?!\s+(?:then\s+|also\s+)?(?:book|schedul|allocat|rout|assign|dispatch)\w*\s+(?:the\s+|our\s+)?(?:jobs|visits|engineers|technicians|operatives|routes|drivers|crews|appointments|rounds|callouts))/i,
    "manufacturing",
  ],
  // "the planners book the jobs", "planners schedule the engineers": planning a service's work;
  // planners otherwise plan production (above).
  [
    /\bplanners\s+(?:then\s+|also\s+)?(?:book|schedul|allocat|rout|assign|dispatch)\w*\s+(?:the\s+|our\s+)?(?:jobs|visits|engineers|technicians|operatives|routes|drivers|crews|appointments|rounds|callouts)\b|\bplanning (?:team|office|department|dept)\b/i,
    // Two words: "repairs planners" keep their own (a one-word label would take them).
    "planning and scheduling",
  ],
  [/\blegal\b/i, "legal"],
  // "Treasury needs to sign off": a team at a sentence's start, no system.
  [
    /\btreasury (?:team|department|dept|function)\b|(?:^|[.!?]\s+|\b(?:our|the|and|&|,)\s+)treasury\b/i,
    "treasury",
  ],
  [/\bfacilities\b(?!\s+(?:for|of|to|in|at|we|you|they)\b)/i, "facilities"],
  [/\bH&S\b|\bhealth (?:and|&) safety\b|\bHSE? (?:team|department|dept)\b/i, "health and safety"],
  [
    /\b(?:night|day|evening|late|early|weekend) shifts?\b(?!\s+(?:pattern|rota|allowance|premium)s?\b)/i,
    "shift teams",
  ],
  // "marketing and digital": digital as a team beside another, or named as one.
  [
    /\bdigital (?:team|department|dept)\b|(?<=\b(?:marketing|e-?commerce|sales|comms) (?:and|&) )digital\b(?!\s+\w)|(?<=\b(?:marketing|e-?commerce|sales|comms) (?:and|&) )digital\b(?=\s+(?:teams?|will|would|need|are)\b)/i,
    "digital",
  ],
  [
    /\bcompliance (?:team|function|department|people|officers?)\b|\binternal audit\b/i,
    "compliance",
  ],
  [/\bproject managers\b|\bpmo\b|\bproject management (?:team|office)\b/i, "project management"],
];
