/**
 * The platforms one message names: the project's type and platform ("NetSuite", "a new CRM"), and
 * the systems it must work with, named outright ("QuickBooks") or as something to connect to
 * ("sync with NetSuite"). Pure and deterministic; `learnFrom` decides what the memory keeps.
 */

import { type Move, readMove } from "../../language/moves";
import { placesIn } from "../../language/places";
import { months, weekdays } from "../../language/vocabulary";
import { comparing, type Role, roleAt } from "./clarity-roles";
export type ProjectType = "ERP" | "CRM" | "CPQ" | "AI adoption";

export interface Platforms {
  /** The project's type first; another type only when named outright ("ERP and CRM"). */
  projectTypes: ProjectType[];
  /** Platforms of the project's type. */
  products: string[];
  /** Systems the project must work with, platforms of another type among them. */
  integrations: string[];
  /** The products are options being compared ("NetSuite or Acumatica?"), not one chosen. */
  comparing: boolean;
  /**
   * Of the integrations, the platforms named as run today, left or connected to ("we're on Sage",
   * "stuck with NAV", "sync with Xero"): systems whatever else the message asks, never a candidate.
   */
  today: string[];
}

const productTypes: [RegExp, string, ProjectType][] = [
  [/\b(?:microsoft\s+)?(?:dynamics(?:\s*365)?\s+)?business central\b/i, "Business Central", "ERP"],
  [/\bsalesforce\s+cpq\b/i, "Salesforce CPQ", "CPQ"],
  [/\bnetsuite\b/i, "NetSuite", "ERP"],
  [/\bsap\b(?:\s+(?:s\/4\s*hana|business one|b1))?/i, "SAP", "ERP"],
  [/\bdynamics(?:\s*365)?\s+(?:sales|crm)\b/i, "Dynamics 365 Sales", "CRM"],
  // The older Dynamics products by name: what runs today, when Business Central replaces it.
  [/\b(?:microsoft\s+)?dynamics\s+gp\b|\bgreat plains\b/i, "Dynamics GP", "ERP"],
  [/\b(?:microsoft\s+)?dynamics\s+nav\b|\bnavision\b/i, "Dynamics NAV", "ERP"],
  [/\b(?:microsoft\s+)?dynamics\s+ax\b|\baxapta\b/i, "Dynamics AX", "ERP"],
  [/\b(?:microsoft\s+)?dynamics(?:\s*365)?\b/i, "Microsoft Dynamics", "ERP"],
  [/\boracle\b/i, "Oracle", "ERP"],
  [/\bodoo\b/i, "Odoo", "ERP"],
  [/\bacumatica\b/i, "Acumatica", "ERP"],
  [/\bepicor\b/i, "Epicor", "ERP"],
  [/\binfor\b/i, "Infor", "ERP"],
  [/\bsage(?:\s+intacct)?\b/i, "Sage", "ERP"],
  // Mid-market ERP and professional-services (PSA) suites, by the names their buyers use.
  [/\bjd\s*edwards\b|\bjde\b/i, "JD Edwards", "ERP"],
  [/\bsyspro\b/i, "SYSPRO", "ERP"],
  [/\bifs(?:\s+cloud)?\b/i, "IFS", "ERP"],
  [/\bqad\b/i, "QAD", "ERP"],
  [/\bunit4\b/i, "Unit4", "ERP"],
  [/\bexact online\b|\bexact globe\b/i, "Exact", "ERP"],
  [/\bvisma\b/i, "Visma", "ERP"],
  [/\bmacola\b/i, "Macola", "ERP"],
  [/\bdeltek\b/i, "Deltek", "ERP"],
  [/\bkantata\b|\bmavenlink\b/i, "Kantata", "ERP"],
  [/\bcertinia\b|\bfinancialforce\b/i, "Certinia", "ERP"],
  [/\bworkday financials?\b/i, "Workday Financials", "ERP"],
  [/\bsalesforce\b/i, "Salesforce", "CRM"],
  [/\bhubspot\b/i, "HubSpot", "CRM"],
  [/\bpipedrive\b/i, "Pipedrive", "CRM"],
  [/\bzoho\b/i, "Zoho", "CRM"],
  [/\bfreshsales\b/i, "Freshsales", "CRM"],
  [/\bsugar\s?crm\b/i, "SugarCRM", "CRM"],
  [/\binsightly\b/i, "Insightly", "CRM"],
  [/\bdealhub\b/i, "DealHub", "CPQ"],
  [/\bconga\b/i, "Conga", "CPQ"],
  [/\bpandadoc\b/i, "PandaDoc", "CPQ"],
  [/\btacton\b/i, "Tacton", "CPQ"],
  [/\bcopilot\b/i, "Copilot", "AI adoption"],
  [/\b(?:chatgpt|openai|gpt-?\d)\b/i, "ChatGPT", "AI adoption"],
  [/\bclaude\b/i, "Claude", "AI adoption"],
  [/\bgemini\b/i, "Gemini", "AI adoption"],
];

