/**
 * A pattern read only where a word it cannot match without is in the text: most messages have
 * none of a rare pattern's words, and a test for a few plain words scans a long message far faster
 * than a pattern that tries an alternation at every word. `needs` must be true of every text
 * `pattern` matches (same flags for its letters), so the answer is the pattern's own.
 */
export const guarded = (needs: RegExp, pattern: RegExp) => ({
  test: (text: string): boolean => needs.test(text) && pattern.test(text),
  exec: (text: string): RegExpExecArray | null => (needs.test(text) ? pattern.exec(text) : null),
});
