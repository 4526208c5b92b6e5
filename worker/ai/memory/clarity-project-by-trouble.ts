/**
 * A project read from the trouble in the work ("our reps keep their customers in their heads": a
 * CRM, clarity-project-pains.ts) is the reading of a symptom, not a choice: a platform or a kind
 * named later as what they want ("we want to move to NetSuite for everything", "the plan is a new
 * ERP") replaces it, where a project they named would stay.
 */
import type { Platforms } from "./clarity-platforms-in";

/** Words of a wish or a plan, said with the kind named. */
const WANTED =
  /\b(?:want|need|looking|plan|new|moving|switching|implement|replace|go(?:ing)? for)\w*/i;

/**
 * Whether a message names a project that replaces one read from the trouble in the work: a
 * platform not already held ("sits between Zoho and M3" names two they run), or a kind wished for.
 */
export function namedOverTrouble(
  m: { byTrouble?: boolean; integrations: readonly string[] },
  read: Platforms,
  text: string,
): boolean {
  if (!m.byTrouble || read.byTrouble) return false;
  const held = (p: string) => m.integrations.some((i) => i === p || i.startsWith(`${p} `));
  if (read.products.length) return read.products.some((p) => !held(p));
  return read.projectTypes.length > 0 && WANTED.test(text);
}
