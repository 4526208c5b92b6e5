/**
 * How Clarity hears one message, in context: what kind of message it is (project talk, off-topic,
 * gibberish, an injection attempt), the prospect's direct questions, and the facts a consultant
 * would note — with numbers read where they stand ("Finance (8 people)" is a department's size,
 * not the core team; "articles from 2021" is not a deadline; "Q3 next year" stays whole). Linear
 * in the message: each pattern runs once over tamed text, none can backtrack on long runs.
 */
import type { ClarityMemory, Risk } from "./clarity-memory";
import { type Budget, parseBudget, parseCompanySize } from "./clarity-quantities";

export type Topic =
  | "price"
  | "duration"
  | "next"
  | "needs"
  | "vendor"
  | "security"
  | "who"
  | "assessment"
  | "fit"
  | "deliverables"
  | "how"
  | "roi"
  | "other";

export type RiskId =
  | "adoption"
  | "jobs"
  | "ownership"
  | "approvals"
  | "security"
  | "data"
  | "key-person"
  | "history"
  | "other";

export interface Heard {
  kind: "talk" | "offtopic" | "gibberish" | "injection";
  topics: Topic[];
  options: string[];
  systems: string[];
  drivers: string[];
  departments: string[];
  sizes: [string, number][];
  coreTeam?: number;
  companySize?: number;
  timeline?: string;
  budget?: Budget;
  risks: Risk[];
}

const injection =
  /\b(?:ignore|disregard|forget)\b.{0,40}\b(?:instructions|rules|prompt)|system prompt|<\/?\s*system\s*>|\byou are now\b|\bjailbreak|\bDAN\b|\breveal\b.{0,30}\b(?:rules|prompt|instructions|key)|\bapi key|pwned/i;
const offTopic =
  /\b(?:weather|poem|poetry|haiku|song|lyrics|joke|recipe|world cup|football|soccer|basketball|movie|film|horoscope|capital of|stock tips?|bitcoin price|who won|sing)\b/i;
const asking =
  /\?|^(?:what|how|when|who|why|which|where|do|does|did|can|could|is|are|would|will|should|tell me|explain)\b/i;

