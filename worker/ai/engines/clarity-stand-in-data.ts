/**
 * Whether the simulation can run on data that isn't their real data — "can we use dummy data for
 * the prototype?", "is masked data ok?", "do we have to hand over real customer data?": the
 * pages answer it (trust: "anonymised sample data is enough for the prototype"; phase 3: "sample
 * data (anonymised is fine)"), so the reply is that yes, never "the pages don't say". The site's
 * own samples are clarity-samples.ts's. Null otherwise.
 */
import { lower, more, sentenceOf } from "./clarity-situations";

/** Data that stands in for theirs: dummy, fake, masked, anonymised, test or sample data. */
const STAND_IN =
  /\b(?:dummy|fake|mock|synthetic|masked|scrambled|anonymi[sz]ed|pseudonymi[sz]ed|obfuscated|made[- ]up|test|sample|redacted)\s+(?:customer\s+|client\s+|company\s+)?(?:data|records|datasets?|copy|extracts?)\b/i;
/** Their real data asked for: "do we have to hand over real customer data?". */
const REAL_ASKED =
  /\b(?:have|need|got)\s+to\s+(?:hand over|give|share|send|provide|upload|expose|open up)\s+(?:you\s+)?(?:our|all|any|the)?\s*(?:real|actual|live|production|sensitive|customer|client)\s+(?:customer\s+|client\s+)?(?:data|records|database)\b/i;
/** The site's own samples and prototype ("your demo", "the sample RFP"): not their data. */
const SITE_SAMPLES =
  /\b(?:your|the|this) (?:demo|sample (?:rfp|spec\w*|report|deliverables?)|samples)\b|\bon (?:your|the|this) (?:site|website)\b/i;

/** The pages' yes to running on stand-in data, or null when the question doesn't ask it. */
export function standInDataAnswer(question: string): string | null {
  if (SITE_SAMPLES.test(question)) return null;
  if (!STAND_IN.test(question) && !REAL_ASKED.test(question)) return null;
  const enough = sentenceOf(/^Anonymised sample data is enough\b/i, "/trust");
  const used = sentenceOf(/^Your data is used only for your simulation\b/i, "/trust");
  if (!enough) return null;
  const stated = `${enough.s.replace(/\.?$/, "")}${used ? `, and ${lower(used.s.replace(/\.?$/, ""))}` : ""}.`;
  const opener = REAL_ASKED.test(question) ? "No need for your real data" : "Yes";
  return `${opener}: ${lower(stated)} ${more(enough.p)}`;
}
