/**
 * A shortlist is a step before the decision (h43): "shortlist by January, vendor chosen by March"
 * decides in March. A date of the shortlist, a longlist, demos or an RFP alone gives way to a
 * decision of the choice itself said in the same message; said alone, it stays the decision.
 */
import type { When } from "../contracts/facts";

const BEFORE_CHOICE = /\b(?:short[- ]?list\w*|long[- ]?list\w*|demos?|rfps?|tenders?\s+out)\b/i;
const CHOICE =
  /\b(?:decid\w*|decision|choos\w*|chosen?|pick(?:s|ed|ing)?|select\w*|sign\w*|award\w*|go with|settle on)\b/i;

const onlyBefore = (clause = "") => BEFORE_CHOICE.test(clause) && !CHOICE.test(clause);

/** Whether a decision date stands beside the others: not a shortlist's next to the choice's. */
export const choiceOverShortlist =
  (clauseOf: WeakMap<When, string>) => (w: When, _i: number, all: When[]) =>
    !(
      w.kind === "decision" &&
      onlyBefore(clauseOf.get(w)) &&
      all.some((o) => o !== w && o.kind === "decision" && !onlyBefore(clauseOf.get(o)))
    );