const topicPatterns: [Topic, RegExp][] = [
  ["price", /\b(?:cost|costs|price|priced|how much|fees?|charge)\b/i],
  ["duration", /\bhow long\b|\bduration\b|how many weeks|how quickly|how fast/i],
  [
    "next",
    /what happens next|next steps?\b|what now\b|how do (?:we|i) (?:start|proceed|get started|begin)|where do we go from here|how do we move forward/i,
  ],
  [
    "needs",
    /\bneed from (?:us|me)\b|what do you need|what(?:'s| is| would be) (?:needed|required) from|\bfrom us to start\b|time commitment|how much (?:of our )?time|what do we (?:need to )?(?:provide|prepare)/i,
  ],
  [
    "vendor",
    /\bvendors?\b|\bright (?:tool|platform|system|choice|product)\b|\b(?:right|better|best)\b.{0,20}\bor\b|\bvs\.?\s|\bversus\b|\bcompare\b|\bbuild(?:ing)? (?:it |on )?our own\b|\balternatives?\b|\bshortlist\b|should we (?:look at|consider|go with|pick|choose)/i,
  ],
  [
    "security",
    /\bsecur\w*|\bconfidential\w*|\bprivacy\b|\bpii\b|\bnda\b|\bgdpr\b|\bsoc ?2\b|(?:our|the) data (?:safe|secure|stored|handled|go)|where (?:is|does) (?:the |our )?data/i,
  ],
  [
    "who",
    /who (?:does|will do|would do|runs|will run|actually does) (?:the )?(?:work|simulation)|\bwho\b.{0,30}\bdoes the work|\b(?:another|a|just a) chatbot\b|who (?:are you|is behind|will we (?:work|be working) with)|are you (?:a |an )?(?:human|bot|ai|real person)|real (?:people|consultants?)|\bjust (?:an? )?(?:ai|bot)\b/i,
  ],
  [
    "assessment",
    /\bfree (?:assessment|consult\w*|call)|is (?:it|this|the assessment|that) (?:really |actually )?free|free to talk|what does the (?:free )?assessment|commit (?:us|me) to|\bobligation\b|\bcatch\b/i,
  ],
  [
    "fit",
    /\b(?:a |good |right )fit\b|right for us|too (?:small|big|large) for|do you work with|is this for us|\bqualify\b|can(?:'t|not) help us|help us at all/i,
  ],
  [
    "deliverables",
    /what (?:do|will|would) (?:we|i) (?:actually |really )?(?:get|receive)|\bdeliverables?\b|what(?:'s| is) the output|report look like/i,
  ],
  [
    "how",
    /how does (?:it|the simulation|this|a simulation) (?:actually )?work|what (?:is|exactly is) (?:a|the) simulation|how do you simulate|what does a simulation (?:look like|involve)/i,
  ],
  ["roi", /\broi\b|return on|worth it|pay (?:for )?itself/i],
];

/** Vendors named in a selection question, as Clarity names them back. */
const vendorNames: [RegExp, string][] = [
  [/\bsalesforce cpq\b/i, "Salesforce CPQ"],
  [/\bdealhub\b/i, "DealHub"],
  [/\bconga\b/i, "Conga"],
  [/\bpandadoc\b/i, "PandaDoc"],
  [/\btacton\b/i, "Tacton"],
  [/\bintercom(?: fin)?\b/i, "Intercom Fin"],
  [/\bzendesk ai\b/i, "Zendesk AI"],
  [/\bnetsuite\b/i, "NetSuite"],
  [/\bacumatica\b/i, "Acumatica"],
  [/\bsap\b/i, "SAP"],
  [/\bdynamics\b/i, "Dynamics"],
  [/\bhubspot\b/i, "HubSpot"],
  [/\bbuild(?:ing)? (?:it |on )?our own\b|\bin-house\b/i, "building your own"],
];

/** Systems the lexical table in clarity-extract does not know. */
const moreSystems: [RegExp, string][] = [
  [/\bconfluence\b/i, "Confluence"],
  [/\bhomegrown (mrp|erp|crm|system|tool|database)\b/i, "homegrown $1"],
  [/\bsql server\b(?<!homegrown.{0,60})/i, "SQL Server"],
  [/\bin Access\b|\bMS Access\b/, "Access database"],
  [/\bsales cloud\b/i, "Salesforce Sales Cloud"],
  [/\bintercom\b/i, "Intercom"],
];

const driverPatterns: [RegExp, string | ((m: RegExpExecArray) => string)][] = [
  [
    /close (?:takes|is taking|takes us|runs)\D{0,20}?(\d{1,2}) (?:business |working )?days/i,
    (m) => `slow month-end close (${m[1]} days)`,
  ],
  [/\bspreadsheets?\b|\bexcel\b|copy[- ]?past/i, "manual work in spreadsheets"],
  [/\bauditors? (?:flagged|found|raised)|\baudit findings?\b/i, "audit findings"],
  [/\bcomplian(?:ce|t)\b|\bsox\b|\bregulat\w+/i, "compliance"],
  [
    /quot(?:e|es|ing) takes\D{0,10}?(\d{1,2}(?:\s*[-–]\s*\d{1,2})?) days/i,
    (m) => `slow quoting (${m[1]!.replace(/\s*[-–]\s*/, "–")} days)`,
  ],
  [/quoting (?:is |takes )?(?:too )?(?:slow|long)/i, "slow quoting"],
  [/margins? leak|leak\w* on discounts|margin (?:erosion|leakage)/i, "margin leakage on discounts"],
  [/\bre-?key(?:ed|ing)?\b|double entry|typed in twice/i, "orders re-keyed by hand"],
  [/(\d{1,3}(?:,\d{3})*|\d+) tickets (?:a|per) month/i, (m) => `ticket volume (${m[1]} a month)`],
  [/password resets|how-to questions|tier[- ]1/i, "repetitive tier-1 requests"],
  [/(\d{1,2})% (?:ticket )?deflection/i, (m) => `${m[1]}% ticket deflection`],
  [/\bgrow(?:th|ing)\b|\bscal(?:e|ing)\b|\bexpan(?:d|sion)\b/i, "growth"],
  [/\breport(?:s|ing)?\b|\bvisibility\b|\bdashboards?\b|\bforecast\w*/i, "reporting gaps"],
  [
    /\blegacy\b|\boutdated system|end[- ]of[- ](?:life|support)|\bold system|\boutgrown\b/i,
    "replacing legacy systems",
  ],
  [/customer (?:experience|satisfaction)|\bchurn\b|\bcsat\b/i, "customer experience"],
  [/\bmerger\b|\bacquisition\b|\bacquired\b/i, "merger integration"],
  [/\b(?:los(?:e|ing)|lost) (?:deals|leads|customers|orders)|\bwin rates?\b/i, "lost deals"],
  [/\bautomat\w+|\befficien\w+|\bproductiv\w+/i, "efficiency"],
];

const departmentPatterns: [RegExp, string][] = [
  [
    /\bfinance\b|\baccounting\b|\bcfo\b|\bcontroller\b|accounts (?:payable|receivable)|\baccountants?\b/i,
    "finance",
  ],
  [/\bsales\b|\breps\b|account managers/i, "sales"],
  [/\bmarketing\b/i, "marketing"],
  [/\boperations\b|\bops\b/i, "operations"],
  [/\bIT\b|[Ii]nformation [Tt]echnology/, "IT"],
  [/\bengineering\b|\bengineers\b/i, "engineering"],
  [/\bhr\b|human resources/i, "HR"],
  [
    /customer (?:service|support|success)|\bsupport (?:team|agents|tickets)\b|\bhelp ?desk\b|\bsupport\b/i,
    "customer service",
  ],
  [/\bprocurement\b|\bpurchasing\b/i, "procurement"],
  [/\bwarehouses?\b|\breceiving\b|\blogistics\b|\bsupply chain\b/i, "warehouse and logistics"],
  [/\bmanufacturing\b|\bproduction\b|\bplant\b|shop floor/i, "manufacturing"],
  [/\blegal\b/i, "legal"],
];

/** Who a concern is about, as the prospect called them. */
const groups =
  /\b(plant managers|store managers|managers|sales leadership|sales reps|reps|sales|support agents|agents|support team|finance|operations|the warehouse|warehouse staff|accountants|engineers|engineering|leadership|the board|it team|users|staff|employees|the team|people)\b/gi;

const numberWord: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const N = String.raw`(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)`;
const num = (s: string) => numberWord[s.toLowerCase()] ?? Number(s);

const monthNames =
  "january|february|march|april|may|june|july|august|september|october|november|december";
const ordinalQuarter: Record<string, string> = {
  first: "Q1",
  second: "Q2",
  third: "Q3",
  fourth: "Q4",
};

/** Sentences, so a figure is read beside the words that give it its meaning. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?;])\s+|\n+/).filter((s) => s.trim());

function timelineOf(sentence: string, year: number): string | undefined {
  // A year or duration in a sentence about the past or about a person leaving is not a deadline.
  if (/\b(?:from|since|back in|ago|last|retir\w*|leav\w*|abandon\w*|acquisition)\b/i.test(sentence))
    return undefined;
  let m = /\b(q[1-4])(?:\s+(?:of\s+)?(next year|this year|20\d\d))?\b/i.exec(sentence);
  if (m) return [m[1]!.toUpperCase(), m[2]].filter(Boolean).join(" ");
  m = /\b(first|second|third|fourth) quarter(?: of)? (next year|this year|20\d\d)/i.exec(sentence);
  if (m) return `${ordinalQuarter[m[1]!.toLowerCase()]} ${m[2]}`;
  m = new RegExp(
    String.raw`\b(?:by|before|until|in|for|around)\s+((?:early |mid[- ]|late |the end of )?(?:${monthNames})(?:\s+(?:of\s+)?(?:20\d\d|next year))?)\b`,
    "i",
  ).exec(sentence);
  if (m) return m[1];
  m = new RegExp(
    String.raw`\b(?:in|within|over|next)\s+(?:the\s+next\s+)?(?:about\s+)?${N}\s+(weeks?|months?|years?)\b`,
    "i",
  ).exec(sentence);
  if (m) return `${m[1]} ${m[2]}`;
  m =
    /\b(next (?:quarter|year)|(?:the )?end of (?:the |this |next )?(?:year|quarter)|this (?:year|quarter)|asap|as soon as possible)\b/i.exec(
      sentence,
    );
  if (m) return m[1]!.replace(/^the /i, "");
  m =
    /\b(?:by|before|until|in|for|target(?:ing)?|during)\s+((?:early |mid[- ]|late )?(20\d\d))\b/i.exec(
      sentence,
    );
  if (m && Number(m[2]) >= year) return m[1];
  return undefined;
}

const budgetWords =
  /\bwe have (?:about |around |maybe |roughly )?\$|\bbudget|\bspend\b|\binvest|\ballocat|\bafford|set aside|\bapproved\b|\bearmark|\bfunding\b|\bfor (?:the )?(?:software|implementation|licen[cs]es|project)\b|\bstay between\b|\ball[- ]in\b/i;

function coreTeamOf(text: string, previouslyAsked: string | undefined): number | undefined {
  let m = new RegExp(
    String.raw`\b(?:core|project|implementation|simulation) team (?:of|is|would be|will be|could be)?\s*(?:about |around |roughly )?${N}\b`,
    "i",
  ).exec(text);
  if (m) return num(m[1]!);
  m = new RegExp(String.raw`\b${N} of us\b|\b${N}[- ]person (?:core |project )?team\b`, "i").exec(
    text,
  );
  if (m) return num(m[1] ?? m[2]!);
  m = new RegExp(
    String.raw`\b${N} (?:people|persons) (?:on|for|in) the (?:project|core team|simulation)`,
    "i",
  ).exec(text);
  if (m) return num(m[1]!);
  m = new RegExp(String.raw`(?:^|[^\w)] *)team of (?:about |around )?${N}\b`, "i").exec(text);
  if (m && !/\b(?:finance|sales|support|ops|operations|warehouse|it)\s+team of/i.test(text))
    return num(m[1]!);
  // "Our controller would lead this, along with our ops manager and me": people named for the work.
  const roles =
    /\b(?:me|myself|controller|cfo|coo|ceo|cio|cto|vp|manager|director|analyst|head of \w+|accountant|engineer|architect|\w+ lead\b(?! (?:this|it|the)))\b/gi;
  const leading =
    /\b(?:would|will|could|can) (?:probably |likely )?(?:lead|run|drive|own) (?:this|it|the project)|\balong with\b/i;
  const count = (s: string) => [...s.matchAll(roles)].length;
  for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
    if (leading.test(sentence) && count(sentence) >= 2) return count(sentence);
    if (
      sentence.length < 120 &&
      /^[\w ,'&-]+\.?$/.test(sentence.trim()) &&
      /,|\band\b/.test(sentence) &&
      count(sentence) >= 2 &&
      count(sentence) <= 6
    )
      return count(sentence);
  }
  // "We can free up the warehouse lead and one senior accountant": people named for the work.
  const freed =
    /\b(?:free up|spare|dedicate|commit|put forward)\s+(.{3,120}?)(?:\s+for\b|\s+during\b|[.;]|$)/i.exec(
      text,
    );
  const named = freed?.[1] ?? (previouslyAsked === "coreTeam" ? text : undefined);
  if (named) {
    const people = named
      .split(/,|\band\b|\bplus\b/i)
      .filter((part) =>
        /\b(?:me|myself|i|lead|manager|director|controller|analyst|head|vp|cfo|coo|cio|cto|ceo|accountant|engineer|admin|owner|architect)\b/i.test(
          part,
        ),
      );
    if (people.length >= 1 && people.length <= 8) return people.length;
  }
  return undefined;
}

function sizesOf(text: string): [string, number][] {
  const sizes: [string, number][] = [];
  const dept = (word: string) =>
    departmentPatterns.find(([re]) => re.test(word))?.[1] ??
    (/rep/i.test(word) ? "sales" : /agent/i.test(word) ? "customer service" : undefined);
  for (const m of text.matchAll(
    /\b(finance|accounting|sales|operations|support|customer service|warehouse|purchasing|marketing|engineering|IT)\b(?: team)?\s*(?:\(|is |of |has |with )(?:about |around |roughly )?(\d{1,4})\b(?! ?%)/gi,
  )) {
    const d = dept(m[1]!);
    if (d) sizes.push([d, Number(m[2])]);
  }
  for (const m of text.matchAll(
    /\b(\d{1,4}) (reps|sales reps|agents|support agents|accountants|engineers)\b/gi,
  )) {
    const d = dept(m[2]!);
    if (d && !sizes.some(([x]) => x === d)) sizes.push([d, Number(m[1])]);
  }
  for (const m of text.matchAll(
    /\b(\d{1,4})-person (finance|accounting|sales|operations|support|customer service|warehouse|purchasing|marketing|engineering|IT) team\b/gi,
  )) {
    const d = dept(m[2]!);
    if (d && !sizes.some(([x]) => x === d)) sizes.push([d, Number(m[1])]);
  }
  return sizes;
}

function whoIn(sentence: string, before = sentence.length): string[] {
  const found: string[] = [];
  for (const m of sentence.slice(0, before).matchAll(groups)) {
    const g = m[1]!.toLowerCase().replace(/^the /, "");
    if (!found.includes(g)) found.push(g);
  }
  return found;
}

function risksOf(sentence: string, isQuestion: boolean, text: string): Risk[] {
  const risks: Risk[] = [];
  const adoption =
    /\b(?:won'?t|will not|wouldn'?t|don'?t want to|doesn'?t want to|refuse to|reluctant to|resist\w*)\s*(adopt|use|change|switch|move|give up)?|keep (?:their|using their) own|low adoption|\bskeptic\w*|\bpush ?back\b/i.exec(
      sentence,
    );
  if (adoption) {
    const who = whoIn(sentence, adoption.index).at(-1) ?? whoIn(sentence)[0] ?? "team";
    const keeps = /keep (?:their|using their) own (spreadsheets|excel|tools|systems)/i.exec(
      sentence,
    );
    const text = keeps
      ? `${who} may keep their own ${keeps[1]!.toLowerCase()}`
      : /skeptic|abandon|low adoption/i.test(sentence)
        ? `${who} skeptical after a past rollout`
        : /change|switch|move/i.test(adoption[1] ?? "")
          ? `${who} reluctant to change tools`
          : `${who} may not adopt it`;
    risks.push({ id: "adoption", text: `Adoption: ${text}`, who });
  }
  const people = (found: string[]) =>
    found.find((g) => /agents|reps|managers|staff|accountants|engineers/.test(g)) ?? found[0];
  const jobs =
    /(?:worried|afraid|fear\w*|scared|concerned|anxious|nervous)\b.{0,40}?(?:replac\w+|jobs?\b|redundan\w+|layoffs?)|job (?:losses|security)|(?:replace|eliminate) (?:them|us|people|agents|jobs)/i.exec(
      sentence,
    );
  if (jobs) {
    const who = people(whoIn(sentence)) ?? people(whoIn(text)) ?? "team";
    risks.push({ id: "jobs", text: `Jobs: ${who} fear being replaced`, who });
  }
  const owns =
    /\bwho (?:owns|should own) (?:the )?(\w+)|\bownership of (?:the )?(\w+)|\b(\w+) ownership\b/i.exec(
      sentence,
    );
  if (
    /\bdisagree|\bwho owns\b|\bnobody owns\b|\bturf\b|\bpolitic|\bnot aligned\b|\bfight over\b|don'?t (?:really )?agree|who should own/i.test(
      sentence,
    )
  ) {
    const who = whoIn(sentence).slice(0, 2);
    const what = (owns?.[1] ?? owns?.[2] ?? owns?.[3] ?? "the process").toLowerCase();
    const between = who.length === 2 ? ` (${who[0]} vs ${who[1]})` : "";
    risks.push({ id: "ownership", text: `Ownership: no agreed owner of ${what}${between}` });
  }
  if (
    /\b(?:supposed to|should) (?:go|come) to\b.{0,40}\bbut\b|\bbypass\w*|without approval|skip\w* (?:the )?approval/i.test(
      sentence,
    )
  )
    risks.push({
      id: "approvals",
      text: /discount/i.test(sentence)
        ? "Controls: discount approvals are bypassed"
        : "Controls: approvals are bypassed",
    });
  if (
    !isQuestion &&
    /\bsecur\w*|\bpii\b|\bsoc ?2|\bgdpr\b|\bhipaa\b|\bprivacy\b|\bconfidential/i.test(sentence)
  ) {
    const tags = [
      /\bpii\b/i.test(sentence) ? "customer PII limits" : "",
      /soc ?2 type ?ii/i.test(sentence) ? "SOC 2 Type II" : /soc ?2/i.test(sentence) ? "SOC 2" : "",
      /\bgdpr\b/i.test(sentence) ? "GDPR" : "",
      /\bhipaa\b/i.test(sentence) ? "HIPAA" : "",
    ].filter(Boolean);
    risks.push({
      id: "security",
      text: `Security: data access${tags.length ? ` (${tags.join(", ")})` : ""}`,
    });
  }
  const stale =
    /\b(knowledge base|item master|product data|customer data|master data|catalog|price book|data)\b.{0,60}?\b(out of date|outdated|duplicates?|inconsistent|a mess|messy|dirty)\b|\b(duplicates?)\b.{0,40}?\b(item master|product data|customer data|catalog)\b/i.exec(
      sentence,
    );
  if (stale) {
    const thing = (stale[1] ?? stale[4] ?? "data").toLowerCase();
    const problem = /dup/i.test(stale[2] ?? stale[3] ?? "") ? "has duplicates" : "is out of date";
    risks.push({ id: "data", text: `Data: the ${thing} ${problem}`, who: thing });
  }
  const person =
    /\b(controller|cfo|analyst|admin\w*|architect|[\w]+ manager)\b[^.]{0,30}?\b(?:retir\w+|leav\w+)|\bonly (?:person|one) who\b/i.exec(
      sentence,
    );
  if (person)
    risks.push({
      id: "key-person",
      text: `Key person: ${person[1] ? `the ${person[1].toLowerCase()} is leaving` : "one person holds critical knowledge"}`,
    });
  if (
    /\b(?:rollout|implementation|project)\b.{0,40}\b(?:abandoned|failed|cancell?ed)\b|\babandoned\b/i.test(
      sentence,
    ) &&
    !adoption
  )
    risks.push({ id: "history", text: "History: a previous rollout was abandoned" });
  return risks;
}

const common = new Set(
  `a an the and or but if so we our us i me my you your it its is are was were be been have has had do does did not no yes ok okay thanks thank please hi hello hey sure fine good great right what how when who why which where can could would will should may might just also very really about for from with without to of in on at by as this that these those there here they them their he she his her some any all more most less many much few one two three four five six seven eight nine ten people team company business project system systems tool tools software data process work need want like think know sure maybe not idea help question new old current today year month week time plan planning move moving looking considering evaluate replace replacing customers customer staff employees price cost money budget`.split(
    " ",
  ),
);

/** Headcount of the company, not of a team: "a 300-person manufacturer", "180 employees". */
function companySizeOf(text: string): number | undefined {
  const m =
    /\b(\d{1,3}(?:,\d{3})+|\d{2,5})-(?:person|people|employee|staff)\b(?! ?(?:core |project |sales |support )?team)/i.exec(
      text,
    );
  if (m) return Number(m[1]!.replace(/,/g, ""));
  return parseCompanySize(text);
}

/** One message read in context: kind, direct questions, and the facts a consultant would note. */
export function hear(text: string, memory: ClarityMemory, now = Date.now()): Heard {
  const heard: Heard = {
    kind: "talk",
    topics: [],
    options: [],
    systems: [],
    drivers: [],
    departments: [],
    sizes: [],
    risks: [],
  };
  if (injection.test(text)) return { ...heard, kind: "injection" };
  const isQuestion = asking.test(text.trim());
  if (offTopic.test(text)) return { ...heard, kind: "offtopic" };

  if (isQuestion) {
    for (const [topic, re] of topicPatterns) {
      if (!re.test(text)) continue;
      // "who owns pricing" is not a question about our price; a security concern stated is a risk.
      if (topic === "price" && /\bowns? pricing|\bour (?:pricing|prices)\b/i.test(text)) continue;
      heard.topics.push(topic);
    }
    if (heard.topics.includes("vendor"))
      heard.options = vendorNames.filter(([re]) => re.test(text)).map(([, name]) => name);
  }
  const year = new Date(now).getUTCFullYear();
  const lastAsked = memory.asked.at(-1);
  for (const [re, name] of moreSystems) {
    const m = re.exec(text);
    if (m)
      heard.systems.push(
        name.replace(
          "$1",
          (m[1] ?? "").toUpperCase() === "MRP" ? "MRP" : (m[1] ?? "").toLowerCase(),
        ),
      );
  }
  if (/\badp\b/i.test(text)) heard.systems.push("ADP payroll");
  heard.companySize = companySizeOf(text);
  for (const [re, label] of driverPatterns) {
    const m = re.exec(text);
    if (!m) continue;
    if (isQuestion && label === "reporting gaps") continue;
    heard.drivers.push(typeof label === "string" ? label : label(m));
  }
  // Spreadsheets named inside a concern ("will keep their own spreadsheets") are the concern.
  if (/keep (?:their|using their) own/i.test(text))
    heard.drivers = heard.drivers.filter((d) => d !== "manual work in spreadsheets");
  if (heard.drivers.some((d) => d.startsWith("slow quoting (")))
    heard.drivers = heard.drivers.filter((d) => d !== "slow quoting");
  for (const [re, name] of departmentPatterns) if (re.test(text)) heard.departments.push(name);
  heard.sizes = sizesOf(text);
  for (const [d] of heard.sizes) if (!heard.departments.includes(d)) heard.departments.push(d);
  heard.coreTeam = coreTeamOf(text, lastAsked);
  for (const sentence of sentencesOf(text)) {
    heard.timeline ??= timelineOf(sentence, year);
    const terse =
      sentence.length < 40 &&
      /^\W*(?:maybe|about|around|roughly|approx\w*|~|up to)?\s*\$?\d[\d,.]*\s*(?:k|m|mm|million|thousand)\b/i.test(
        sentence,
      );
    if (
      !heard.budget &&
      (budgetWords.test(sentence) || terse || lastAsked === "budget") &&
      !(isQuestion && /\bcost\b/i.test(sentence))
    )
      heard.budget = parseBudget(sentence);
    heard.risks.push(...risksOf(sentence, asking.test(sentence.trim()), text));
  }

  const learned =
    heard.topics.length +
    heard.systems.length +
    heard.drivers.length +
    heard.departments.length +
    heard.risks.length +
    (heard.coreTeam ?? 0) +
    (heard.timeline ? 1 : 0) +
    (heard.budget ? 1 : 0);
  if (learned === 0) {
    const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
    const known = words.some((w) => common.has(w)) || /[\w.+-]+@[\w-]+\.\w+/.test(text);
    const domain =
      /\b(?:erp|crm|cpq|ai|netsuite|salesforce|hubspot|sap|odoo|quickbooks|project|\d+)\b/i.test(
        text,
      );
    if (!known && !domain) return { ...heard, kind: "gibberish" };
    // A question about something else entirely: answered honestly, not as project talk.
    if (isQuestion && !domain && words.length > 2) return { ...heard, topics: ["other"] };
  }
  return heard;
}
