/**
 * A team said as who does the work today is no core team: "right now a team of 6 reads every
 * email", "a team of four keys the orders in by hand", "we have a team of 3 who chase invoices".
 * The people the project changes the work of, not the people who run the project.
 */

/** After "team of N": the work they do now, a verb in the present ("reads", "chase", "spend"). */
const DOING_AFTER =
  /^\s*(?:people\s+|staff\s+|folks\s+|of us\s+)?(?:(?:who|that)\s+)?(?:(?:currently|still|now|just|all|basically|manually|then)\s+)*(?!(?:is|was|has|would|will|could|can|should|might|for|on|in|to|and|or|of)\b)(?:[a-z]+s|do|spend|handle|read|answer|process|work|deal|check|sort|chase|key|type|enter|manage|run|look after|go through)\b/i;

/** Before it, in its sentence: the work as it is now ("right now", "today", "at the moment"). */
const NOW_BEFORE =
  /\b(?:right now|currently|today|at the moment|at present|these days|nowadays|as it stands|at the minute)\b[^.;!?]*$/i;

/** Whether the "team of N" at [start, end) of `text` is said as who does the work today. */
export function doingItToday(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 80), start);
  if (NOW_BEFORE.test(before)) return true;
  return DOING_AFTER.test(text.slice(end, end + 60));
}
