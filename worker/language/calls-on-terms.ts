/**
 * A call allowed on terms, or asked for someone else (h50): "only call if it's quick", "call me
 * only if it's short", "please call my colleague Reto on …", "or call my colleague Josh if I'm
 * not around". Each asks for a call: a rep may ring, on the terms said or the other number ("only
 * if it's urgent" asks for none). "I'm not the right person to phone" hands the call on; with no
 * one named it says nothing.
 */

/**
 * A call to someone of theirs, not refused: "call our IT lead Sven", "ring my PA" (a no before it,
 * "don't call my colleague", is no ask).
 */
const ANOTHER = String.raw`(?<!\b(?:don'?t|do not|not|never|no need to)\s+)(?:call|ring|phone|try|contact|reach)\s+(?:my|our)\s+(?:colleague|co-?worker|assistant|pa|manager|boss|deputy|(?:project|ops|it|finance|operations)\s+(?:lead|manager|director)|cto|cfo|coo|ceo|md|director|partner|business partner)\b`;
export const CALL_ANOTHER = new RegExp(ANOTHER, "i");

/** A call on a condition of the prospect's, or to someone of theirs. */
export const CALL_ON_TERMS = new RegExp(
  String.raw`\b(?:(?:only\s+)?(?:call|ring|phone)(?:\s+(?:me|us))?(?:\s+only)?\s+if\s+(?:it'?s|its|it is|it's really)\s+(?:quick|short|brief|a quick one)|${ANOTHER})`,
  "i",
);

/**
 * Words with a no that are about who to call or when, not about a call: "I'm not the right
 * person to phone", "if I'm not around", "if I'm not in".
 */
export const NOT_THE_ONE =
  /\b(?:not|n't)\s+(?:the\s+)?(?:right|best|correct|best-placed|ideal)\s+person\b|\bif\s+(?:i'?m|i am|we'?re|we are|he'?s|she'?s|they'?re)\s+not\s+(?:around|available|in|there|free|reachable|answering|at (?:my|our|the) desk)\b/gi;

/**
 * A chat agreed to in the /try note, written about the call to come: "Happy to chat but not before
 * the 10th", "glad to have a chat". In the Clarity chat, "happy to chat" may mean here.
 */
export const CHAT_AGREED =
  /\b(?:happy|glad|keen|available|free|more than happy)\s+to\s+(?:chat|have a chat|catch up|have a quick chat)\b/i;
