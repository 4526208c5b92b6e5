/**
 * Our price called too high — "that is a lot for a company our size", "steep", "pricey", "why
 * spend 25k+ on this" — told
 * from their own costs called high ("the old system is too expensive to run", "we pay a lot for
 * licences"), which are a reason for the project, not a doubt about us (docs/decisions/033).
 */
export const PRICED_HIGH =
  /\b(?:steep|expensive|pricey|overpriced|costly|too much|a lot (?:of money )?(?:for|to pay)|not worth|hard to justify|(?:a )?big ask)\b|\bwhy (?:(?:would|should|do|must) (?:we|i) )?(?:spend|pay|fork out|shell out)\b[^.?!]{0,25}?\b(?:on|for) (?:this|that|it|you|a simulation|the simulation)\b/i;

/**
 * What is said to cost them too much is their own: a system, its licences, its running, or what
 * they had, told in the past ("we let HubSpot go because it was too expensive").
 */
const THEIR_COST =
  /\b(?:to (?:run|maintain|support|host|keep (?:running|alive)|license|licence)|licen[cs]\w*|(?:old|current|legacy|existing|our|the) (?:system|software|erp|crm|setup|platform|server|tools?|stack|vendor|support contract)|costs? us|overtime|hosting|upkeep|maintenance)\b|\b(?:it|they)\s+(?:was|were|got|became)\s+(?:(?:way|far|much|just|really|simply|too)\s+)*(?:steep|expensive|pricey|overpriced|costly|too much)\b/i;

/** Whether the text calls a price too high, and the price is not one of their own costs. */
export const doubtsOurPrice = (text: string): boolean =>
  PRICED_HIGH.test(text) && !THEIR_COST.test(text);

/** Their own cost called too high ("too expensive to run"): never our price doubted. */
export const theirCostHigh = (text: string): boolean =>
  PRICED_HIGH.test(text) && THEIR_COST.test(text);
