/**
 * Teams a prospect takes back out of the project after naming them: "actually scratch the stores,
 * they're not really part of it", "cross procurement off", "sorry, leave the warehouse out",
 * "forget finance, they're not involved". Each as said (lower case); the caller drops the teams
 * the memory holds under those words or their label. A team left alone in the same breath as it
 * is named ("legal won't be touched") is never added in the first place (clarity-teams-said.ts).
 * Linear: two patterns over the text.
 */

/** A team word: one to three words, no mark. */
const TEAM = String.raw`((?:[\p{L}&-]+\s+){0,2}?[\p{L}&-]+)`;

/**
 * A verb that takes a named thing back: "scratch", "strike", "cross … off", "take … out/off",
 * "leave … out", "drop", "forget (about)", "remove".
 */
const TAKEN_BACK = new RegExp(
  String.raw`\b(?:scratch|strike|cross(?:\s+out)?|take(?:\s+out)?|leave(?:\s+out)?|drop|forget(?:\s+about)?|remove)\s+(?:the\s+|our\s+)?${TEAM}(?=\s+(?:off|out)\b|\s*(?:[,.;!?]|$)|\s+(?:then|there|too|as well|from (?:that|the list|it))\b)`,
  "giu",
);

/** The sentence says it is a correction, or that what it names has no part in the project. */
const CORRECTS =
  /^\W*(?:actually|sorry|oh|wait|no|correction|on second thoughts?|hmm|ah|scratch that)\b|\b(?:not (?:really |actually )?(?:part of (?:it|this|the project)|involved|affected|in scope)|off the list|after all)\b|^\W*(?:scratch|strike|cross)\b/i;

/** Words that name no team taken back: "scratch that", "drop it", "forget about it". */
const NOT_A_TEAM = /^(?:that|this|it|them|those|these|everything|all|me|us|him|her)$/i;

/** The teams a message takes back out of the project, as said (lower case), in order. */
export function teamsWithdrawn(text: string): string[] {
  if (!/\b(?:scratch|strike|cross|take|leave|drop|forget|remove)\b/i.test(text)) return [];
  const found: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    if (!CORRECTS.test(sentence)) continue;
    for (const m of sentence.matchAll(TAKEN_BACK)) {
      const team = m[1]!.toLowerCase();
      if (!NOT_A_TEAM.test(team) && !found.includes(team)) found.push(team);
    }
  }
  return found;
}
