/**
 * A message that only asks back about the question just put to them: why it is asked ("why?",
 * "why do you need that?", "what's that got to do with it?") or what it means ("what?", "huh?",
 * "what do you mean?", "sorry, I don't follow", a bare "?", or asked again: "can you repeat?"). Neither is a question for the site's pages.
 */
export type AskedBack = "why" | "unclear";

const WHY =
  /^(?:but\s+|and\s+|ok\s+|okay\s+|sorry\s+)?(?:why|how come|what for|for what|why do you (?:ask|need|want)(?: (?:that|this|to know|it))?|why does (?:that|this|it) matter|why (?:is|would) (?:that|this|it) (?:matter|relevant|important|needed)|why do you need to know|what(?:'s| is| has) (?:that|this|it) got to do with (?:it|anything)|what does (?:that|this|it) matter|does (?:that|this|it) matter|is (?:that|this) (?:relevant|important|needed))(?: though| exactly| tho)?$/;
const UNCLEAR =
  /^(?:sorry\s+)?(?:what|huh|eh|pardon|sorry|come again|say again|what do you mean|what does that mean|meaning|i don'?t (?:follow|understand|get it|get you)|not sure what you mean|don'?t understand(?: the question)?|i'?m (?:lost|confused)|you lost me|which(?: one)?|what (?:exactly|kind of thing))(?: by that| exactly)?$/;

/** The question asked for again: "can you repeat?", "say that again", "what was the question?". */
const AGAIN =
  /^(?:sorry\s+|ok\s+|okay\s+|um+\s+|erm?\s+)?(?:(?:can|could|would) you (?:please )?(?:repeat|say|ask)(?: (?:that|it|this|the question|your question))?(?: again)?|(?:please )?repeat(?: (?:that|it|the question|your question))?|say (?:that|it) again|ask (?:that|it|me) again|what was (?:the|your|that) question|what did you (?:just )?(?:ask|say)|(?:i )?missed (?:that|it|the question)|one more time|again)(?: please| pls| sorry)?$/;

/** How a message asks back about the question just asked, or undefined. */
export function askedBack(text: string): AskedBack | undefined {
  const plain = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'\s]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  // A bare "?" right after a question: what was that question?
  if (!plain && /^\s*\?+\s*$/.test(text)) return "unclear";
  if (!plain || plain.split(" ").length > 9) return undefined;
  if (WHY.test(plain)) return "why";
  return UNCLEAR.test(plain) || AGAIN.test(plain) ? "unclear" : undefined;
}
