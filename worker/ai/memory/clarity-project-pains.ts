/**
 * The project said by the trouble in one kind's work, with no system wished for nor named: "the
 * reps keep their customers in their heads", "when someone leaves we lose the customers too",
 * "leads fall through the cracks" (a CRM); "quotes take us two weeks and are always wrong",
 * "every quote is a guess" (CPQ). What goes wrong in the work says which system is missing;
 * read only when no kind, product or wish says it (clarity-platforms.ts).
 */
import type { ProjectType } from "./clarity-platform-names";

/** Who holds the customers, and where only they can find them. */
const CUSTOMERS = String.raw`(?:customers?|clients?|accounts|contacts|leads|relationships|deals|prospects)`;
const HEADS = String.raw`(?:heads?|brains?|memor(?:y|ies)|notebooks?|(?:own|personal)\s+(?:phones?|spreadsheets?|sheets|inboxes|notes|lists))`;

/** The trouble in a sales team's work that a CRM answers. */
const CRM_PAINS = new RegExp(
  [
    // "reps keep their customers in their heads", "the customer info lives in Tom's head".
    String.raw`\b${CUSTOMERS}\b[^.!?]{0,40}?\b(?:in|inside)\s+(?:their|his|her|people's|the reps'|everyone's|[\p{L}]+['’]s)\s+(?:own\s+)?${HEADS}`,
    String.raw`\b(?:keep|keeps|kept|hold|holds|held|have|has|store|stores|track|tracks)\s+(?:all\s+)?(?:their|his|her|the)\s+${CUSTOMERS}\s+(?:only\s+)?in\s+(?:their|his|her)\s+(?:own\s+)?${HEADS}`,
    // "when someone leaves we lose the customers too", "a rep left and took his accounts".
    String.raw`\b(?:leaves?|left|quits?|goes|went)\b[^.!?]{0,30}?\b(?:we|they)\s+(?:lose|lost)\s+(?:the\s+|their\s+|his\s+|her\s+)?${CUSTOMERS}\b`,
    String.raw`\b(?:took|takes|take)\s+(?:their|his|her|the)\s+${CUSTOMERS}\s+with\s+(?:them|him|her)\b`,
    // "leads fall through the cracks", "enquiries get lost", "nobody follows up".
    String.raw`\b(?:leads|enquir(?:y|ies)|inquir(?:y|ies)|opportunities)\b[^.!?]{0,50}?\b(?:fall through the cracks|get (?:lost|forgotten|dropped)|go cold|slip through)\b`,
    // "nobody knows who last spoke to a customer", "… what deals they had going".
    String.raw`\b(?:nobody|no one|no-one)\s+knows\s+(?:who\s+(?:last\s+)?(?:spoke|talked|called|emailed)\s+to\b|(?:what|which)\s+(?:deals|leads|prospects|opportunities)\b)`,
  ].join("|"),
  "iu",
);

/** Quotes said slow or wrong: the trouble in quoting a CPQ answers. */
const SPAN = String.raw`(?:(?:\d+|a few|a couple of|several|two|three|four|five|six|ten|many)\s+(?:working\s+)?(?:days|weeks)|an?\s+(?:full\s+|whole\s+)?(?:day|week|fortnight))`;
const CPQ_PAINS = new RegExp(
  [
    String.raw`\b(?:quotes?|quotations?|quoting|proposals?|estimates)\s+(?:\w+\s+)?(?:takes?|took|are taking|is taking)\s+(?:us\s+|them\s+)?(?:up to\s+|about\s+|around\s+|over\s+)?(?:${SPAN}|ages|forever|too long|weeks|days)`,
    String.raw`\b(?:quotes?|quotations?|quoting|pricing|proposals?)\s+(?:is|are|goes|go|come out|comes out)\s+(?:always|often|usually|constantly|regularly|frequently|mostly|still)?\s*(?:wrong|inconsistent|inaccurate|a guess|full of (?:errors|mistakes))\b`,
    String.raw`\b(?:wrong|inconsistent|inaccurate|slow)\s+(?:quotes|quotations|pricing|prices)\b`,
    // "our quotes go out late and full of mistakes".
    String.raw`\b(?:quotes?|quotations?|proposals?)\s+(?:always\s+|often\s+|usually\s+)?(?:go|goes|went)\s+out\s+(?:late|wrong|with (?:mistakes|errors))|\b(?:quotes?|quotations?)\b[^.!?]{0,30}?\bfull of (?:mistakes|errors)`,
    // "it takes us 3 days to get a price out".
    String.raw`\b(?:takes?|took)\s+(?:us\s+|them\s+)?(?:up to\s+|about\s+|around\s+|over\s+)?${SPAN}\s+to\s+(?:get|send|do|produce|turn around|put together|work out)\s+(?:out\s+)?(?:a|the|each|every|one)\s+(?:price|quote|quotation|proposal)`,
    String.raw`\b(?:pricing|quoting|quote)\s+(?:errors|mistakes)\b`,
    // "every quote is built by hand from old quotes, it takes our estimators 10 days".
    String.raw`\b(?:quotes?|quotations?|quoting)\b[^.!?]{0,80}?\b(?:takes?|took)\s+(?:us\s+|them\s+|(?:our|the)\s+[\w-]+\s+)?(?:up to\s+|about\s+|around\s+|over\s+)?${SPAN}`,
    String.raw`\b(?:quotes?|quotations?)\s+(?:is|are)\s+(?:all\s+|still\s+)?(?:built|done|made|priced|worked out|calculated|put together)\s+(?:by hand|manually|in (?:excel|spreadsheets?))`,
    // "the problem is quoting", "our biggest headache is pricing".
    String.raw`\b(?:problem|issue|bottleneck|headache|pain|nightmare|struggle)\s+(?:is|=|:)\s+(?:our\s+|the\s+)?(?:quot(?:es|ing)|pricing)\b`,
  ].join("|"),
  "i",
);

const GATE =
  /\b(?:quot|pric|propos|estimat|lead|enquir|inquir|nobody|no one|no-one|head|brain|memor|notebook|own|lose|lost|took|take)/i;

/** The kind of project the trouble in the work says, or undefined. */
export function projectFromPains(text: string): ProjectType | undefined {
  if (!GATE.test(text)) return undefined;
  if (CRM_PAINS.test(text)) return "CRM";
  if (CPQ_PAINS.test(text)) return "CPQ";
  return undefined;
}
