/**
 * When to start for a date, or how soon ("when do we need to start to be live by June?", "how far
 * ahead should we book you", "when's the latest we could kick off?"): a question of how long the
 * simulation takes, counted back from their date — not why projects fail, nor a date of theirs.
 */

/** Starting: "start", "kick things off", "get going". */
const START = String.raw`(?:start|kick ?(?:\w+ )?off|begin|get going|get started)\b`;

export const askedStartBy = new RegExp(
  [
    String.raw`\bwhen (?:should|must|ought to) (?:we|i) (?:\w+ )?${START}`,
    String.raw`\bwhen (?:do|would|will|shall|'?d) (?:we|i) (?:\w+ )?(?:need|have|want|got) to ${START}`,
    String.raw`\bhow (?:soon|early|far ahead|far in advance|much lead time)\b[^.?!]{0,30}\b(?:${START}|book)`,
    String.raw`\bwhen(?:'s| is) the (?:latest|last|earliest)\b[^.?!]{0,30}\b${START}`,
    String.raw`\b(?:latest|last)\b[^.?!]{0,20}\b${START}[^.?!]{0,40}\b(?:live|ready|done|in place|finished)\b`,
  ].join("|"),
  "i",
);
