/**
 * Numbers as people write them, in words or digits: shared by Clarity's reading of a visitor's
 * words and the ledger's reading of a lead's timeline.
 */

export const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  a: 1,
  an: 1,
  eighteen: 18,
  half: 0.5,
};

/** "twelve" → 12, "1,200" → 1200, "2.5" → 2.5. */
export function toNumber(word: string): number {
  const lower = word.toLowerCase();
  return lower in numberWords ? numberWords[lower]! : Number(lower.replace(/,/g, ""));
}
