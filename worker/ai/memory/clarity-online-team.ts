/**
 * The team that sells online, said as people rather than as the shop it runs: "marketing &
 * ecommerce live in Shopify", "ecommerce and customer service", "the e-commerce team". Beside a
 * department in a list, or with a team's word after it, "e-commerce" names the people; alone
 * ("we run e-commerce on Shopify", "a proper e-commerce platform") it is a system
 * (clarity-platform-names.ts).
 */
import { BESIDE, besideATeam, JOIN } from "./clarity-team-beside";

/** Words after it that make it the shop, not the team: "sales and e-commerce orders". */
export const ONLINE_SHOP_AFTER = String.raw`\s+(?:site|sites|platform|platforms|store|stores|system|systems|shop|shops|website|websites|stack|tool|tools|software|app|apps|channel|channels|orders?|sales|revenue)\b`;

/** A team's word or a person's role after it: "the e-commerce team", "our ecommerce manager". */
const PEOPLE_AFTER = String.raw`\s+(?:team|teams|department|dept|people|staff|side|guys|folks|crew|manager|lead|director|head|coordinator|specialist)\b`;

/** The words before "e-commerce" that make it a team in a list. */
export const ONLINE_TEAM_BEFORE = String.raw`\b${BESIDE}${JOIN}`;
/** The words after "e-commerce" that make it a team or a person's role, not the shop. */
export const ONLINE_PEOPLE_AFTER = String.raw`(?:${PEOPLE_AFTER}|${JOIN}${BESIDE}\b)`;

/** "e-commerce" said as a team: beside a department, or with a team's word after it. */
export const ONLINE_TEAM = new RegExp(
  String.raw`${besideATeam("e-?commerce", ONLINE_SHOP_AFTER)}|\be-?commerce\s+(?:team|teams|department|dept|people|staff|side|guys|folks|crew)\b`,
  "i",
);
