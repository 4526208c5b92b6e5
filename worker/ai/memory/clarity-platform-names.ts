/**
 * The names of the platforms and systems Clarity's memory knows (docs/decisions/033): products by
 * the project's type, the words that name a type, and the systems a new platform works with. Only
 * tables: `clarity-platforms.ts` reads a message with them, `clarity-systems-listed.ts` reads the
 * names they do not know.
 */
import { AI_AGENTS } from "./clarity-agents-people";
import { ONLINE_PEOPLE_AFTER, ONLINE_SHOP_AFTER, ONLINE_TEAM_BEFORE } from "./clarity-online-team";
import { editions } from "./clarity-product-editions";
import type { ProjectType } from "./clarity-project-type";
import { vendorKindWhenLeft, vendorProducts, vendorSystems } from "./clarity-vendors";

export type { ProjectType } from "./clarity-project-type";

export const productTypes: [RegExp, string, ProjectType][] = [
  // The trades' own software by category (clarity-vendors.ts): "Sage 300 CRE" before "Sage 300".
  ...vendorProducts,
  // Editions first: "Sage 200" is kept as said, not read as "Sage" (clarity-product-editions.ts).
  ...editions,
  [/\b(?:microsoft\s+)?(?:dynamics(?:\s*365)?\s+)?business central\b/i, "Business Central", "ERP"],
  [/\bsalesforce\s+cpq\b/i, "Salesforce CPQ", "CPQ"],
  // The field service editions of the suites, before their families.
  [/\bsalesforce\s+field\s+service\b/i, "Salesforce Field Service", "Field service"],
  [/\bdynamics(?:\s*365)?\s+field\s+service\b/i, "Dynamics 365 Field Service", "Field service"],
  [/\b(?:oracle\s+)?netsuite\b/i, "NetSuite", "ERP"],
  [/\bsap\b(?:\s+(?:s\/4\s*hana|business one|b1))?/i, "SAP", "ERP"],
  [/\bdynamics(?:\s*365)?\s+(?:sales|crm)\b/i, "Dynamics 365 Sales", "CRM"],
  // The older Dynamics products by name: what runs today, when Business Central replaces it.
  [/\b(?:microsoft\s+)?dynamics\s+gp\b|\bgreat plains\b/i, "Dynamics GP", "ERP"],
  // "NAV 2009", "Dynamics – NAV 2013": the product by its short name with the version it runs.
  [
    /\b(?:microsoft\s+)?dynamics\s*[-–—(:,]?\s*nav\b|\bnavision\b|\bNAV\s+(?:20\d\d|\d{1,2}(?:\.\d+)?)\b/i,
    "Dynamics NAV",
    "ERP",
  ],
  // "from NAV to Business Central": the short name alone, in capitals only ("the nav bar" is none).
  [/\bNAV\b/, "Dynamics NAV", "ERP"],
  // "AX 2012", "ax2009 r2": the short name with the version it runs, like NAV's.
  [
    /\b(?:microsoft\s+)?dynamics\s+ax\b|\baxapta\b|\bAX\s*20(?:09|12)(?:\s*r[23])?\b/i,
    "Dynamics AX",
    "ERP",
  ],
  // "d365", as its buyers shorten it, is the same family.
  [/\b(?:microsoft\s+)?dynamics(?:\s*365)?\b|\bd\s?365\b/i, "Microsoft Dynamics", "ERP"],
  [/\boracle\b/i, "Oracle", "ERP"],
  [/\bodoo\b/i, "Odoo", "ERP"],
  [/\bacumatica\b/i, "Acumatica", "ERP"],
  [/\bepicor\b/i, "Epicor", "ERP"],
  [/\binfor\b/i, "Infor", "ERP"],
  [/\bsage\b/i, "Sage", "ERP"],
  // Mid-market ERP and professional-services (PSA) suites, by the names their buyers use.
  [/\bjd\s*edwards\b|\bjde\b/i, "JD Edwards", "ERP"],
  [/\bsyspro\b/i, "SYSPRO", "ERP"],
  [/\bifs(?:\s+cloud)?\b/i, "IFS", "ERP"],
  [/\bqad\b/i, "QAD", "ERP"],
  [/\bunit4\b/i, "Unit4", "ERP"],
  [/\bvisma\b/i, "Visma", "ERP"],
  [/\bmacola\b/i, "Macola", "ERP"],
  [/\bdeltek\b/i, "Deltek", "ERP"],
  [/\bkantata\b|\bmavenlink\b/i, "Kantata", "ERP"],
  [/\bcertinia\b|\bfinancialforce\b/i, "Certinia", "ERP"],
  [/\bworkday financials?\b/i, "Workday Financials", "ERP"],
  [/\bsalesforce\b/i, "Salesforce", "CRM"],
  [/\bhubspot\b/i, "HubSpot", "CRM"],
  [/\bpipedrive\b/i, "Pipedrive", "CRM"],
  [
    /\bzoho\b(?!\s+(?:books|inventory|desk|people|projects|analytics|expense|payroll)\b)/i,
    "Zoho",
    "CRM",
  ],
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

export const typeWords: [RegExp, ProjectType][] = [
  // An MRP is the manufacturer's ERP: "replacing our MRP" is an ERP project.
  [/\berp\b|enterprise resource planning|\bmrp\b/i, "ERP"],
  [/\bcrm\b|customer relationship management/i, "CRM"],
  // "field service software", "an FSM", "field service management": the kind by its name.
  [
    /\bfield[- ]service(?:\s+management)?\b(?!\s+(?:team|engineers?|technicians?|staff|people|manager|director|lead|head|department|dept|side|business|company|firm|contracts?|visits?|work)\b)|\bfsm\b/i,
    "Field service",
  ],
  [/\bcpq\b|configure[\s,-]+price[\s,-]+quote|quot(?:e|ing) (?:tool|system|software)/i, "CPQ"],
  // "agents" after a trade word are people ("the leasing agents"): clarity-agents-people.ts.
  [
    new RegExp(
      String.raw`\bai\b|artificial intelligence|machine learning|\bllms?\b|generative|chatbot|${AI_AGENTS.source}`,
      "i",
    ),
    "AI adoption",
  ],
];

/** Systems a new platform would have to work with. */
export const systems: [RegExp, string][] = [
  // The edition said is kept beside the family ("QuickBooks" leaves the list when one is named).
  [/\bquickbooks\s+online\b|\bQBO\b/i, "QuickBooks Online"],
  [/\bquickbooks\s+(?:desktop|pro|premier)\b|\bQBD\b/i, "QuickBooks Desktop"],
  [/\bquickbooks\s+enterprise\b/i, "QuickBooks Enterprise"],
  [/\bquickbooks\b/i, "QuickBooks"],
  // Zoho's accounting and stock apps are systems; its CRM is a CRM (productTypes).
  [/\bzoho\s+books\b/i, "Zoho Books"],
  [/\bzoho\s+inventory\b/i, "Zoho Inventory"],
  [/\bxero\b/i, "Xero"],
  // India's accounting package; in capitals only, "the numbers don't tally" names nothing.
  [/\bTally(?:\s?Prime|\s+ERP(?:\s+9)?)?\b|\bTALLY\b/, "Tally"],
  [/\bshopify\b/i, "Shopify"],
  [/\bmagento\b|adobe commerce/i, "Magento"],
  // "our ecommerce manager" is a person, not a system; "marketing & ecommerce" a team of people
  // (clarity-online-team.ts).
  [
    new RegExp(
      String.raw`\be-?commerce\b(?!${ONLINE_PEOPLE_AFTER})(?:(?<!${ONLINE_TEAM_BEFORE}e-?commerce)|(?=${ONLINE_SHOP_AFTER}))|web ?shop|online store`,
      "i",
    ),
    "e-commerce",
  ],
  [/\bstripe\b/i, "Stripe"],
  [/\bworkday\b/i, "Workday"],
  [/\badp\b(?:\s+(?:workforce(?:\s+now)?|run|payroll))?/i, "ADP payroll"],
  // Payroll is a function ("payroll's done by hand", "the payroll is outsourced") unless said as
  // a system: "our payroll software", "it has to feed payroll".
  [
    /\bpayroll (?:system|software|package|platform|tool|app|module|provider|solution)s?\b|\b(?:integrat\w*|sync\w*|connect\w*|interfac\w*|link\w*|feed\w*|talks?|export\w*|push\w*)\s+(?:(?:with|to|into|in)\s+)?(?:(?:the|our|their|existing|current)\s+)?payroll\b/i,
    "payroll",
  ],
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
  [/\bmailchimp\b/i, "Mailchimp"],
  [/\bmarketo\b/i, "Marketo"],
  [/\bklaviyo\b/i, "Klaviyo"],
  [/\bmarketing automation (?:tool|platform|system|software)\b/i, "marketing automation"],
  [/\bedi\b/i, "EDI"],
  [/\bexcel\b|spreadsheets?\b|\bgoogle sheets?\b/i, "spreadsheets"],
  // Files kept where everyone can reach them: a system as much as a database is.
  [
    /\bshared (?:network )?(?:drives?|folders?)\b|\bnetwork drives?\b|\bfile shares?\b/i,
    "shared drive",
  ],
  // Paper as the record the work is kept in ("paper forms", "pen and paper"); "on paper" alone is
  // an idiom ("on paper we have a budget"), no system.
  [
    /\bpaper[- ](?:forms?|lists?|records?|charts?|files?|tickets?|timesheets?|notebooks?|based|trail|orders?|logs?|job cards?|dockets?)\b|\bpen and paper\b/i,
    "paper",
  ],
  // "POs" are purchase orders: the till is "POS" or "pos", never with a small s after capitals.
  [/\b(?:POS|pos|Pos)\b|\b[Pp]oint[- ]of[- ]sale\b|\b[Tt]ill system\b/, "point of sale"],
  [/\bwoocommerce\b/i, "WooCommerce"],
  [/\bbigcommerce\b/i, "BigCommerce"],
  [
    /\bamazon (?:seller|marketplace|vendor)|\b(?:on|through|via) amazon\b|\band amazon\b/i,
    "Amazon",
  ],
  [/\bfreshdesk\b/i, "Freshdesk"],
  [/\bsharepoint\b/i, "SharePoint"],
  [/\bbamboo ?hr\b/i, "BambooHR"],
  // Reporting tools by name; a data warehouse said by its kind.
  [/\bpower ?bi\b/i, "Power BI"],
  [/\btableau\b/i, "Tableau"],
  [/\bsnowflake\b/i, "Snowflake"],
  [/\bbigquery\b/i, "BigQuery"],
  [/\blooker\b/i, "Looker"],
  [/\bdata ?warehouse\b/i, "data warehouse"],
  // The trades' accounting, inventory, HR, document and clinical systems (clarity-vendors.ts).
  ...vendorSystems,
];

/** The kind a product of the table above is, when the table names the kind too: the product stands for it. */
export const kindOfProduct: Record<string, string> = { "ADP payroll": "payroll" };

/**
 * The kind of project a system of the table above calls for when it is being left: a company
 * outgrowing its accounting package ("replace QuickBooks", "we've outgrown Xero") is choosing an
 * ERP; a helpdesk, a shop or spreadsheets say no kind.
 */
export const kindWhenLeft: Record<string, ProjectType> = {
  QuickBooks: "ERP",
  "QuickBooks Online": "ERP",
  "QuickBooks Desktop": "ERP",
  "QuickBooks Enterprise": "ERP",
  "Zoho Books": "ERP",
  Xero: "ERP",
  "warehouse management": "ERP",
  ...vendorKindWhenLeft,
};

/**
 * Systems the platforms' tables above do not know, read by `hear` too, so unlike those they also
 * make a message project talk: "Confluence" alone is not gibberish. A system built in-house is
 * "homegrown" whatever word says so.
 */
export const moreSystems: [RegExp, string][] = [
  [/\bconfluence\b/i, "Confluence"],
  [
    /\b(?:homegrown|home-grown|in-house|bespoke|custom-built|self-built) (?:[a-z]+ )??(mrp|erp|crm|system|tool|database|app|program|software|platform|portal)\b/i,
    "homegrown $1",
  ],
  [
    /\b(system|tool|database|app|program|software|platform) (?:that )?(?:we|our (?:own )?(?:developers?|it team|team)) (?:built|wrote|developed|made) (?:in-house|in house|ourselves)\b/i,
    "homegrown $1",
  ],
  // "our own php app", "an own-built portal": built for them, said by what it is built in.
  [
    /\b(?:our|an?|their) own (?:little |custom |internal )?((?:php|java|\.net|vb|asp|python|ruby|perl|delphi|cobol) )?(app|system|tool|database|program|software|platform|portal)\b/i,
    "homegrown $1$2",
  ],
  // "an in-house thing from the 90s": built for them, said by no kind at all.
  [
    /\b(?:homegrown|home-grown|in-house|bespoke|custom-built|self-built) (?:thing|job|setup)\b/i,
    "homegrown system",
  ],
  // The old terminal a legacy system is known by: "still on the green screen".
  [/\bgreen[- ]screens?\b/i, "green screen"],
  [/\bsql server\b(?<!homegrown.{0,60})/i, "SQL Server"],
  // "an Access database", "a homegrown Access thing": the product, capitalised after a word.
  [
    /\b(?:[Ii]n|[Aa]n?|[Oo]ur|[Oo]ld|[Tt]he|MS|Microsoft)(?: [a-z-]+)? Access\b(?! (?:to|for|rights|control|levels?)\b)/,
    "Access database",
  ],
  // Typed in lower case with its kind after it: "an old access db", "ms access database".
  [
    /\baccess (?:db|dbs|database|databases)\b(?! (?:rights|access|permissions?))/i,
    "Access database",
  ],
  [/\bsales cloud\b/i, "Salesforce Sales Cloud"],
  [/\bintercom\b/i, "Intercom"],
];

/** A table's label for what it matched: "homegrown $1" with the kind said ("homegrown MRP"). */
export const labelOf = (label: string, m: RegExpExecArray) => {
  const word = m[1] ?? "";
  return label
    .replace("$1", word.toUpperCase() === "MRP" ? "MRP" : word.toLowerCase())
    .replace("$2", (m[2] ?? "").toLowerCase())
    .replace(/\b(?:php|vb|asp)\b/, (w) => w.toUpperCase());
};

/** The systems both tables above name in `text`, by their labels. */
export function tableSystemsIn(text: string): string[] {
  const names = systems.filter(([re]) => re.test(text)).map(([, name]) => name);
  for (const [re, name] of moreSystems) {
    const m = re.exec(text);
    if (m) names.push(labelOf(name, m));
  }
  return names;
}
