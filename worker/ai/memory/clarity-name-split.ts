/**
 * Platform names typed as two words ("sales force", "net suite", "hub spot", "quick books"): the
 * two halves joined are the name the tables know, read back before any reader of platforms looks
 * at the message (clarity-name-spelling.ts). A name split into words of English ("our sales
 * force is 40 reps") is the brand only where no determiner owns the words: "crm is sales force",
 * "we use sales force", never "our sales force" nor "the whole sales force".
 */

/** Words before two halves that make them a phrase of English, not a name. */
const OWNED =
  /\b(?:our|the|a|an|their|my|your|its|his|her|whole|entire|field|direct|external|internal|own|new|large|big|small)\s+$/i;

/** Each word, with the word after it (the halves overlap: "use sales force" tries "sales force"). */
const PAIR = /\b([a-z]{2,10})(?=[ -]([a-z]{2,10})\b)/gi;

/** `text` with every brand typed as two words written as one, as `brands` (lower case) spell it. */
export function joinedNames(text: string, brands: ReadonlySet<string>): string {
  if (!/[a-z][ -][a-z]/i.test(text)) return text;
  let out = "";
  let from = 0;
  for (const m of text.matchAll(PAIR)) {
    if (m.index < from) continue;
    const joined = `${m[1]}${m[2]}`.toLowerCase();
    if (!brands.has(joined) || OWNED.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    out += text.slice(from, m.index) + m[1] + m[2]!.toLowerCase();
    from = m.index + m[1]!.length + 1 + m[2]!.length;
  }
  return out + text.slice(from);
}
