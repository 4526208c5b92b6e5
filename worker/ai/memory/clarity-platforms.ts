/**
 * The platforms one message names: the project's type and platform ("NetSuite", "a new CRM"), and
 * the systems it must work with, named outright ("QuickBooks") or as something to connect to
 * ("sync with NetSuite"). Pure and deterministic; `learnFrom` decides what the memory keeps.
 */
export type ProjectType = "ERP" | "CRM" | "CPQ" | "AI adoption";

export interface Platforms {
  /** The project's type first; another type only when named outright ("ERP and CRM"). */
  projectTypes: ProjectType[];
  /** Platforms of the project's type. */
  products: string[];
  /** Systems the project must work with, platforms of another type among them. */
  integrations: string[];
}

const productTypes: [RegExp, string, ProjectType][] = [
  [/\bsalesforce\s+cpq\b/i, "Salesforce CPQ", "CPQ"],
  [/\bnetsuite\b/i, "NetSuite", "ERP"],
  [/\bsap\b(?:\s+(?:s\/4\s*hana|business one|b1))?/i, "SAP", "ERP"],
  [/\bdynamics(?:\s*365)?\s+(?:sales|crm)\b/i, "Dynamics 365 Sales", "CRM"],
  [/\b(?:microsoft\s+)?dynamics(?:\s*365)?\b/i, "Microsoft Dynamics", "ERP"],
  [/\boracle\b/i, "Oracle", "ERP"],
  [/\bodoo\b/i, "Odoo", "ERP"],
  [/\bacumatica\b/i, "Acumatica", "ERP"],
  [/\bepicor\b/i, "Epicor", "ERP"],
  [/\binfor\b/i, "Infor", "ERP"],
  [/\bsage(?:\s+intacct)?\b/i, "Sage", "ERP"],
  [/\bsalesforce\b/i, "Salesforce", "CRM"],
  [/\bhubspot\b/i, "HubSpot", "CRM"],
  [/\bpipedrive\b/i, "Pipedrive", "CRM"],
  [/\bzoho\b/i, "Zoho", "CRM"],
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
  [/\be-?commerce\b|web ?shop|online store/i, "e-commerce"],
  [/\bstripe\b/i, "Stripe"],
  [/\bworkday\b/i, "Workday"],
  [/\badp\b|payroll/i, "payroll"],
  [/\bwms\b|warehouse management/i, "warehouse management"],
  [/\bmes\b|shop floor/i, "manufacturing execution"],
  [/\bjira\b/i, "Jira"],
  [/\bslack\b/i, "Slack"],
  [/\bservicenow\b/i, "ServiceNow"],
  [/\bzendesk\b/i, "Zendesk"],
  [/\bmailchimp\b|marketo\b/i, "marketing automation"],
  [/\bedi\b/i, "EDI"],
  [/\bexcel\b|spreadsheets?\b/i, "spreadsheets"],
  [/\bdata ?warehouse\b|snowflake|bigquery|power ?bi|tableau/i, "BI / data warehouse"],
];

/** Words that put a platform name in the role of a system to connect to, not the target. */
const integrationLead =
  /\b(?:sync\w*|integrat\w*|connect\w*|interfac\w*|talk\w* to|work\w* with|feed\w*|pull\w* from|push\w* to|plug\w* into|alongside)\b(?:\s+(?:with|to|into|our|the|existing|current|both|and|from|in))*\s*$/i;

const unique = <T>(items: T[]) => [...new Set(items)];

/** The platforms one message names (`text` as `tameInput` leaves it), in the order it names them. */
export function platformsIn(text: string): Platforms {
  const types: ProjectType[] = [];
  const products: string[] = [];
  // Types the visitor named outright ("ERP and CRM"), as opposed to implied by a product name.
  const named = new Set<ProjectType>();
  // Platforms the visitor said the project must connect to ("sync with NetSuite").
  const linked = new Set<string>();
  for (const [re, type] of typeWords) {
    if (!re.test(text)) continue;
    types.push(type);
    named.add(type);
  }
  // Most specific names first; a matched name is removed so "Dynamics 365 Sales" is not also
  // read as "Microsoft Dynamics".
  let rest = text;
  for (const [re, name, type] of productTypes) {
    const match = re.exec(rest);
    if (!match) continue;
    // Replaced by spaces of the same length, so later matches keep their positions.
    rest = rest.replace(re, " ".repeat(match[0].length));
    if (integrationLead.test(rest.slice(Math.max(0, match.index - 50), match.index))) {
      linked.add(name);
      continue;
    }
    if (!products.includes(name)) products.push(name);
    types.push(type);
  }
  // The first type is the project. A platform of another type ("it must sync with NetSuite" in
  // a CRM project) is a system to integrate, and its type counts only if named outright.
  const primary = types[0];
  const typeOf = (product: string) => productTypes.find(([, name]) => name === product)?.[2];
  const otherProducts = [
    ...linked,
    ...products.filter((p) => typeOf(p) !== primary && !linked.has(p)),
  ];
  return {
    projectTypes: unique(types).filter((t) => t === primary || named.has(t)),
    products: products.filter((p) => !otherProducts.includes(p)),
    integrations: unique([
      ...systems.filter(([re]) => re.test(text)).map(([, name]) => name),
      ...otherProducts,
    ]),
  };
}
