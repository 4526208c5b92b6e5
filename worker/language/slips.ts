/** Slips of the keyboard shared by the readers that read a typed word back to a known one. */

/** Whether `typed` is `word` with two letters side by side swapped ("sampel", "atlsa"). */
export function swapped(typed: string, word: string): boolean {
  if (typed.length !== word.length) return false;
  const at = [...typed].findIndex((c, i) => c !== word[i]);
  return (
    at >= 0 &&
    typed[at] === word[at + 1] &&
    typed[at + 1] === word[at] &&
    typed.slice(at + 2) === word.slice(at + 2)
  );
}
