/**
 * Where a team of the firm works, said after its count: "40 people in production", "15 people on
 * the phones", "30 on the production line", "60 people on the shop floor" — a team's count, not
 * the company's ("450 people in the company", "80 people in Leeds" stay the whole firm's).
 */
import { DEPARTMENTS } from "./size-words";

/** The places and functions inside a firm a team is said to work in or on. */
export const WORK_AREAS = String.raw`(?:(?:the\s+|our\s+)?(?:${DEPARTMENTS}|production(?:\s+line)?|(?:assembly|packing|packaging|bottling|processing)(?:\s+lines?)?|lines?|manufacturing|shop ?floor|floor|factory\s+floor|plant|phones?|call cent(?:re|er)|contact cent(?:re|er)|help ?desk|service desk|front desk|reception|tills?|counter|front of house|back of house|back office|kitchens?|labs?|laborator(?:y|ies)|field|road|vans?|trucks?|dispatch|despatch|logistics|distribution|planning|purchasing|buying|quality|qa|qc|r&d|research|maintenance|picking|packing|goods in|shipping|receiving|estimating|design|drawing office|workshops?)\b(?!\s*(?:company|business|firm|group|organi[sz]ation)\b))`;
const IN_AREA = new RegExp(
  String.raw`^\s*(?:(?:work(?:ing)?|based|sitting|sat|stationed)\s+)?(?:in|on|at|out on|out in|running|covering|manning|staffing)\s+${WORK_AREAS}`,
  "i",
);
/**
 * Places joined into one ("in the workshop and office combined", "on the shop floor and in the
 * office"): the firm's people wherever they work, the whole.
 */
const JOINED =
  /^\s*(?:and|&|\/|\+|plus)\s+(?:in\s+|on\s+|at\s+)?(?:the\s+|our\s+)?(?:[a-z-]+\s+)?[a-z-]+\s*(?:combined|together|between them|in total|altogether|all told|overall)?\s*(?:[,.;!?)]|$)|^\s*(?:and|&|\/|\+|plus)\s+[^.;!?\d]{0,30}?\b(?:combined|together|between them|in total|altogether|all told|overall)\b/i;

/** Whether the words after a count place its people in one team's area ("… people in production"). */
export function inWorkArea(after: string): boolean {
  const m = IN_AREA.exec(after);
  return !!m && !JOINED.test(after.slice(m[0].length));
}
