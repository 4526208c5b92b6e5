/**
 * What the simulation asks of their people, asked in their words ("what does it involve from my
 * team's side?", "how much hours from them you need?", "how many hrs would my GMs lose?"), and a
 * limit they state beside it ("they can't be away for more than an hour or two a week"): the
 * pages' hours (content/offer-facts.ts, the phases on How it works), met against that limit
 * honestly — what fits, what is heavier, and what the pages don't say. Null otherwise.
 */
import { offer } from "../../../content/offer-facts";
import { toNumber } from "../../language/numbers";
import { links } from "./clarity-answers";

/**
 * Their people: a team, staff, "my warehouse leads", "our recruiters", "them", "from our side" —
 * a plural that names people by their work (-ers, -ors, -ists, -ants, -ents, leads, heads); not
 * the people they sell to or buy from ("when someone leaves we lose the customers too").
 */
const THEIR_PEOPLE =
  /\b(?:my|our|the)\s+(?:[\p{L}-]+\s+){0,2}?(?:team|teams|staff|people|folks|guys|leads|heads|GMs|colleagues|(?!(?:customers|suppliers|vendors|competitors|distributors|dealers|resellers|visitors|investors|donors|lenders|insurers|carriers|couriers)\b)[\p{L}-]+(?:ers|ors|ists|ants|ents))\b|\bthem\b|\bfrom (?:my|our) (?:team['’]?s? )?(?:side|end)\b/iu;
/** Their time, or what it takes of them. */
const TIME_ASKED =
  /\b(?:hours?|hrs?|how much time|time commitment|commitment|put in|away from|lose|take up|tie up|tied up|ask of)\b|\bwhat (?:does|would|will) (?:it|this|the simulation)\b[^?]{0,20}\binvolve\b/i;
/** A question about our fee, their budget or how long the whole runs: others answer those. */
const NOT_TIME =
  /\b(?:cost|costs|price|fee|fees|pay|paid|money|budget|charge|how long (?:does|will|would) (?:it|the simulation|this) (?:take|run|last))\b/i;

/** Whether a question asks what the simulation takes of their people's time. */
export const asksTeamTime = (question: string) =>
  TIME_ASKED.test(question) && THEIR_PEOPLE.test(question) && !NOT_TIME.test(question);

/** A weekly limit they state: "an hour or two a week", "half an hour a week at most". */
const LIMIT =
  /\b((?:half(?:\s+an?)?|an?|one|two|three|four|\d+(?:[.,]5)?)(?:\s*(?:or|to|-|–)\s*(?:one|two|three|four|five|\d+))?)\s*(?:hours?|hrs?|h)(?:\s*(?:or|to)\s*(one|two|three|four|five|\d+))?\s*(?:a|per|each|every|\/)\s*(?:week|wk)\b/i;

/** The most hours a week the limit allows, and its words; null when none is stated. */
export function weeklyLimit(text: string): { hours: number; words: string } | null {
  const m = LIMIT.exec(text);
  if (!m) return null;
  // "an hour or two a week": the second figure is the top, after the unit.
  const said = (m[2] ?? m[1]!).toLowerCase();
  const top = said.split(/\s*(?:or|to|-|–)\s*/).at(-1)!;
  const hours = /^half/.test(top) ? 0.5 : /^an?$/.test(top) ? 1 : toNumber(top.replace(",", "."));
  return Number.isFinite(hours) ? { hours, words: m[0].trim() } : null;
}

/** The answer: the pages' hours, then the stated limit met honestly. */
export function teamTimeAnswer(question: string, message: string): string | null {
  if (!asksTeamTime(question)) return null;
  const hours = `a core team of **${offer.coreTeam.text}**, ${offer.timePerWeek}, plus ${offer.sprint} and ${offer.executiveTime} — ${offer.totalHours}, over ${offer.duration}.`;
  const limit = weeklyLimit(message);
  // The pages place the sprint in phases; how it is cut into sessions they leave to planning.
  const phases =
    "[How it works](/how) places the sprint in two phases (hours 3–6 with the core team, then 7–10); how it is cut into sessions is planned with you";
  if (!limit)
    return `From your side: ${hours} ${phases} — a consultant can fit it around your people: ${links.contact}.`;
  if (limit.hours >= 1)
    return `From your side: ${hours} Against ${limit.words}: the weekly hour fits within it. The heavier part is the sprint — ${phases}, around their other work: ${links.contact}.`;
  return `From your side: ${hours} That is more than ${limit.words}: the pages ask about an hour a week of each core team member. The core team is ${offer.coreTeam.text}, not everyone, so it can be those who can give the hour — ${phases}; a consultant can tell you whether less can work: ${links.contact}.`;
}
