/**
 * What the built-in Clarity interviewer knows about a project, read from what the visitor wrote.
 * Pure and deterministic: the same messages always give the same facts.
 */
import {
  type Budget,
  parseBudget,
  parseCompanySize,
  parseTeamSize,
  parseTimeline,
} from "./clarity-quantities";
import { tameInput } from "../tame-input";

export type ProjectType = "ERP" | "CRM" | "CPQ" | "AI adoption";

export interface ScopeFacts {
  projectTypes: ProjectType[];
  products: string[];
  drivers: string[];
  departments: string[];
  integrations: string[];
  teamSize?: number;
  timeline?: string;
  budget?: Budget;
  companySize?: number;
  email?: string;
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

const driverWords: [RegExp, string][] = [
  [/\bgrow(?:th|ing)?\b|\bscal(?:e|ing)\b|expan(?:d|sion)/i, "growth"],
  [/\bmanual\b|spreadsheets?|excel|copy[- ]?past/i, "manual work in spreadsheets"],
  [/\breport(?:s|ing)?\b|visibility|dashboards?|insights?|forecast/i, "reporting gaps"],
  [/\bcosts?\b|expensive|sav(?:e|ings)|budget overrun/i, "cost"],
  [/\bcomplian(?:ce|t)|audit|\bsox\b|gdpr|regulat/i, "compliance"],
  [
    /\blegacy\b|outdated|end[- ]of[- ](?:life|support)|old system|outgrown/i,
    "replacing legacy systems",
  ],
  [/customer (?:experience|service|satisfaction)|\bchurn\b/i, "customer experience"],
  [/pricing errors?|discount|quote errors?|quoting (?:is )?slow|margin/i, "quote accuracy"],
  [/\bmerger\b|acquisition|acquired/i, "merger integration"],
  [
    /\b(?:los(?:e|ing)|lost|dropp(?:ed|ing)) (?:deals|leads|customers|revenue|orders)|win rates?|pipeline/i,
    "lost deals and pipeline visibility",
  ],
  [/automat|efficien|productiv|faster/i, "efficiency"],
];

const departmentWords: [RegExp, string][] = [
  [/\bfinance\b|accounting|\bcfo\b|accounts (?:payable|receivable)/i, "finance"],
  [/\bsales\b/i, "sales"],
  [/\bmarketing\b/i, "marketing"],
  [/\boperations?\b|\bops\b/i, "operations"],
  [/\bIT\b|[Ii]nformation [Tt]echnology|[Ee]ngineering/, "IT"],
  [/\bhr\b|human resources|people team/i, "HR"],
  [/customer (?:service|support|success)|\bsupport\b/i, "customer service"],
  [/procurement|purchasing/i, "procurement"],
  [/supply chain|logistics|warehouse|inventory|fulfil?ment/i, "supply chain"],
  [/manufacturing|production|plant\b/i, "manufacturing"],
  [/\blegal\b/i, "legal"],
];

/** Words that put a platform name in the role of a system to connect to, not the target. */
const integrationLead =
  /\b(?:sync\w*|integrat\w*|connect\w*|interfac\w*|talk\w* to|work\w* with|feed\w*|pull\w* from|push\w* to|plug\w* into|alongside)\b(?:\s+(?:with|to|into|our|the|existing|current|both|and|from|in))*\s*$/i;

export const emailPattern = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;

const unique = <T>(items: T[]) => [...new Set(items)];

/** Everything known from the visitor's messages, in the order they said it. */
export function extractFacts(userMessages: readonly string[]): ScopeFacts {
  const facts: ScopeFacts = {
    projectTypes: [],
    products: [],
    drivers: [],
    departments: [],
    integrations: [],
  };
  // Types the visitor named outright ("ERP and CRM"), as opposed to implied by a product name.
  const named = new Set<ProjectType>();
  // Platforms the visitor said the project must connect to ("sync with NetSuite").
  const linked = new Set<string>();
  for (const raw of userMessages) {
    const text = tameInput(raw);
    for (const [re, type] of typeWords) {
      if (!re.test(text)) continue;
      facts.projectTypes.push(type);
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
      if (!facts.products.includes(name)) facts.products.push(name);
      facts.projectTypes.push(type);
    }
    for (const [re, name] of systems) if (re.test(text)) facts.integrations.push(name);
    for (const [re, name] of driverWords) if (re.test(text)) facts.drivers.push(name);
    for (const [re, name] of departmentWords) if (re.test(text)) facts.departments.push(name);
    facts.teamSize = parseTeamSize(text) ?? facts.teamSize;
    facts.companySize = parseCompanySize(text) ?? facts.companySize;
    facts.timeline = parseTimeline(text) ?? facts.timeline;
    facts.budget = parseBudget(text) ?? facts.budget;
    facts.email ??= emailPattern.exec(text)?.[0];
  }
  facts.drivers = unique(facts.drivers);
  facts.departments = unique(facts.departments);
  // The first type is the project. A platform of another type ("it must sync with NetSuite" in
  // a CRM project) is a system to integrate, and its type counts only if named outright.
  const primary = facts.projectTypes[0];
  const typeOf = (product: string) => productTypes.find(([, name]) => name === product)?.[2];
  const otherProducts = [
    ...linked,
    ...facts.products.filter((p) => typeOf(p) !== primary && !linked.has(p)),
  ];
  facts.projectTypes = unique(facts.projectTypes).filter((t) => t === primary || named.has(t));
  facts.products = facts.products.filter((p) => !otherProducts.includes(p));
  facts.integrations = unique([...facts.integrations, ...otherProducts]);
  return facts;
}
