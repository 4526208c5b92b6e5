/**
 * Money gone on an earlier attempt, told as a scar: "the consultants ran off with the budget last
 * time, 80k gone and all we got was a powerpoint", "we blew £120k on the last CRM for nothing".
 * A lesson to test (a History risk), never the budget of this project.
 */

/** Money said gone: taken, blown, wasted, or spent with nothing to show. */
const GONE =
  /\b(?:ran|walked|made|went) off with\b|\b(?:blew|blown|wasted|squandered|sank|sunk|burn(?:ed|t) through|threw away|thrown away)\b|\b\d[\d,.]*\s*(?:k|m|grand|thousand)?\s+(?:just\s+)?(?:gone|down the drain|up in smoke|wasted)\b|\bdown the drain\b|\bfor nothing\b|\bnothing to show\b|\ball (?:we|they|i) got (?:was|were|for it)\b/i;

/** The money said as an earlier attempt's: last time, before, the previous one. */
const EARLIER =
  /\blast time\b|\bprevious(?:ly)?\b|\bbefore\b|\blast (?:\w+\s+)?(?:project|rollout|attempt|implementation|consultants?|partner|vendor|agency|integrator|crm|erp|system|one|year)\b|\bthe (?:consultants?|agency|integrator|partner|contractors?)\b[^.]{0,40}\b(?:ran|walked|made|blew|wasted)\b/i;

/** Whether a sentence tells money gone on an earlier attempt. */
export const moneyGoneBefore = (sentence: string) => GONE.test(sentence) && EARLIER.test(sentence);