const typeWords: [RegExp, ProjectType][] = [
  [/\berp\b|enterprise resource planning/i, "ERP"],
  [/\bcrm\b|customer relationship management/i, "CRM"],
  [/\bcpq\b|configure[\s,-]+price[\s,-]+quote|quot(?:e|ing) (?:tool|system|software)/i, "CPQ"],
  [
    /\bai\b|artificial intelligence|machine learning|\bllms?\b|generative|chatbot|\bagents?\b/i,
    "AI adoption",
  ],
];

/** Systems a new platform would have to work with. */
const systems: [RegExp, string][] = [
  [/\bquickbooks\b/i, "QuickBooks"],
  [/\bxero\b/i, "Xero"],
  [/\bshopify\b/i, "Shopify"],
  [/\bmagento\b|adobe commerce/i, "Magento"],
  // "our ecommerce manager" is a person, not a system.
  [
    /\be-?commerce\b(?!\s+(?:manager|lead|director|head|team|people|staff|coordinator|specialist))|web ?shop|online store/i,
    "e-commerce",
  ],
  [/\bstripe\b/i, "Stripe"],
  [/\bworkday\b/i, "Workday"],
  [/\badp\b|payroll/i, "payroll"],
  [/\bwms\b|warehouse management/i, "warehouse management"],
  // "the shop floor" is the people there; its system is named as one.
  [
    /\bmes\b|shop[- ]floor (?:system|software|app|control|terminals?|data)/i,
    "manufacturing execution",
  ],
  [/\bjira\b/i, "Jira"],
  [/\bslack\b/i, "Slack"],
  [/\bservicenow\b/i, "ServiceNow"],
  [/\bzendesk\b/i, "Zendesk"],
  [/\bmailchimp\b|marketo\b/i, "marketing automation"],
  [/\bedi\b/i, "EDI"],
  [/\bexcel\b|spreadsheets?\b|\bgoogle sheets?\b/i, "spreadsheets"],
  [/\bpos\b|\bpoint[- ]of[- ]sale\b|\btill system\b/i, "point of sale"],
  [/\bwoocommerce\b/i, "WooCommerce"],
  [/\bbigcommerce\b/i, "BigCommerce"],
  [
    /\bamazon (?:seller|marketplace|vendor)|\b(?:on|through|via) amazon\b|\band amazon\b/i,
    "Amazon",
  ],
  [/\bfreshdesk\b/i, "Freshdesk"],
  [/\bsharepoint\b/i, "SharePoint"],
  [/\bbamboo ?hr\b/i, "BambooHR"],
  [/\bdata ?warehouse\b|snowflake|bigquery|power ?bi|tableau/i, "BI / data warehouse"],
];

const unique = <T>(items: T[]) => [...new Set(items)];

/** A type or a platform where the message names it, and the part it plays there. */
interface Named {
  name?: string;
  type: ProjectType;
  start: number;
  end: number;
  role: Role;
}

/** Every type and platform the message names, in the order it names them, each with its role. */
export function namedIn(text: string): Named[] {
  const found: Named[] = [];
  for (const [re, type] of typeWords) {
    const m = re.exec(text);
    if (m) found.push({ type, start: m.index, end: m.index + m[0].length, role: "target" });
  }
  // Most specific names first; a matched name is blanked out (same length, so positions hold)
  // so "Dynamics 365 Sales" is not also read as "Microsoft Dynamics".
  let rest = text;
  for (const [re, name, type] of productTypes) {
    const m = re.exec(rest);
    if (!m) continue;
    rest = rest.replace(re, " ".repeat(m[0].length));
    found.push({ name, type, start: m.index, end: m.index + m[0].length, role: "target" });
  }
  found.sort((a, b) => a.start - b.start);
  let previous: Named | undefined;
  found.forEach((f, i) => {
    f.role = roleAt(text, f.start, f.end, previous);
    // "Our CRM is Salesforce": the type of a system in use, not a project.
    const next = found[i + 1];
    const is = /^\s*(?:is|are|=|runs on)\s+(?:\w+\s+)?$/i;
    if (!f.name && next?.name && is.test(text.slice(f.end, next.start))) f.role = "current";
    if (f.name) previous = f;
  });
  return found;
}

