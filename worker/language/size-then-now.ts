/**
 * A headcount told as a story, the size it had then and the size it has now: "we were 40 people
 * two years ago, 95 now", "used to be 30 staff, today we're 70". The company is the size it is
 * now, so the earlier count is dropped before the size patterns run (docs/decisions/033).
 */

const COUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;
const PEOPLE = "(?:people|staff|employees|ppl|heads|fte)";
/** When the earlier count held: "two years ago", "last year", "in 2019", "when we started". */
const THEN = String.raw`(?:[\w-]+\s+){0,3}?(?:ago|last year|back then|at the start|in (?:19|20)\d\d|when (?:we|i) (?:started|began|opened|took over))`;
/** Words that say a count is today's. */
const NOW = /\b(?:now|today|these days|currently|at the moment|at present|nowadays)\b/i;

const STORY = [
  // "40 people two years ago, 95 now"
  new RegExp(
    String.raw`(?<![\d.,$€£])${COUNT}(\s*${PEOPLE})?\s+${THEN}\b([^\d.!?]{0,30}?)(?<![\d.,$€£])${COUNT}(?![\d.,]\d|\s*(?:k|m|%|years?|months?)\b)`,
    "gi",
  ),
  // "used to be 40 staff, now 95"
  new RegExp(
    String.raw`\b(?:used to be|were once|started (?:out )?(?:with|as|at))\s+(?:about\s+|around\s+)?${COUNT}(\s*${PEOPLE})?([^\d.!?]{0,30}?)(?<![\d.,$€£])${COUNT}(?![\d.,]\d|\s*(?:k|m|%|years?|months?)\b)`,
    "gi",
  ),
];

/** `text` with a then-and-now headcount said as its count now, with its word for people. */
export function nowOverThen(text: string): string {
  if (!NOW.test(text)) return text;
  let out = text;
  for (const re of STORY)
    out = out.replace(re, (...m) => {
      const [whole, , unit, between, now, offset] = m as [
        string,
        string,
        string | undefined,
        string,
        string,
        number,
      ];
      const after = out.slice(offset + whole.length, offset + whole.length + 25);
      if (!NOW.test(between) && !NOW.test(after)) return whole;
      return `we are ${now}${unit ?? " people"}`;
    });
  return out;
}
