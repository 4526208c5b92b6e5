/**
 * Our price asked in other words ("what sort of money would we be talking about for your part?",
 * "if we did go ahead what would the whole thing cost us roughly", "what would you charge us"):
 * the price topic, answered from the investment page — never read as a risk, nor answered by
 * asking for their budget. Their budget, the software's or the project's cost, or what a wrong
 * start costs are other questions.
 */

/** Money asked about: what it costs, sets them back, what we charge. */
const COST_ASKED =
  /\b(?:what|how much|roughly|ballpark|ball-park)\b[^?.!]{0,60}\b(?:cost|costs|costing|set (?:us|me) back|charge|charges|money|damage|pay (?:you|for (?:it|this|that|the whole))|spend|ballpark|price tag|investment|fee)\b/i;
/** Someone else's money, a cost of something other than working with us, or a change to ours. */
const NOT_OURS =
  /\bwhat if\b|\b(?:change|changes|increase|go up|goes up|rise|extra|more)\b|\b(?:budget|software|licen[cs]\w*|subscription|implementation|vendor|system|platform|integrator|wrong|fail\w*|delay\w*|not doing|do nothing|doing nothing|downtime|per (?:user|seat))\b/i;

/** Whether a question asks what working with us costs, in words the price topic may not read. */
export const asksOurCost = (question: string) =>
  COST_ASKED.test(question) && !NOT_OURS.test(question);
