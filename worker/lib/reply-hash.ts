/**
 * A reply's short fingerprint, for "never the same reply twice in one conversation": the text with
 * its spacing normalised, hashed with 32-bit FNV-1a (a collision only costs a reworded reply).
 */
export function replyHash(text: string): string {
  let h = 0x811c9dc5;
  const s = text.replace(/\s+/g, " ").trim();
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** A reply's first paragraph: what it says before its question or its way on. */
export const firstParagraph = (text: string) => text.trim().split(/\n\s*\n/)[0] ?? "";

/** How many fingerprints a conversation keeps: two per reply, and it holds at most 100 replies. */
export const SENT_KEPT = 200;

/**
 * `sent` with `text`'s fingerprints added last (the whole reply's and its first paragraph's), the
 * oldest dropped beyond SENT_KEPT.
 */
export function withSent(sent: readonly string[] | undefined, text: string): string[] {
  const added = [replyHash(text), replyHash(firstParagraph(text))];
  return [...(sent ?? []).filter((h) => !added.includes(h)), ...added].slice(-SENT_KEPT);
}
