/**
 * Questions about who takes part, answered from what the pages say of the core team (2–5 people
 * who do the work, working through realistic scenarios; Clarity interviews stakeholders in
 * parallel): whether the project can go ahead without some people ("the clinicians won't take
 * part, is that a deal breaker?"), and whether a person or a role belongs on the core team ("can
 * the guy with the pricing in his head be part of the core team?"). Called by the question's
 * shape (clarity-shaped-answer.ts), before its topics: a role's word ("pricing") is no topic here.
 */
import { offer } from "../../../content/offer-facts";

const team = offer.coreTeam.text;

/** People said not to take part or to have no time: "won't take part", "fully booked", "can't be spared". */
const AWAY =
  /\b(?:won'?t|can'?t|cannot|will not|couldn'?t|aren'?t able to|are unable to|unable to|not able to|don'?t have (?:the )?time to|won'?t have (?:the )?time (?:to|for)|have no time (?:to|for)|never have time (?:to|for))\s+(?:(?:really|honestly|realistically|actually)\s+)?(?:take part|participate|join|attend|be (?:involved|part|there|spared|available)|come|give (?:time|any time|hours))|\bno way (?:they|he|she|we|anyone)(?:'ll| will| can| could)\b|\bwithout (?:them|him|her)\b|\b(?:fully booked|too busy|can'?t make it|(?:can'?t|cannot) be spared|won'?t have (?:the )?time|don'?t have (?:the )?time|no time for (?:this|it|sessions|workshops|interviews)|not available|unavailable)\b/i;
/** Whether that stops the project: "is that a deal breaker?", "does that sink it?", "can we still go ahead?". */
const STOPS =
  /\b(?:deal[- ]?breaker|show[- ]?stopper|non-starter|(?:a |an )?(?:problem|issue|blocker)|sink|kill|rule (?:us|it) out|still (?:work|go ahead|run|happen|be (?:possible|worth it))|go ahead without|do (?:it|this) without|work without|run (?:it )?without|matter)\b/i;

/** "Not a deal breaker" for people who can't take part, or null when the question isn't that. */
export function withoutSomeAnswer(question: string, message: string): string | null {
  if (!STOPS.test(question) || !AWAY.test(message)) return null;
  return `Not a deal breaker in itself. The core team is ${team} who do the work, not everyone: what matters is that someone who knows how that group really works is on it, because their scenarios still have to be represented when the team works through them. Clarity also interviews stakeholders in parallel, so more voices are heard than the core team's.`;
}

/**
 * A question about the core team's members: "core team", or someone "on the team" for the
 * simulation — not the simulation's fee or result ("the return on the simulation fee").
 */
const ON_THE_TEAM =
  /\b(?:core team|core group|on the team|in the team|part of the team|(?:on|in) the simulation(?!['’]s|\s+(?:fees?|costs?|price|spend|budget|investment|reports?|results?|outcomes?|timeline|itself))|take part|participate)\b/i;
/** Asking whether someone belongs: "can X be", "should we include", "is that a bad idea". */
const WHETHER =
  /\b(?:can|could|should|would|shall|do|does|is|are)\b[^.?!]{0,60}\b(?:be|include|join|bring|put|have|sit|part|on|in)\b|\b(?:good|bad|right|sensible|wise) (?:idea|choice|fit|person)\b|\bmake sense\b/i;
/** Someone who holds the rules or the know-how: "in his head", "knows every workaround". */
const HOLDS =
  /\b(?:in (?:his|her|their|my) head|head(?:s)? full of|knows? (?:every|all|how|the)|holds?|keeps? (?:track|it)|only (?:one|person)|rules|logic|lives? in (?:his|her|their)|workarounds?|exceptions|tribal|undocumented|nobody else)\b/i;
/** A question asking how many, or how long: the team's size or time (other answers). */
const HOW_MUCH =
  /\bhow (?:many|much|long|big|often)\b|\bwho (?:should|would|do|does|needs?)\b|\d|\btoo (?:many|few)\b|\benough\b|\b(?:just|only) (?:one|two|a)\b/i;
/** Someone from outside (an integrator, a partner, freelancers): the pages' other answers. */
const OUTSIDE =
  /\b(?:integrators?|partners?|consultants?|vendors?|contractors?|agency|agencies|freelancers?|external|outside|interview\w*)\b/i;

/** Whether a person or role belongs on the core team, from what the pages say, or null. */
export function memberAnswer(question: string, message: string): string | null {
  if (
    !ON_THE_TEAM.test(question) ||
    !WHETHER.test(question) ||
    HOW_MUCH.test(question) ||
    OUTSIDE.test(question)
  )
    return null;
  if (/\b(?:you|your)\b(?! (?:core )?team)/i.test(question.replace(/\bdo you think\b/i, "")))
    return null;
  const holds = HOLDS.test(message);
  return holds
    ? `Yes — that's exactly who the simulation needs. The core team is ${team} who do the work, and the person who holds the rules is the one who can test them against realistic scenarios and their exceptions; it also gets that knowledge out of one head and into the requirements.`
    : `Yes, if they do the work: the core team is ${team} who know how it really gets done, working through realistic scenarios and their exceptions, ${offer.timePerWeek}.`;
}
