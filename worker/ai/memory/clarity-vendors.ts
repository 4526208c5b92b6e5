/**
 * The software of the trades that buy with their own vocabulary — construction, dental and medical
 * practices, law firms, field service, manufacturing and distribution — by category, so a product
 * the prospect names says what it is without a word of its kind: "something like Procore" is an
 * ERP project, "we looked at servicetitan and fieldedge" a field service one, "most on dentrix" a
 * system run today. A category that is a kind of project (`ProjectType`) makes the product one of
 * `productTypes` (clarity-platform-names.ts); the others (accounting, inventory, HR, documents,
 * clinical records) are systems a project works with, and accounting and inventory packages,
 * left, call for an ERP. Only this table: clarity-platform-names.ts spreads it into its own.
 * A trade's own practice-management suite (law, dental: `vertical`) is no kind Clarity offers: it
 * is only spelled as its maker does ("dentrix", "open dental" typed fast), then read by its role
 * as any name in capitals is ("want to move to Clio" is the project "Clio"). Editions before
 * their families.
 */
import type { ProjectType } from "./clarity-project-type";

/** What a vendor's product is: a kind of project, or a kind of system only worked with. */
export type VendorCategory =
  | ProjectType
  | "accounting"
  | "inventory"
  | "HR"
  | "documents"
  | "clinical records"
  | "practice management"
  | "vertical";

export const vendors: [RegExp, string, VendorCategory][] = [
  // Construction: project management and the contractors' ERPs.
  [/\bprocore\b/i, "Procore", "ERP"],
  [/\bbuilder ?trend\b/i, "Buildertrend", "ERP"],
  [/\b(?:trimble\s+)?viewpoint\s+vista\b/i, "Viewpoint Vista", "ERP"],
  [/\b(?:trimble\s+)?viewpoint\s+spectrum\b/i, "Viewpoint Spectrum", "ERP"],
  [/\bsage\s*300\s*cre\b|\bsage\s+timberline\b/i, "Sage 300 CRE", "ERP"],
  [/\bcmic\b/i, "CMiC", "ERP"],
  // Law firms: practice management, time and billing.
  [/\bclio\b/i, "Clio", "vertical"],
  [/\baction ?step\b/i, "Actionstep", "vertical"],
  [/\b[Ee]lite\s*3[Ee]\b|\b3E\b/, "Elite 3E", "ERP"],
  [/\bxero\s+practice\s+manager\b|\bxpm\b/i, "Xero Practice Manager", "practice management"],
  [/\bimanage\b/i, "iManage", "documents"],
  [/\bnetdocuments\b/i, "NetDocuments", "documents"],
  // Dental and medical practices: practice management, and the clinical record beside it.
  [/\bdentrix(?:\s+ascend)?\b/i, "Dentrix", "vertical"],
  [/\bopen\s?dental\b/i, "Open Dental", "vertical"],
  [/\beaglesoft\b/i, "Eaglesoft", "vertical"],
  [/\bdentally\b/i, "Dentally", "vertical"],
  [/\bathena\s?(?:health|one|clinicals)\b/i, "athenahealth", "clinical records"],
  [/\beclinicalworks\b/i, "eClinicalWorks", "clinical records"],
  // Field service: jobs, dispatch and the technicians' app.
  [/\bservice ?titan\b/i, "ServiceTitan", "Field service"],
  [/\bsimpro\b/i, "Simpro", "Field service"],
  [/\bjobber\b/i, "Jobber", "Field service"],
  [/\bfield ?edge\b/i, "FieldEdge", "Field service"],
  [/\bservice ?m8\b/i, "ServiceM8", "Field service"],
  [/\bhousecall\s*pro\b/i, "Housecall Pro", "Field service"],
  [/\bcommusoft\b/i, "Commusoft", "Field service"],
  [/\bjoblogic\b/i, "Joblogic", "Field service"],
  [/\bBigChange\b/, "BigChange", "Field service"],
  // Manufacturing: job shops' and plants' ERPs.
  [/\bjob\s?boss\b/i, "JobBOSS", "ERP"],
  [/\b(?:Plex|PLEX)\b(?!\s+(?:media|server)\b)/, "Plex", "ERP"],
  [/\b(?:e2\s+)?shoptech\b/i, "E2 Shoptech", "ERP"],
  [/\bmrp\s?easy\b/i, "MRPeasy", "ERP"],
  [/\bglobal\s+shop\s+solutions\b/i, "Global Shop Solutions", "ERP"],
  [/\biqms\b/i, "IQMS", "ERP"],
  // Accounting and inventory packages a growing company outgrows.
  [/\bmyob\s+(?:accountright|account\s+right)\b/i, "MYOB AccountRight", "accounting"],
  [/\bmyob\b/i, "MYOB", "accounting"],
  [/\bfree ?agent\b/i, "FreeAgent", "accounting"],
  [/\bcin ?7\b/i, "Cin7", "inventory"],
  [
    /(?<!\b(?:be|been|being|was|were|is|are|get|got|gets|fully|finally)\s)\bunleashed\b(?!\s+(?:the|a|an|our|their|its|on|upon)\b)/i,
    "Unleashed",
    "inventory",
  ],
  [/\bfishbowl\b/i, "Fishbowl", "inventory"],
  [/\bdear\s+(?:inventory|systems)\b/i, "DEAR Inventory", "inventory"],
  // HR and payroll suites.
  [/\bhi ?bob\b/i, "HiBob", "HR"],
  [/\brippling\b/i, "Rippling", "HR"],
  [/\bgusto\b/i, "Gusto", "HR"],
];

/** Names of the trades' suites, spelled as their makers do, wherever a message types them. */
export const vendorSpellings: [RegExp, string][] = vendors
  .filter(([, , c]) => c === "vertical")
  .map(([re, label]) => [new RegExp(re.source, `${re.flags}g`), label]);

const KINDS = new Set<VendorCategory>(["ERP", "CRM", "CPQ", "AI adoption", "Field service"]);
const isKind = (c: VendorCategory): c is ProjectType => KINDS.has(c);

/** The vendors whose product is a kind of project, as `productTypes` holds them. */
export const vendorProducts = vendors.filter((v): v is [RegExp, string, ProjectType] =>
  isKind(v[2]),
);

/** The vendors whose product is a system worked with, as `systems` holds them. */
export const vendorSystems: [RegExp, string][] = vendors
  .filter(([, , c]) => !isKind(c) && c !== "vertical")
  .map(([re, label]) => [re, label]);

/** Accounting and inventory packages, left, call for an ERP ("we've outgrown MYOB"). */
export const vendorKindWhenLeft: Record<string, ProjectType> = Object.fromEntries(
  vendors.filter(([, , c]) => c === "accounting" || c === "inventory").map(([, l]) => [l, "ERP"]),
);
