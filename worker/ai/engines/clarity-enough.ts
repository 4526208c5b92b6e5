/**
 * "Is two enough?", "would 8 people on the core team be too many?", "we can only spare two
 * people, is that enough?": a count of the prospect's people weighed against the core team the
 * pages ask for, answered from the offer's figures (content/offer-facts.ts) — never "our pages
 * don't say", as they do.
 */
import { offer } from "../../../content/offer-facts";
import { normalise } from "../../language/normalise";
import { figures } from "../../language/numbers";
import { namesParty } from "./clarity-sense";

const WEIGHED =
  /\b(?:enough|too (?:many|few)|sufficient|overkill|(?:is|are|be) (?:that |this |it )?(?:ok|okay|fine|a problem))\b/i;
const COUNT =
  /\b(\d{1,3})\s+(?:(?:of\s+)?(?:our\s+)?[a-z]+\s+)?(?:people|persons?|person|staff|folks|colleagues|of us|members|heads|guys|employees|reps|managers|leads)\b/i;
/** The count is of the people who would take part, not of the company. */
const TAKING_PART =
  /\bcore team\b|\bspare\b|\bfree up\b|\bdedicate|\bput (?:on|forward)|\binvolve|\btake part|\bjoin|\bcommit|\ballocate|\bavailable\b|\bfor (?:this|it|the simulation|the sessions)\b|\b(?:from|on) (?:our|my) side\b/i;

export function enoughPeople(question: string, message: string): string | null {
  if (!WEIGHED.test(question)) return null;
  // "one person", "a single person": a count, which number words leave as a word.
  const asked = figures(normalise(question)).replace(/\b(?:one|a single)\s+(?=person\b)/gi, "1 ");
  // The count in the question, else in the words it points back at ("is that enough?").
  const said =
    COUNT.exec(asked) ??
    (/\b(?:that|this|it)\b/i.test(asked) ? COUNT.exec(figures(normalise(message))) : null);
  if (!said || !TAKING_PART.test(`${asked} ${message}`)) return null;
  const n = Number(said[1]);
  const { min, max, text } = offer.coreTeam;
  // In the prospect's words: "12 warehouse people".
  const who = n === 1 ? "One person" : said[0];
  if (n < min)
    return `${who} is fewer than the simulation needs: the core team is ${text} who know how the work really gets done, ${offer.timePerWeek}. A second person, even part-time, lets it test how work passes between people.`;
  if (n > max)
    return `${who} are more than the core team needs: ${text} closest to the work is the sweet spot, ${offer.timePerWeek}. The others are interviewed in parallel, and we'd pick ${min}–${max} of them for the core team.`;
  return `Yes — ${who} are enough: the core team is ${text}, ${offer.timePerWeek}, plus ${offer.sprint}.`;
}

/** Everyone, or a whole group of theirs: "all of them", "the whole board", "everybody". */
const EVERYONE =
  /\b(?:all of (?:them|us|those|these)|every(?:one|body)|every (?:[\p{L}-]+ )?(?:managers?|departments?|teams?|leads?|sites?|depots?|branch(?:es)?|stores?|heads?)|the whole (?:team|company|board|department|management|leadership|org\w*)|all (?:our|the|those|these) (?:staff|people|managers|teams?|departments|leads|heads))\b/iu;
/** Having to take part: needed, in the room, involved. */
const MUST_BE_THERE =
  /\b(?:need|needs|needed|have to|has to|must|should|required|want)\b.{0,40}\b(?:in the room|there|involved|take part|join|attend|in (?:it|the sessions|the sprint))\b|\b(?:in the room|take part|be involved|attend)\b/i;

/** "Do you need all of them in the room?": not everyone — the core team, the others in parallel. */
export function everyoneNeeded(question: string): string | null {
  if (!EVERYONE.test(question) || !MUST_BE_THERE.test(question)) return null;
  const { min, max, text } = offer.coreTeam;
  return `Not everyone: the core team is ${text} closest to the work, ${offer.timePerWeek}. The others are interviewed in parallel, and we'd pick ${min}–${max} of them for the core team.`;
}

/**
 * A group of people asked into the interviews: "can the freelancers be interviewed too?", "would
 * the engineers need to be in the interviews?".
 */
const INCLUDED =
  /\b(?:can|could|would|will|should|do|does)\s+(?:the\s+|our\s+|their\s+|we\s+(?:also\s+)?(?:include|involve|interview)\s+(?:the\s+|our\s+)?)?([\p{L}-]+(?:\s[\p{L}-]+)?)\s+(?:also\s+)?(?:be\s+(?:interviewed|involved|included|consulted|part of it)|take part|join in|(?:(?:need|have|want) to\s+)?(?:be\s+in (?:the |those |your )?(?:interviews|sessions|workshops|sprint)|sit in on))\b/iu;

/** Words that open a verb phrase, never a group of people: "need to", "also have to", "really". */
const NOT_A_GROUP =
  /^(?:need|needs|needed|have|has|had|want|wants|got|ought|also|still|really|actually|definitely|probably|likely|usually|typically|then|there|just|all|both)\b/i;

/** Who is interviewed: the core team, the others in parallel — a group the pages don't name, plainly. */
export function othersIncluded(question: string): string | null {
  const who = INCLUDED.exec(question)?.[1];
  // A third party of theirs taking part is who takes part from outside (clarity-situations.ts).
  // A process of theirs is what the simulation covers, not people (clarity-process-scope.ts).
  if (!who || /^(?:you|we|i|it|this|they)$/i.test(who) || namesParty(question)) return null;
  // "which people would need to be involved?": a verb before "be involved" names no group.
  if (NOT_A_GROUP.test(who)) return null;
  if (/\b(?:process(?:es)?|workflows?|procedures?|flows?)\b/i.test(who)) return null;
  const { text } = offer.coreTeam;
  return `Our pages don't single out ${who.toLowerCase()}. What they say: the core team is ${text} closest to the work, ${offer.timePerWeek}, and the others are interviewed in parallel — whether that takes in ${who.toLowerCase()} is one for a consultant: [book a free 30-minute call](https://cal.com/clarity-readiness/30min).`;
}

/**
 * Only some of their people: "can we do this with just head office people?", "could it be only
 * the finance team?" — a group, asked instead of the ones doing the work.
 */
const ONLY_SOME =
  /\b(?:can|could|would|is it (?:ok|okay|possible) to)\b.{0,30}\b(?:with|using|be)\s+(?:just|only|purely)\s+(?:the\s+|our\s+)?([\p{L}-]+(?:\s[\p{L}-]+)?)\s+(?:people|staff|team|folks|guys|managers|side)\b/iu;

/** Whether a smaller group can do it: the core team is who knows the work, the rest interviewed. */
export function onlySome(question: string): string | null {
  if (!ONLY_SOME.test(question)) return null;
  const { text } = offer.coreTeam;
  return `It can be a small group, but it has to be the people who know how the work really gets done: the core team is ${text}, ${offer.timePerWeek}. If that work happens elsewhere, one person from there belongs in it; everyone else is interviewed in parallel, which takes far less of their time.`;
}
