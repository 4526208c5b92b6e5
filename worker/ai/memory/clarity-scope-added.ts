/**
 * More scope, said as what to do: "replace our homegrown Access db as well if it can be done in
 * the same go", "also retire the Access database the warehouse uses", "bring the timesheets in
 * too" — a change planned, what they want: no reason nor worry (its "if" is a condition on scope,
 * not a harm).
 */
const SCOPE_ADDED =
  /^\W*(?:(?:and|also|plus|ideally|then|maybe|perhaps|possibly|we'?d|i'?d)\W+)?(?:replace|retire|migrate|move|swap|switch|bring|fold|include|add|ditch|drop|sunset|decommission|consolidate|merge|get rid of|phase out)\s+(?:out\s+|in\s+|over\s+|across\s+)?(?:the|our|that|this|those|these|it|them|their|any|all)\b(?![^.!?]{0,80}\b(?:because|since|otherwise|so (?:that|we|i)|in order to|or we)\b)/i;

/** Whether a sentence opens by saying what else to change. */
export const scopeAdded = (sentence: string) => SCOPE_ADDED.test(sentence);
