/**
 * A sum a supplier asks is theirs, not the prospect's budget (h50): "we have two offers on the
 * table from SAP partners, both around 1,1 Mio EUR", "the proposals came in at 400-500k", "their
 * bid was £1.2m". Read on the sentence up to the sum; a sentence that says "budget" before it
 * ("our budget is below the offers at 800k") still gives one.
 */
const OFFERED =
  /\b(?:offers?|offered|quotes?|quoted|quotations?|proposals?|bids?|tenders?|estimates?)\b(?![^.!?;]*\bbudget)/i;

/**
 * Whether the words of the sentence before a sum make it a supplier's price: an offer named with
 * no other figure between it and the sum ("they quoted us 600k, we've only got 400k": 400k is
 * theirs).
 */
export function offeredBefore(textBefore: string): boolean {
  const sentence = textBefore.split(/[.!?;]\s|\n/).at(-1) ?? "";
  const m = OFFERED.exec(sentence);
  return m !== null && !/\d/.test(sentence.slice(m.index + m[0].length));
}
