/**
 * The words round one figure that bound it or rule it out as a budget (money-amounts.ts): a top
 * ("up to", "tops"), a floor ("at least", "+"), a former figure, a rise, a revenue, a running
 * cost, a headcount, a supplier's quote. One table of them, apart from the reading of figures.
 */
import type { Money } from "../contracts/facts";

/**
 * "up to $500k", "no more than €200k", "a ceiling of 1M": a top, with no floor said — in other
 * registers too: "change from £250k", "sub-£50k", "south of $1m", "shy of 300k", "within €80k", "can't go
 * over 90k", "nothing over £250k", "not a penny above 80k".
 */
const atMost =
  /\b(?:up to|at most|no more than|not more than|max(?:imum)?(?: of)?|a ceiling of|ceiling (?:is|of)|capped at|cap (?:is|of|at)|tops out at|not (?:to )?exceed(?:ing)?|(?:under|below|sub)-?|less than|change (?:out of|from)|south of|(?:just |a bit |a little )?shy of|(?:just |a bit |a little )?short of|(?:well |comfortably |safely )?within|inside|(?:can't|cannot|can not|couldn't|won't|wouldn't|not|never) (?:go|stretch|spend|get|be|run) (?:over|above|beyond|past|more than)|(?:nothing|not anything|not a (?:penny|cent|dollar|euro|pound|franc)|no higher than|not higher than) (?:over|above|beyond|past|more than|north of|than)?)\s*(?:about\s+|around\s+|roughly\s+)?$/i;
/** "at least 300k", "north of $250k", "300k+", "300k or more": a floor, with no top said. */
const atLeast =
  /\b(?:at least|a minimum of|minimum(?: of)?|north of|more than|over|upwards of|in excess of|no less than|not less than|starting (?:at|from)|(?:starts?|begins?) (?:at|from))\s*(?:about\s+|around\s+|roughly\s+)?$/i;
// "£90k + VAT", "plus GST": the tax on the sum, no floor.
const orMoreAfter =
  /^\s*(?:(?:\+|plus\b)(?!\s*(?:vat|gst|hst|tax|taxes|mwst|iva|tva|btw|moms)\b)|or (?:more|above)\b|and up\b|minimum\b)/i;
/**
 * A top said after the figure: "£65k, not a penny more", "90k tops", "and no more". ("150'000
 * max." and "€95k is the ceiling" stay the figure, as Clarity's roadmap has shown them.)
 */
const atMostAfter =
  /^\s*,?\s*(?:tops\b|at (?:the (?:very )?)?most\b|(?:and |but )?no more\b|not (?:a|one) (?:single )?\w+ more\b)/i;

/** A figure the budget had before: "budget was 250k", "originally 300k". */
export const former =
  /\b(?:was|had been|used to be|originally|initially|at first)\s*(?:about\s+|around\s+|roughly\s+)?$/i;
/** A rise, not a top: "went up to", "raised it up to". */
const rise =
  /\b(?:went|gone|raised|bumped|moved|increased|pushed|came|jumped|grew|grown|rose|risen)\s+(?:it\s+|that\s+|this\s+)?up to\s*$/i;

/** One amount as the words bound it: a top is {min 0, max}; a floor is {min, max: min, orMore}. */
export function bounded(value: number, said: string, after: string): Money {
  // "no more than GBP 400k", "no more than A$200k": a currency code, or the letters of a dollar's
  // sign ("A$", "CA$", "US$"), between the bound and the figure.
  const before = said.replace(/\b[A-Z]{1,3}\s*$/, "");
  if ((atMost.test(before) && !rise.test(before)) || atMostAfter.test(after))
    return { min: 0, max: value };
  if (atLeast.test(before) || orMoreAfter.test(after))
    return { min: value, max: value, orMore: true };
  return { min: value, max: value };
}

/** A revenue said after its figure: "a $20m revenue business", "£12m turnover". */
export const revenueAfter =
  /^\s*(?:in\s+)?(?:(?:annual|yearly|a year|per year)\s+)?(?:revenue|turnover|sales|arr|mrr|valuation)\b/i;
export const notABudget =
  /\b(?<!(?:%|percent)\s+of\s+(?:(?:our|the|annual|yearly|total)\s+)*)(?:revenue|turnover|sales of|arr|mrr|valued at|valuation|raised|funding round|profit|ebitda)\b[^.,;]*$|\b(?:pay|paying|costs? us)\s+(?:about\s+|around\s+|roughly\s+)?$/i;
// A supplier's quote is theirs, not the prospect's budget: "the SI quoted us 1.2M".
export const pastSpend =
  /\bquot(?:ed|es?|ation)\b|\b(?:last (?:year|time)|previous(?:ly)?|spent|paid|used to|so far|to date|cost us|(?:was|were) (?:spending|paying|charged|quoted))\b/i;
export const sizeBefore =
  /\b(?:company size|headcount|head count|staff|employees|people|workforce|fte|team size|(?:a|our|the) team of|we(?:'re| are))\b\s*(?:is|of|:|=|~|about|around|roughly|approx\.?|\s)*$/i;
export const perPeriod =
  /^\s*(?:a|per|each|every|\/)\s*(?:year|yr|month|mo|annum|quarter)\b|^\s*(?:annually|monthly|yearly|p\.?a\.?)\b/i;
/**
 * Words before a sum a year that make it the budget, by the year: "budget 80k per year", "we
 * could do about $40k a year", "we can spend 25k annually", "budget's about A$90k per year" (a dollar's country before its sign) (what they pay today is no budget).
 */
export const yearlyBudgetBefore =
  /\b(?:budget\w*(?:['’]s|\s+is)?|(?:can|could|would|will|'d|'ll)\s+(?:do|spend|afford|manage|find|invest|put aside|set aside|allocate|commit)|set aside|allocat\w*)\W*(?:(?:about|around|roughly|maybe|up to|approx\.?)\s+)?\W*(?:\b(?:a|au|c|ca|nz|us|hk)\s?)?$/i;
export const budgetWord =
  /\b(?:budget\w*|spend|invest\w*|set aside|allocat\w*|afford|up to|no more than|cap|ceiling|max(?:imum)?|for (?:the|this) project)\b/i;
