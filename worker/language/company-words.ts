/**
 * The words a company's name is made of, shared by the readers of companies (company-names.ts,
 * company-signature.ts): capitalised words or figures, an optional legal form ("Ltd", "GmbH"),
 * the roles people hold, and the capitalised words that start a phrase without being a company.
 */
import { monthNames, weekdayNames } from "../contracts/months";
import { STANDARDS } from "./standards";

/**
 * A legal form written with dots, in whatever language: "S.A.", "S.p.A.", "S.r.l.", "B.V.",
 * "K.K." — a capital, then one or two letters after each dot (its last dot read by the caller).
 */
export const DOTTED_FORM = String.raw`\p{Lu}(?:\.\p{L}{1,2}){1,3}`;
/** A name's last dot that belongs to its legal form ("Grupo Alcántara S.A."): no sentence's end. */
export const endsInDottedForm = (name: string) =>
  /(?:^|\s)\p{L}(?:\.\p{L}{1,2}){1,3}\.$/u.test(name);

/** The legal forms that end a company's name, in any case: "weber logistik gmbh", "Acme Inc.". */
export const LEGAL_FORMS = `GmbH & Co\\.? KG|Ltd|Limited|Inc|Incorporated|LLC|LLP|GmbH|AG|SA|SAS|SARL|SE|BV|NV|plc|Corp|Co|AB|Oy|Oyj|A/S|ApS|AS|ASA|KG|KK|SpA|Srl|Ltda|Kft|Sdn Bhd|Pty Ltd|Pte Ltd|Pvt Ltd|Pty|s\\.r\\.o|s\\.r\\.l|${DOTTED_FORM}`;

export const COMPANY_WORD = String.raw`(?:\p{Lu}[\p{L}&'’./-]*|\d+\p{L}*)`;
/**
 * A name's words may be joined by "&" or by the small words names are made with, in lower case
 * between two capitalised words: "Institute of Technology", "Bank of the West", "Casa de la Luz".
 */
const JOINED = String.raw`(?:&|of(?:\s+the)?|de(?:\s+la)?|du|des|la|le|van(?:\s+der)?|von|der|den|da|do|di|del)`;
// The legal form after a comma too, as it is registered: "Acme, Inc.", "Wah Fung Trading Co., Ltd.".
export const COMPANY = String.raw`(${COMPANY_WORD}(?:\s+(?:${JOINED}\s+)?${COMPANY_WORD}){0,3}(?:,\s+(?:${LEGAL_FORMS})\.?(?![\p{L}\d-])|\s+(?:${LEGAL_FORMS})\.?)?)`;
/** The roles people hold, as words alone: "CFO", "Head", "Director" are no company. */
export const isRole = (name: string) => ROLE_ALONE.test(name) || ROLE_TITLE.test(name);
/** A title ending in a role: "Supply Chain Manager", "Practice Manager", "Finance Director". */
const ROLE_TITLE =
  /^(?:[\p{Lu}][\p{L}&-]*\s+){1,3}(?:Manager|Director|Coordinator|Officer|Administrator|Assistant|Controller|Supervisor|Specialist)$/u;

export const ROLES = [
  "ceo|cfo|coo|cto|cio|vp|director|manager|head|founder|owner|lead|officer|president|partner|controller|buyer",
]
  .flatMap((r) => [
    r,
    r.toUpperCase(),
    r.replace(/(^|\|)(\w)/g, (_m, bar, c) => bar + c.toUpperCase()),
  ])
  .join("|");
/**
 * Words that start a capitalised phrase without being a company ("I", "Q3", "SAP", a place, a
 * team, a month or weekday, "HQ").
 */
export const notCompanies = new RegExp(
  `^(?:${[
    ...[
      "I",
      "We",
      "It",
      "This",
      "That",
      "They",
      "He",
      "She",
      "Thanks",
      "Thank",
      "Our",
      "The",
      "A",
      "An",
      "Q[1-4]",
      "SAP",
      "Oracle",
      "NetSuite",
      "Salesforce",
      "HubSpot",
      "Microsoft",
      "Dynamics",
      "Sage",
      "Excel",
      // Systems a prospect runs or looks at, named like companies.
      "Xero",
      "QuickBooks",
      "Odoo",
      "Zoho",
      "Workday",
      "Shopify",
      "Zendesk",
      "Pipedrive",
      "Jira",
      "Slack",
      "Teams",
      "Google",
      "Epicor",
      "Infor",
      "Acumatica",
      "Intacct",
      "Business Central",
      "Navision",
      "Magento",
      "Airtable",
      "Notion",
      "Outlook",
      "London",
      "Paris",
      "Berlin",
      "Europe",
      "UK",
      "US",
      "USA",
      "Germany",
      "France",
      "Canada",
      "Australia",
      "Home",
      "Work",
      "Scratch",
      "Finance",
      "Sales",
      "IT",
      "HR",
      "Ops",
      "Operations",
      "HQ",
      "Head Office",
      "Headquarters",
      "Head office",
      // A trade or a word for "what we have" alone ("Manufacturing, 130 ppl.", "Current ERP is …").
      "(?:Manufacturing|Construction|Logistics|Retail|Wholesale|Distribution|Healthcare|Hospitality|Engineering|Education|Agriculture|Transport|Haulage|Civils|Current|Existing|Legacy)$",
      "(?:Current|Existing|Legacy|Old|New)\\s+(?:ERP|CRM|CPQ|system|systems|software|setup|platform)$",
      // A standard or a regulator ("we're SOC 2 Type II", "we're PCI DSS Level 1").
      `(?:${STANDARDS})`,
    ],
    ...monthNames,
    ...weekdayNames,
  ].join("|")})\\b`,
);

const ROLE_ALONE = new RegExp(String.raw`^(?:(?:${ROLES})\b\s*)+$`, "i");

/** The last word of many a company's name: the kind of organisation it is. */
export const ORG_HEADS =
  "Credit Union|Union|Association|Society|Trust|Council|Company|Corporation|Cooperative|Co-op|Collective|Partnership|Foundation|Institute|Partners|Associates|Holdings|Group|Logistics|Foods|Pharmacy|Pharmacies|Dental|Healthcare|Hotels|Labs|Laboratories|Systems|Solutions|Consulting|Studios?|Clinics?|Insurance|Capital|Bank|Supply|Supplies|Manufacturing|Industries|Technologies|Games|Media|Retail|Motors|Print|Printing|Shipping|Marine|Construction|Engineering|Energy|Farms|Bakeries|Bakery|Dairies|Brewing|Brewery|Outfitters|Eyewear|Robotics|Analytics|Software|Networks|Ventures|Enterprises|Homes|Housing|Properties|Realty|Accountants|CPAs|Pharma|Biotech|Medical|Academy|College|Hospital|Freight|Transport|Haulage|Distribution|Wholesale|Textiles|Furniture|Interiors|Architects|Agency";

/** A name that opens with a department or a kind of work is a team, not a company ("Customer Services"). */
export const DEPARTMENT_FIRST =
  /^(?:Customer|Professional|Financial|Finance|Shared|Field|Business|Managed|Cloud|Support|Sales|Marketing|Operations|IT|HR|Head|Our|The|We|A|An)\b/;
