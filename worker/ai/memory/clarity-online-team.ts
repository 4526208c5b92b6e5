/**
 * The team that sells online, said as people rather than as the shop it runs: "marketing &
 * ecommerce live in Shopify", "ecommerce and customer service", "the e-commerce team". Beside a
 * department in a list, or with a team's word after it, "e-commerce" names the people; alone
 * ("we run e-commerce on Shopify", "a proper e-commerce platform") it is a system
 * (clarity-platform-names.ts).
 */

/** Departments a list of teams holds "e-commerce" beside. */
const BESIDE =
  "(?:marketing|sales|finance|accounts|ops|operations|customer service|customer care|support|merchandising|buying|warehouse|logistics|fulfil?ment|IT|digital|retail|trading|wholesale)";
/** How a list joins two teams. */
const JOIN = String.raw`\s*(?:&|\band\b|\/|\+|\bplus\b|,|\bas well as\b)\s*(?:the\s+|our\s+)?`;
/** Words after it that make it the shop, not the team: "sales and e-commerce orders". */
export const ONLINE_SHOP_AFTER = String.raw`\s+(?:site|sites|platform|platforms|store|stores|system|systems|shop|shops|website|websites|stack|tool|tools|software|app|apps|channel|channels|orders?|sales|revenue)\b`;
const A_SHOP = `(?!${ONLINE_SHOP_AFTER})`;

/** A team's word or a person's role after it: "the e-commerce team", "our ecommerce manager". */
const PEOPLE_AFTER = String.raw`\s+(?:team|teams|department|dept|people|staff|side|guys|folks|crew|manager|lead|director|head|coordinator|specialist)\b`;

/** The words before "e-commerce" that make it a team in a list. */
export const ONLINE_TEAM_BEFORE = String.raw`\b${BESIDE}${JOIN}`;
/** The words after "e-commerce" that make it a team or a person's role, not the shop. */
export const ONLINE_PEOPLE_AFTER = String.raw`(?:${PEOPLE_AFTER}|${JOIN}${BESIDE}\b)`;

/** "e-commerce" said as a team: beside a department, or with a team's word after it. */
export const ONLINE_TEAM = new RegExp(
  String.raw`(?<=${ONLINE_TEAM_BEFORE})e-?commerce\b${A_SHOP}|\be-?commerce(?=${JOIN}${BESIDE}\b)|\be-?commerce\s+(?:team|teams|department|dept|people|staff|side|guys|folks|crew)\b`,
  "i",
);
