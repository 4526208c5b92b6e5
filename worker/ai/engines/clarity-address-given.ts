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

/** "can you send me something by email?", "could you email me the details": sent by email, no address yet. */
const BY_EMAIL =
  /\b(?:send|sent|mail|forward|pass)\b (?:(?:me|us) )?(?:something|smth|sth|anything|stuff|more|(?:more |the )?(?:details|info\w*)|it|that|this|them|a summary|the (?:roadmap|report|summary)) (?:by|via|over|per|through) e-?mail\b|\b(?:can|could|would|will) (?:you|someone|somebody)\s+(?:please\s+)?e-?mail (?:me|us)(?: (?:something|anything|more|(?:more |the )?(?:details|info\w*)|it|that|a summary|the (?:roadmap|report|summary)))?\s*[?.!]*$/i;

/** What a request to be sent something by email gets: how the roadmap comes, and where to. */
export function byEmailAnswer(clause: string, email: string | undefined): string | null {
  if (!BY_EMAIL.test(clause)) return null;
  return email
    ? `Yes — your written roadmap goes to **${email}** within 24–48 hours.`
    : "Yes — a consultant sends your written roadmap by email within 24–48 hours. Type your address here and I'll pass it on.";
}
