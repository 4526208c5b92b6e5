/**
 * What an implementation partner delivers to others is not their own project: "we implement
 * Dynamics", "we're a NetSuite partner", "I run a small Salesforce consultancy", "we resell Sage
 * X3 to manufacturers". Such a clause is taken out before the project and the systems are read —
 * "we implement Dynamics. can we resell this?" had made Microsoft Dynamics the prospect's ERP
 * project, and "we are a NetSuite partner" put NetSuite on their integration list. Only the
 * present of habit says it: "we will implement NetSuite", "we're implementing it", "we
 * implemented Sage last year" are a company's own project and stay.
 */

/** What is delivered (the patterns are case-sensitive, so a capital is one): a product's name or a kind of system ("ERP", "CRM"). */
const PLATFORM = String.raw`(?:\p{Lu}[\p{L}\d.&+-]*|ERP|CRM|CPQ|AI|HCM|WMS|MRP)`;
/** The words for a firm that delivers platforms to clients. */
const FIRM = String.raw`(?:(?:gold\s+|silver\s+|certified\s+|premier\s+)?partner|reseller|integrator|consultancy|implementer|VAR)`;
const DELIVERS = String.raw`\b(?:[Ww]e|I)\s+(?:also\s+|mainly\s+|mostly\s+|primarily\s+|only\s+)?(?:[Ii]mplement|[Rr]e-?sell)\s+${PLATFORM}`;
/** "we're a NetSuite partner", "I run a small Salesforce consultancy"; not "a partner at a firm". */
const FIRM_OF = String.raw`\b(?:[Ww]e(?:'re|\s+are)|I(?:'m|\s+am)|I\s+(?:run|own|lead|head(?:\s+up)?|manage))\s+(?:an?\s+|the\s+)?(?:small\s+|boutique\s+|local\s+)?(?:${PLATFORM}\s+){1,2}${FIRM}\b(?!\s+(?:at|of|with)\b)`;
/** "we're an implementation partner", "I'm a systems integrator": a firm that delivers, outright. */
const DELIVERY_FIRM = String.raw`\b(?:[Ww]e(?:'re|\s+are)|I(?:'m|\s+am))\s+(?:an?\s+)?(?:implementation\s+(?:partner|consultancy|firm)|systems?\s+integrator|value[- ]added\s+reseller)\b`;
/** Each such clause, up to the end of its clause. */
const CLAUSE = new RegExp(`(?:${DELIVERS}|${FIRM_OF}|${DELIVERY_FIRM})[^.;!?\\n]*`, "gu");

/** Whether the text speaks as a partner delivering platforms to clients. */
const ANY_CLAUSE = new RegExp(CLAUSE.source, "u");
export const deliversToOthers = (text: string) => ANY_CLAUSE.test(text);

/** The text with the clauses that say what the writer delivers to others taken out. */
export const withoutDelivered = (text: string) =>
  deliversToOthers(text) ? text.replace(CLAUSE, " ") : text;
