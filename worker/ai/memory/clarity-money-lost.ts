/**
 * Money lost, said as what happened: "we'd under-billed the insurers by about £400,000", "we lost
 * a £2m contract because the quote went out late", "$1.2M a year in the bin", "we wrote off 80k".
 * A reason to change, kept with its sum as said ("under-billing (£400,000)"), and never the
 * budget. A loss that may yet come ("we could lose £1m if it slips") is a worry, not read here.
 */

/** A sum of money as written: a sign, a unit or a currency word beside the figure. */
const SUM =
  /(?:[$€£]\s?\d[\d,.]*(?:\s*(?:k|m|mn|bn|million|thousand|grand)\b)?|\b\d[\d,.]*\s*(?:k|m|mn|bn|million|thousand|grand)\b(?:\s*(?:euros?|pounds?|dollars?))?|\b\d[\d,.]*\s*(?:euros?|pounds?|dollars?|quid)\b)(?:\s+(?:a|per|each|every)\s+(?:year|month|quarter|week))?/i;

/** The kinds of loss, by the words that say them; the first that fits names it. */
const LOSSES: [RegExp, string][] = [
  [/\bunder-?(?:bill|charg|invoic|quot)\w*/i, "under-billing"],
  [
    /\b(?:lost|lose|losing)\b[^.;,]{0,30}\b(?:contracts?|deals?|bids?|tenders?|customers?|clients?|accounts?|business|orders?|sales)\b/i,
    "lost business",
  ],
  [/\bleak\w*/i, "revenue leakage"],
  [/\b(?:wrote|written|writing) off\b|\bwrite-?offs?\b|\bbad debts?\b/i, "write-offs"],
  [/\bpenalt\w*|\bfined\b|\bfines\b|\bliquidated damages\b/i, "penalties"],
  [/\boverpa(?:id|y\w*)\b|\bpaid twice\b|\bdouble[- ]paid\b/i, "overpayments"],
  [/\bin the bin\b|\bthrown away\b|\bwast(?:e|ed|es|ing)\b|\bspoil\w*|\bwritten down\b/i, "waste"],
  [/\b(?:lost|lose|losing)\b|\bleft on the table\b|\bmissed out on\b/i, "money lost"],
];

/** A loss still to come, or one imagined: a worry, not a reason. */
const NOT_YET = /\b(?:could|might|may|would|will|if|risk\w*|worr\w*|afraid)\b/i;

/** The loss a sentence tells with its sum ("under-billing (£400,000)"), or undefined. */
export function moneyLost(sentence: string): string | undefined {
  if (!SUM.test(sentence)) return undefined;
  // Clause by clause: "if you include the bank nurses" elsewhere imagines no loss.
  for (const clause of sentence.split(/[;,:]\s+|\s+(?:so|which|and then|but)\s+/i)) {
    const sum = SUM.exec(clause);
    if (!sum || NOT_YET.test(clause)) continue;
    const kind = LOSSES.find(([re]) => re.test(clause))?.[1];
    if (kind) return `${kind} (${sum[0].trim()})`;
  }
  return undefined;
}
