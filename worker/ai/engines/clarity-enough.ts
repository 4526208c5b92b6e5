/**
 * "Is two enough?", "would 8 people on the core team be too many?", "we can only spare two
 * people, is that enough?": a count of the prospect's people weighed against the core team the
 * pages ask for, answered from the offer's figures (content/offer-facts.ts) — never "our pages
 * don't say", as they do.
 */
import { offer } from "../../../content/offer-facts";
import { normalise } from "../../language/normalise";
import { figures } from "../../language/numbers";

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
