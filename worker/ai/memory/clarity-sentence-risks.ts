/**
 * The risks one sentence gives, once what is none of the project's is set aside (docs/decisions/033):
 * a question however typed and a doubt about us give none (clarity-not-risks.ts); a limit on time
 * or money gives no one set against it and no vague concern, a limit on people's time its own
 * Capacity risk (clarity-limits.ts); a worry pointed at by what it is is labelled by that thing;
 * a change planned ("we'll probably swap Kashflow for FreeAgent") is the project, never a worry.
 */

import { readMove } from "../../language/moves";
import { readOnceBy } from "../../language/read-once";
import { type Limit, limitOf } from "./clarity-limits";
import type { Risk } from "./clarity-memory";
import { askedWithin, doubtAboutUs, pointedWorry } from "./clarity-not-risks";
import { aiDoubt } from "./clarity-risk-ai-doubt";
import { jobsFeared } from "./clarity-risk-jobs";
import { sponsorDoubt } from "./clarity-risk-sponsor";
import { risksOf, saysOutOfScope } from "./clarity-risks";
import { scopeAdded } from "./clarity-scope-added";
import { vendorWorry } from "./clarity-vendor-worry";

/** A fear said in so many words: a worry even in a sentence that gives a cause or a plan. */
export const fearSaid = /\b(?:worr\w*|concern\w*|afraid|fear\w*|nervous|scared|scary|risk\w*)\b/i;

export interface SentenceRisks {
  risks: Risk[];
  /** A question or a doubt about us: no risk and no reason of the project's. */
  notOurs: boolean;
  limit?: Limit;
  /** A change planned, with no fear said: no worry (read only when a worry would be made). */
  plan: () => boolean;
}

/**
 * The risks of `said` (a sentence of `text`), and what it is when it is none of the project's; a
 * sentence said again is read once (its risks handed out as a list of its own). Kept by the
 * sentence and the two things its message adds (risksOf): whether it puts something out of
 * scope, and, for a sentence that fears for jobs only, the message itself (who is meant).
 */
export const sentenceRisks = readOnceBy(
  (said: string, question: boolean, text: string) => [
    said,
    question,
    saysOutOfScope(text),
    jobsFeared(said) ? text : undefined,
  ],
  risksSaid,
  (found: SentenceRisks) => ({ ...found, risks: [...found.risks] }),
);
function risksSaid(said: string, question: boolean, text: string): SentenceRisks {
  // "the clinical leads doubt it will read handwriting": trust in the AI, a risk, whole; no
  // doubt about us, and what else the sentence fears stays ("the receptionists fear …, and …").
  const trust = askedWithin(said) ? undefined : aiDoubt(said);
  const notOurs = !trust && (askedWithin(said) || doubtAboutUs(said));
  // Asked of a sentence perhaps more than once (a sentence said again): read once.
  let planned: boolean | undefined;
  const plan = () =>
    (planned ??= !fearSaid.test(said) && (readMove(said) !== undefined || scopeAdded(said)));
  if (notOurs) return { risks: [], notOurs, plan };
  const limit = question ? undefined : limitOf(said);
  const risks = risksOf(said, question, text).filter(
    (r) => !limit || (r.id !== "adoption" && !r.text.startsWith("Concern:")),
  );
  if (limit?.risk && !risks.some((r) => r.text.startsWith("Capacity:"))) risks.push(limit.risk);
  // "the MD isn't convinced", "our CFO is sceptical": a leader's doubt, not a user's reluctance.
  const sponsor = question ? undefined : sponsorDoubt(said);
  if (sponsor) {
    for (let i = risks.length - 1; i >= 0; i--) if (risks[i]!.id === "adoption") risks.splice(i, 1);
    risks.push(sponsor);
  }
  // "access db is the scary bit": labelled by the thing pointed at, not by the fear.
  // "the board is wary of Oracle": doubts about a vendor, said whole, whatever the story after;
  // the story ("how badly it went at his last company") is someone else's rollout, no risk here.
  const vendor = vendorWorry(said);
  const pointed = vendor ?? pointedWorry(said);
  const ours = vendor ? risks.filter((r) => r.id !== "adoption" && r.id !== "history") : risks;
  const kept = pointed ? [...ours.filter((r) => !r.text.startsWith("Concern:")), pointed] : ours;
  if (trust) {
    // The doubt read as a vague concern or a reluctance of the same people is the trust risk.
    const others = kept.filter((r) => !(r.text.startsWith("Concern:") && /doubt/i.test(r.text)));
    return { risks: [...others, trust], notOurs, plan, ...(limit ? { limit } : {}) };
  }
  return { risks: kept, notOurs, plan, ...(limit ? { limit } : {}) };
}
