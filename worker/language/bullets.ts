/**
 * Notes written as a list ("- 120 FTE\n- £80-100k\n- pls call, weekday mornings"): the bullet
 * that opens a line is no word of the line, so a reading anchored at a clause's start ("pls call")
 * reads the line as if it were typed alone.
 */
const BULLET = /^([ \t]*)(?:[-*•‣▪–—]|\d{1,2}[.)])[ \t]+/gm;

export function withoutBullets(text: string): string {
  return text.includes("\n") || /^\s*[-*•‣▪–—]/.test(text) ? text.replace(BULLET, "$1") : text;
}
