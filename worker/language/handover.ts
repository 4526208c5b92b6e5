/**
 * The chat handed to someone else: "I'm going to hand this over to my colleague Dana, she'll take
 * it from here", "passing you on to our FD", "forwarding this to Sam". The one named takes over the
 * conversation; they are no system, team or reason of the project's — "hand this over to my
 * colleague Dana" had put Dana on the systems it must work with.
 */
const HANDED =
  /\b(?:hand(?:ing)?|pass(?:ing)?|turn(?:ing)?)\s+(?:this|it|you|things|the chat|this chat|this conversation)\s+(?:over|on)\s+to\b|\b(?:will|'ll|is going to|gonna)\s+take\s+(?:it|this|things|over)\s+from here\b|\bforward(?:ing)?\s+(?:this|the chat|this chat|this conversation|it)\s+(?:on\s+)?to\b|\b(?:will|'ll|is going to)\s+(?:pick|carry)\s+(?:this|it)\s+(?:up|on)\s+from here\b/i;

/** The sentences of a message, each with its mark. */
const SENTENCES = /[^.!?\n]+[.!?]*/g;

/** Whether the message hands the chat to someone else. */
export const handsOver = (text: string) => HANDED.test(text);

/** The message without its sentences that hand the chat over: nothing in them is a project fact. */
export const withoutHandover = (text: string) =>
  handsOver(text) ? text.replace(SENTENCES, (s) => (HANDED.test(s) ? " " : s)) : text;
