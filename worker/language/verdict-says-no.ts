/**
 * The simulation's verdict said to be against going on, in words of it not working: "if you say
 * it won't work", "suppose the report finds we can't make it work", "if it shows this isn't
 * viable". The no-go, whatever else the message asks (a refund, what is kept).
 */
const VERDICT_NO =
  /\b(?:if|what if|suppose|say|imagine|when)\b[^.?!]{0,30}?\b(?:you|it|the simulation|the report|the answer|the result|clarity)\s+(?:says?|tells? (?:us|me)|shows?|finds?|concludes?|decides?)\s+(?:that\s+)?(?:it|this|the project|we|the system|the plan)\s+(?:won'?t|will not|doesn'?t|does not|can'?t|cannot|wouldn'?t|would not|isn'?t|is not)\s+(?:going to\s+)?(?:work|fly|pay off|succeed|viable|ready|make it work|fit)\b/i;

/** Whether the message supposes the simulation saying the project won't work. */
export const verdictSaysNo = (text: string) => VERDICT_NO.test(text);
