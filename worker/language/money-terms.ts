/**
 * A budget given in parts that add up (docs/decisions/033): phases ("phase 1 €80k and phase 2
 * another €60k" is €140K), a first year with a running cost after it ("150k in the first year and
 * 50k a year after that"). The rule: the budget is what the prospect commits over the term they
 * state — the first year plus each later year of the running cost ("over a three-year term: 150k,
 * then 50k a year" is 250k); with no term stated, the first year plus one year of the running cost
 * (the least the words commit to beyond year one: 200k). A sum named for the whole wins over its
 * parts (`money.ts`); a part alone ("£90k on phase one") is that part.
 */
import type { Money } from "../contracts/facts";
import { moneyWords } from "./vocabulary";

/** Words that name a part of the whole: a phase, a stage, the first year, what comes on top. */
const PART =
  /\b(?:phase|stage|wave|step|tranche|milestone)\s*\d\b|\b(?:first|second|third|1st|2nd|3rd|final|last|next)\s+(?:phase|stage|wave|step|tranche)\b|\b(?:year\s*1|first year|1st year|up ?front|initial(?:ly)?|one-?off|set-?up|another|a further|an? (?:extra|additional)|plus|on top)\b/i;
const PAYING = /\b(?:pay|paying|paid|costs? us|(?:are|were) spending|charged?)\b/i;
/** The first year said apart ("up front" is no year): the running cost counts for the years after. */
const FIRST_YEAR = /\b(?:year\s*1|first year|1st year)\b/i;
/** A running cost after the first year: "50k a year after that", "plus 50k annually". */
const YEARLY = new RegExp(
  String.raw`\d[\d.,]*\s*(?:k|m|mm|thousand|million|grand)?\s*(?:${moneyWords.source})?\s*(?:(?:a|per|each|every|\/)\s*(?:year|yr|annum)\b|(?:for |in )?each of the (?:next|following|remaining|other) \d)|\b(?:annually|yearly|per annum|p\.?a\.?)\b`,
  "i",
);
/**
 * The later years counted by themselves: "60k for each of the next two" (after a first year) is
 * two years of the running cost, whatever the first year was.
 */
const LATER_YEARS =
  /\s*(?:for |in )?each of the (?:next|following|remaining|other) (\d{1,2})(?: years?)?\b/i;
const PER_YEAR_WORDS =
  /\s*(?:(?:a|per|each|every|\/)\s*(?:year|yr|annum)|annually|yearly|per annum|p\.?a\.?)\b(?:\s+(?:after that|after|thereafter|from then on|from year 2|ongoing|on))?/gi;
/** The term stated: "over a three-year term", "for 3 years", "across the next 4 years". */
const TERM =
  /\b(?:over|for|across|spread over)\s+(?:an?\s+|the\s+)?(?:next\s+|first\s+)?(\d{1,2})[- ]?years?\b|\b(\d{1,2})[- ]?years?\s+(?:term|contract|deal|period|plan|horizon)\b/i;
/** A yearly figure over the whole term already read as its total ("200k a year for 3 years"). */
const YEARLY_OVER_TERM =
  /(?:a|per|each|every|\/)\s*(?:year|yr|annum)\s*,?\s+(?:for|over)\s+(?:the\s+next\s+)?\d{1,2}\s+years?\b/i;

/**
 * Clauses of a message: the parts of a budget are said one to a clause. A colon after an amount
 * ends one ("Budget is 300k: phase one …"); after a label it does not ("Phase one: $120k").
 */
const clausesOf = (text: string) =>
  text
    .split(
      /[,;]\s+|(?<=\d\s*(?:k|m|mm|thousand|million|grand)|[€£$]\s?\d[\d.,]*):\s+|[.!?]\s+|\s+(?:and|then|with|but|plus)\s+|\s[—–-]\s/i,
    )
    .filter(Boolean);

/**
 * The sum of a budget's parts, or undefined when the message does not give one in parts. `read`
 * is the one-amount reader (`readMoney`), applied clause by clause.
 */
const TOTAL_SAID =
  /\b(?:so|i\.e\.?|that's|that is|which is|in total|total|overall|in all|altogether|all in)\b|=/i;

export function partsSum(
  text: string,
  read: (clause: string) => Money | undefined,
): Money | undefined {
  if (!PART.test(text) && !YEARLY.test(text)) return undefined;
  let min = 0;
  let max = 0;
  let parts = 0;
  let yearly: Money | undefined;
  let firstYear = false;
  // An amount naming no part: the one-off beside a running cost ("implementation 150k plus 30k a
  // year"), else the budget itself, whose parts are not added to it.
  let unnamed = 0;
  for (const clause of clausesOf(text)) {
    // A yearly figure over its own term is a sum already ("100k a year for 3 years" is 300k).
    const overTerm = YEARLY_OVER_TERM.test(clause);
    const running = YEARLY.test(clause) && !overTerm && !FIRST_YEAR.test(clause);
    const amount = read(
      running ? clause.replace(PER_YEAR_WORDS, " ").replace(LATER_YEARS, " ") : clause,
    );
    if (!amount || amount.orMore || amount.min === 0) {
      if (amount) return undefined; // a top or a floor is no part to add up
      continue;
    }
    if (running) {
      // What they pay today for a system ("we pay 30k a year for Sage") is no part of the budget.
      if (PAYING.test(clause)) continue;
      if (yearly) return undefined;
      yearly = amount;
      continue;
    }
    // The whole said after a running cost ("100k per year, so 300k over the contract"): it
    // stands, its parts already in it.
    if (yearly && !PART.test(clause) && TOTAL_SAID.test(clause)) return amount;
    if (!PART.test(clause) && !overTerm) unnamed++;
    if (FIRST_YEAR.test(clause)) firstYear = true;
    min += amount.min;
    max += amount.max;
    parts++;
  }
  if (unnamed > (yearly ? 1 : 0) || !parts) return undefined; // a running cost alone is no budget
  if (yearly) {
    const m = TERM.exec(text);
    const term = Number(m?.[1] ?? m?.[2] ?? 0);
    const later = Number(LATER_YEARS.exec(text)?.[1] ?? 0);
    // The first year is said apart: the running cost counts for each year after it.
    const years = later > 0 ? later : term > 0 ? (firstYear ? term - 1 : term) : 1;
    min += yearly.min * years;
    max += yearly.max * years;
    parts++;
  }
  return parts >= 2 ? { min, max } : undefined;
}