/**
 * The platforms one message names (`text` as `tameInput` leaves it). The project is the first
 * target named (a type or a platform); failing that, the kind of system being left ("move off
 * SAP" is an ERP project); failing that, a type named outright. Systems run today, left or
 * connected to are systems, never the project.
 */
export function platformsIn(text: string): Platforms {
  const found = namedIn(text);
  const primary = (
    found.find((f) => f.role === "target") ??
    found.find((f) => f.role === "replaced") ??
    found.find((f) => !f.name && f.role === "current")
  )?.type;
  const products = unique(
    found.filter((f) => f.name && f.role === "target" && f.type === primary).map((f) => f.name!),
  );
  const others = found.filter((f) => f.name && !products.includes(f.name)).map((f) => f.name!);
  const namedTypes = found
    .filter((f) => !f.name && (f.role === "target" || f.role === "replaced"))
    .map((f) => f.type);
  // Candidates no table knows, named as the choice ("looking at Coupa or Basware").
  const unknown = products.length ? [] : candidatesNamed(text);
  if (unknown.length) products.push(...unknown);
  const runToday = systemsRunNamed(text).filter((n) => !unknown.includes(n));
  return {
    projectTypes: primary ? unique([primary, ...namedTypes]) : [],
    products,
    integrations: unique([
      ...systems.filter(([re]) => re.test(text)).map(([, name]) => name),
      ...others,
      ...runToday,
    ]).filter((n) => !unknown.includes(n)),
    comparing: products.length > 1 && (unknown.length > 1 || comparing.test(text)),
    today: unique([
      ...found.filter((f) => f.name && f.role !== "target").map((f) => f.name!),
      ...runToday,
    ]),
  };
}

/** Words that put two names up as the choice: "looking at X or Y", "it's between X and Y". */
const CHOOSING =
  /\b(?:looking at|considering|evaluating|comparing|choosing between|deciding between|torn between|between|shortlist(?:ed)?(?:\s+(?:is|are))?:?)\s+$/i;
const SITE_AFTER =
  /^\s*(?:for|as)\s+(?:the\s+|our\s+|a\s+)?(?:new\s+|next\s+|second\s+)?(?:office|site|plant|warehouse|location|hq|head ?quarters|depot|store|branch|factory|hub)\b/i;
// A dot only inside a name ("Monday.com"): "Deltek. Budget is…" is a name, then a new sentence.
const WORD = String.raw`\p{Lu}[\p{L}\d&-]*(?:\.[\p{L}\d&-]+)*`;
const NAME = String.raw`${WORD}(?:\s${WORD})?`;
const PAIR = new RegExp(String.raw`(?<=\s)(${NAME})\s+(?:or|vs\.?|versus|and)\s+(${NAME})\b`, "gu");

/**
 * Two names in capitals put up as the choice, though no table knows them: the candidates.
 * Places, months and words that open a sentence are no product.
 */
function candidatesNamed(text: string): string[] {
  for (const m of text.matchAll(PAIR)) {
    if (!CHOOSING.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    // "Leeds or Manchester for the new office": places weighed, not products.
    if (SITE_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40))) continue;
    const names = [m[1]!, m[2]!];
    const plain = names.some(
      (n) =>
        placesIn(n).length > 0 ||
        months.includes(n.toLowerCase()) ||
        /^(?:I|We|The|Our|It|This|That|And|Or|But)$/.test(n.split(" ")[0]!),
    );
    if (!plain) return names;
  }
  return [];
}

