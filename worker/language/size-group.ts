/**
 * A business inside a larger one, each counted: "we're part of the Tolka group (2,000+ people)
 * but our own business is 180", "the parent company employs 5,000; our subsidiary is about 90".
 * The lead is the business writing, so its own count is the size; the group's is context.
 */

/** The words for the larger whole a business belongs to. */
const WHOLE =
  /\b(?:group|parent(?:\s+company)?|holding(?:\s+company)?|conglomerate|wider (?:organi[sz]ation|business|company)|(?:whole|entire) (?:organi[sz]ation|group)|worldwide|globally)\b/i;

/**
 * Where one count ends and the other begins: a sentence's end, a semicolon, a dash, a contrast (a
 * count in brackets is its part's).
 */
const PARTS = /[.!?](?=\s)|;|\s[—–-]\s|\b(?:but|whereas|while|whilst|though|although|however)\b/i;

/**
 * The business's own headcount when the words count a whole it belongs to as well, else
 * undefined: each part is read alone (`read`), the parts naming the whole set aside.
 */
export function ownOfGroup(
  text: string,
  read: (part: string) => number | undefined,
): number | undefined {
  if (!WHOLE.test(text) || !PARTS.test(text)) return undefined;
  const parts = text.split(new RegExp(PARTS.source, "gi"));
  let whole: number | undefined;
  let own: number | undefined;
  for (const part of parts) {
    const n = read(part);
    if (n === undefined) continue;
    if (WHOLE.test(part)) whole ??= n;
    else own ??= n;
  }
  return whole !== undefined && own !== undefined && own < whole ? own : undefined;
}
