/**
 * A top said just before a sum hedged upward (h43): "up to £60k (maybe £65k …)", "no more than
 * £45k, maybe £50k at a push" — the higher figure is the top, and the range has no floor.
 */
const TOP_BEFORE =
  /\b(?:up to|at most|no more than|not more than|max(?:imum)?(?: of)?|a ceiling of|capped at|under|below)\s*(?:about\s+|around\s+|roughly\s+)?(?:[a-z]{0,3}[$€£]\s?|(?:chf|eur|usd|gbp|cad|aud)\s?)?$/i;

/** Whether a top is said just before the figure at `at`: the range has no floor. */
export const topBefore = (text: string, at: number) => TOP_BEFORE.test(text.slice(0, at));
