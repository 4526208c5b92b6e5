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

/**
 * A reply's sentences, one per line's sentence, bold marks dropped: what "never the same sentence
 * twice" compares (a short one, "Okay.", may come back; a stock line may not).
 */
export const sentencesOf = (text: string) =>
  text
    .replace(/\*\*/g, "")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 15);

/**
 * How many fingerprints a conversation keeps: the whole reply's, its first paragraph's and each
 * of its sentences', for the 100 replies a conversation holds at most.
 */
export const SENT_KEPT = 800;

/**
 * `sent` with `text`'s fingerprints added last (the whole reply's, its first paragraph's and each
 * sentence's), the oldest dropped beyond SENT_KEPT.
 */
export function withSent(sent: readonly string[] | undefined, text: string): string[] {
  const added = [
    ...new Set([
      replyHash(text),
      replyHash(firstParagraph(text)),
      ...sentencesOf(text).map(replyHash),
    ]),
  ];
  return [...(sent ?? []).filter((h) => !added.includes(h)), ...added].slice(-SENT_KEPT);
}

/** Each `sent` list as a set, made once per list (a reply asks of the same list many times). */
const sets = new WeakMap<readonly string[], Set<string>>();
const setOf = (sent: readonly string[]) => {
  const known = sets.get(sent);
  if (known) return known;
  const set = new Set(sent);
  sets.set(sent, set);
  return set;
};

/** True when no sentence of `text` has been sent before in this conversation (`sent`). */
export const unsent = (sent: readonly string[] | undefined, text: string) => {
  if (!sent?.length) return true;
  const had = setOf(sent);
  return !sentencesOf(text).some((s) => had.has(replyHash(s)));
};

/** The first wording none of whose sentences this conversation has had; none when all have. */
export const firstUnsent = (sent: readonly string[] | undefined, options: readonly string[]) =>
  options.find((o) => unsent(sent, o));
