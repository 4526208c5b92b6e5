/**
 * A message's questions before its statements: "We're a 180-person distributor moving off Sage
 * … so what actually is a readiness simulation?" is searched by what it asks, not by the first
 * words of its background (search reads a long message's first words only).
 */

/** A sentence: up to its end mark, or the message's end. */
const SENTENCE = /[^.!?]+(?:[.!?]+|$)/g;

/** The sentences that ask and those that state, or null when the message isn't both. */
function parts(text: string): { asks: string[]; states: string[] } | null {
  if (!text.includes("?")) return null;
  const sentences = text.match(SENTENCE) ?? [];
  const asks = sentences.filter((s) => s.trimEnd().endsWith("?")).map((s) => s.trim());
  const states = sentences.filter((s) => !s.trimEnd().endsWith("?")).map((s) => s.trim());
  return asks.length && states.some((s) => /\p{L}{3}/u.test(s)) ? { asks, states } : null;
}

/** `text` with the sentences that ask (ending in "?") first, in order, then the rest. */
export function questionsFirst(text: string): string {
  const p = parts(text);
  return p ? [...p.asks, ...p.states].join(" ") : text;
}

/** The sentences of `text` that ask, when it states something besides; else `text` whole. */
export function askingPart(text: string): string {
  return parts(text)?.asks.join(" ") ?? text;
}
