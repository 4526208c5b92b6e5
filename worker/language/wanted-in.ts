/**
 * People wanted in on the project: "she'd probably want our finance director and head of lettings
 * in on it", "our MD would want the ops manager involved", "he'll want the FD on board". Whom a
 * boss wants with them is who takes part, never a reason for the project — the first had been
 * said back as "Why now, as you put it: she'd probably want our finance director".
 */
const IN_ON_IT =
  /\b(?:in on (?:it|this|that|the (?:\w+ )?(?:project|sessions?|simulation|call|meetings?))|involved|on board|in the (?:room|loop|sessions?|meetings?)|(?:to|would|will|'d|'ll) (?:join|sit in|be there|take part|be part of (?:it|this)))\b/i;

const WANT = /\b(?:wants?|wanted|want|would like|'d like|needs?)\b/i;

/** Whether the sentence says whom someone wants with them on the project. */
export const peopleWantedIn = (sentence: string) => WANT.test(sentence) && IN_ON_IT.test(sentence);
