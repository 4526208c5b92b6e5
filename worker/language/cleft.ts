/**
 * A statement that opens with "what" and names what it wants: "what we're after is a copilot
 * rollout", "what we need is …", "what I really want is for the tracking enquiries to sort
 * themselves out", "what the board really wants is …" — no question, however it opens.
 */
const CLEFT =
  /^\W*what\s+(?:we|i|they|(?:our|the|my)\s+[\w-]+)(?:'re|'m|'d|'ve|\s+(?:are|am|would|really|actually|most|ideally|basically))?\s+(?:\w+\s+){0,2}?(?:is|are|was)\s+(?!(?:it|that|this|there|the (?:price|cost|fee|timeline))\b)[^?]*$/i;

/** Whether a sentence (its opener left off) states what they want by a "what … is" cleft. */
export const statesByCleft = (sentence: string) => CLEFT.test(sentence);
