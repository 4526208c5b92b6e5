/**
 * Who voices a doubt reported rather than held: "our IT director says we don't need this", "my
 * CFO thinks it's overkill", "the board reckons the vendor can do it". The answer is then one to
 * take back to them ("your IT director"), when the doubt is in what they say; the writer's own
 * doubt has no one to name.
 */
const REPORTED =
  /\b(?:our|my|the)\s+((?:[\p{L}&-]+\s+){0,2}?(?:director|manager|ceo|cfo|coo|cio|cto|md|fd|boss|board|owner|owners|founder|chairman|chair|president|partner|partners|head of [\p{L}]+|lead|it guy|it team|finance team|controller))\s+(?:(?:still|really|honestly|apparently|just)\s+)?(?:says?|said|thinks?|thought|reckons?|feels?|believes?|insists?|argues?|claims?|keeps saying|is convinced|isn'?t convinced|doesn'?t (?:think|see|believe))\b(?=[^.?!]{0,80}?\b(?:(?:don'?t|do not|doesn'?t) need|no need|not needed|overkill|waste|pointless|unnecessary|ourselves|in-?house|for free|not worth|too (?:expensive|much|long)|sceptic\w*|skeptic\w*|not convinced|doubt\w*|could just|can just|chat ?gpt|copilot|vendor|integrator|partner)\b)/iu;

/** Whose reported doubt a message carries, as the answer names them ("your IT director"), if any. */
export function doubterNamed(text: string): string | undefined {
  const m = REPORTED.exec(text);
  if (!m) return undefined;
  const who = m[1]!.replace(/\b(it|md|fd|ceo|cfo|coo|cio|cto)\b/gi, (w) => w.toUpperCase());
  return `your ${who}`;
}
