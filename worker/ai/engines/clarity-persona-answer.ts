/**
 * What the simulation gives one role, from the /who page's "Who we work with" cards: "I'm the
 * CFO. What do I specifically get out of this?", "what does the COO get out of it" — the card
 * of that role (the budget owner, the operations leader…), not the list of deliverables.
 */
import { whoCards } from "./clarity-who-cards";

/** The role's words a prospect uses, for each card's eyebrow. */
const ROLES: readonly [RegExp, RegExp][] = [
  [/^CFO$/, /\b(?:cfo|finance director|fd|head of finance|financial controller|controller)\b/i],
  [/^COO$/, /\b(?:coo|operations director|ops director|head of (?:operations|ops)|ops lead)\b/i],
  [/^CEO/, /\b(?:ceo|founder|co-?founder|managing director|md|owner|president)\b/i],
  [
    /^IT/,
    /\b(?:cio|cto|it director|it manager|it lead|head of it|digital lead|head of digital)\b/i,
  ],
  [/^PMO/, /\b(?:pmo|project manager|programme manager|program manager|delivery lead)\b/i],
];

/** Asked what it gives them: "what do I get out of this", "what's in it for the COO". */
const GETS =
  /\bwhat(?:'s| is)? in it for\b|\bwhat (?:do|does|would|will) (?:i|we|the|our|my|a|an)\b[^?.]{0,30}\bget out of\b|\bwhy should (?:i|the|our|my|a)\b[^?.]{0,20}\bcare\b|\bwhat(?:'s| is) the (?:benefit|value) (?:for|to)\b/i;

/**
 * The card of the role asked about: named in the question, or ("what do I get?") in the message
 * ("I'm the CFO."). Null when no role is named or nothing is asked of what it gets.
 */
export function personaAnswer(question: string, message: string): string | null {
  if (!GETS.test(question)) return null;
  const own = /\b(?:i|me|my)\b/i.test(question);
  const where = ROLES.find(([, said]) => said.test(question) || (own && said.test(message)));
  if (!where) return null;
  const card = whoCards("personas").find((p) => where[0].test(p.eyebrow));
  if (!card) return null;
  const text = card.text.charAt(0).toLowerCase() + card.text.slice(1);
  return `**${card.title}** (${card.eyebrow}) — someone who ${text} More on [Who it's for](/who#personas).`;
}