/** Words that say a system is run today: "we're on X", "everything lives in X", "stuck with X". */
const RUN_TODAY =
  /\b(?:(?:we|i|they)(?:'re|\s+are|\s+am)?\s+(?:still\s+|currently\s+|mostly\s+|all\s+)?(?:on|using|use|run(?:ning)?)|(?:currently|still|today)\s+on|stuck\s+(?:on|with)|(?:lives?|living|kept|tracked|managed|handled|runs?|done)\s+(?:in|on|through|out of)|built\s+on|our\s+(?:current|old|existing|legacy)\s+(?:system|tool|software|platform|erp|crm)\s+is)\s+(?:an?\s+|the\s+|our\s+)?(?:old\s+|ancient\s+|legacy\s+|creaky\s+)?$/i;
const SYSTEM_NAME = new RegExp(String.raw`^(${WORD}(?:\s(?:${WORD}|\d+))?)`, "u");

/**
 * Names no table knows, said as run today ("we're on Fishbowl", "orders live in Cin7"): systems
 * a new platform must work with. Places, months, people's pronouns and the names the tables
 * know are not.
 */
function systemsRunNamed(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/(?<=\s)\p{Lu}/gu)) {
    if (!RUN_TODAY.test(text.slice(Math.max(0, m.index - 50), m.index))) continue;
    const name = SYSTEM_NAME.exec(text.slice(m.index))?.[1];
    if (!name) continue;
    const first = name.split(" ")[0]!;
    if (
      placesIn(name).length ||
      months.includes(first.toLowerCase()) ||
      weekdays.includes(first.toLowerCase()) ||
      /^(?:I|We|The|Our|It|This|That|And|Or|But)$/.test(first) ||
      namedIn(name).some((f) => f.name) ||
      systems.some(([re]) => re.test(name))
    )
      continue;
    names.push(name);
  }
  return unique(names);
}

/** A verb or a preposition of a change: "X to Y" with none ("Salesforce is where we want to end up") is no move. */
const CHANGE =
  /\b(?:mov|migrat|switch|transition|upgrad|replac|swap|leav|ditch|drop|dump|retir|sunset|decommission|phas|off|away|from)\w*|->|→|=>/i;

/** Whether words read as a move are one: a target naming no platform needs a verb of change. */
const isMove = (m: Move, sentence: string) =>
  !m.target || platformsIn(m.target).projectTypes.length > 0 || CHANGE.test(sentence);

/**
 * The platforms one message names, with a move read by the language module ("moving from Sage
 * to NetSuite", "replace QuickBooks with Xero", docs/decisions/033): what runs today goes to the
 * systems and is never the project; the target is the project.
 */
export function platformsOf(text: string): Platforms {
  // One message is read for its platforms by several readers in turn: read once.
  if (text !== last.text) last.read = readPlatforms(text);
  last.text = text;
  const r = last.read;
  // Copies: the memory keeps these lists, and the next reader must find them as read.
  return {
    ...r,
    projectTypes: [...r.projectTypes],
    products: [...r.products],
    integrations: [...r.integrations],
    today: [...r.today],
  };
}

const last: { text: string; read: Platforms } = {
  text: "",
  read: { projectTypes: [], products: [], integrations: [], comparing: false, today: [] },
};

function readPlatforms(text: string): Platforms {
  const read = platformsIn(text);
  // Sentence by sentence, each bounded: a move is said in one sentence, and a long run of
  // digits or dots must not cost the move's patterns their backtracking.
  const move = text
    .split(/(?<=[.!?;])\s+|\n+/)
    .slice(0, 12)
    .map((sentence) => ({ sentence, move: readMove(sentence.slice(0, 300)) }))
    .find(({ sentence, move }) => move && isMove(move, sentence))?.move;
  if (!move) return read;
  const today = platformsIn(move.today);
  const leaving = [...today.products, ...today.integrations];
  const target = move.target ? platformsIn(move.target) : undefined;
  const type = target?.projectTypes[0] ?? read.projectTypes[0] ?? today.projectTypes[0];
  const products = unique([
    ...(target && target.projectTypes[0] === type ? target.products : []),
    ...read.products,
  ]).filter((p) => !leaving.includes(p));
  return {
    projectTypes: type ? unique([type, ...read.projectTypes]) : [],
    products,
    integrations: unique([...leaving, ...read.integrations]).filter((s) => !products.includes(s)),
    comparing: products.length > 1 && read.comparing,
    today: unique([...leaving, ...read.today]).filter((s) => !products.includes(s)),
  };
}
