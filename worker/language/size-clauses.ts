/**
 * The clause, and the part of it, a figure about people stands in — what the size reader judges
 * whose count it is ("we", "our finance team") and whether it counts the firm ("hired 20").
 */

/** Where the clause around `at` starts and ends. */
function clauseBounds(raw: string, at: number): [number, number] {
  // The comma of "1,100" and the point of "1.5" end no clause.
  const text = raw.replace(/(?<=\d)[,.](?=\d)/g, "_");
  const start = Math.max(...[".", ";", ",", "!", "?", "\n"].map((c) => text.lastIndexOf(c, at)));
  const ends = [".", ";", ",", "!", "?", "\n"]
    .map((c) => text.indexOf(c, at))
    .filter((i) => i >= 0);
  return [start + 1, ends.length ? Math.min(...ends) : raw.length];
}
export const clauseAt = (raw: string, at: number) => raw.slice(...clauseBounds(raw, at));

/**
 * The part of a clause a figure stands in, up to "and", "but" or "while": "we're 90 people today"
 * in "we're 90 people today and hiring 30 more" — the hiring is the other part's.
 */
export function partAt(text: string, at: number): string {
  const [from, to] = clauseBounds(text, at);
  const clause = text.slice(from, to);
  const parts = clause.split(/\b(?=(?:and|but|while|whereas)\b)/i);
  let end = from;
  for (const part of parts) {
    end += part.length;
    if (end > at) return part;
  }
  return clause;
}
