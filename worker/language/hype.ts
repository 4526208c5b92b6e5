/**
 * A doubt that the project is more than hype ("honestly I think it's hype", "AI feels like a
 * fad", "still feels like hype to me"): its worth doubted, answered with what the simulation
 * tests on their own work and the no-go it may end in — never a reason for the project. A doubt
 * that the AI can do one job ("AI can't read our handwriting") is a risk of theirs
 * (clarity-risk-ai-doubt.ts); our figures called hype ("that 900% is hype") doubt us
 * (clarity-objections-trust.ts).
 */

/** The technology named: AI by any of its names. */
const AI =
  /\b(?:AI|A\.I\.|gen ?AI|LLMs?|chat ?gpt|copilot|machine learning|artificial intelligence)\b/i;

/** Hype, a fad, a bubble, a buzzword. */
const HYPE = String.raw`(?:over-?hyped|hyped(?: up)?|hype|a fad|fad|a bubble|buzz-?words?|a gimmick|gimmicky|a solution looking for a problem|shiny (?:new )?(?:toy|object)|bandwagon)`;
const HYPE_SAID = new RegExp(String.raw`\b${HYPE}\b`, "i");

/** Said of "it" without naming it: "it's hype", "feels like hype to me", "all a bit of a fad". */
const OF_IT = new RegExp(
  String.raw`\b(?:it'?s|it is|it all|this is|that'?s|all|feels like|sounds like|seems like|looks like|just|mostly|pure|i think)\b[^.!?]{0,25}?\b${HYPE}\b`,
  "i",
);

/** Our figures or claims called hype: a doubt of ours, not of the project. */
const OURS = /\b(?:your|you)\b[^.!?]{0,40}\bhype\b|\d\s*%|\bfigures?\b|\bnumbers?\b|\bclaims?\b/i;

export const hypeDoubted = (text: string) =>
  HYPE_SAID.test(text) && (AI.test(text) || OF_IT.test(text)) && !OURS.test(text);
