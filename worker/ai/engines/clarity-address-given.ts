/**
 * A message that gives an address and asks for the roadmap to be sent there ("can I get the
 * roadmap emailed to me? it's dana@…", "send the roadmap over to ops@… please"): the request is
 * answered by the confirmation of the address (clarity-acknowledge.ts, with what happens next in
 * one sentence), not by a page's passage about how roadmaps are reviewed before it.
 */

/** Asking for something to be sent: "emailed to me", "send it over", "can I get the roadmap". */
const SEND =
  /\b(?:e-?mail(?:ed|ing)?|send|sent|mail(?:ed)?|forward(?:ed)?|shoot|drop|pass)\b|\bover to\b|\bcan (?:i|we) (?:get|have|receive)\b|\b(?:get|have) (?:it|that|this|the \w+) (?:to|over)\b/i;
/** What is to be sent: the roadmap, the report, the summary, "it". */
const WHAT =
  /\b(?:roadmap|report|summary|snapshot|results?|write-?up|copy|it|that|this|me|us|there|here)\b/i;

/** Whether a clause asks for the roadmap to be sent, in a message that gives the address. */
export const asksToBeSent = (clause: string, addressGiven: boolean) =>
  addressGiven && SEND.test(clause) && WHAT.test(clause);
