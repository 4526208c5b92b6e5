/**
 * "Could we have something by the 14th of January?", "any chance of findings in hand by December
 * 18th?": the day said (or the one the message gave for "by then"), reckoned from today against
 * the pages' length of a simulation (content/offer-facts.ts), said plainly — room, tight, or not
 * realistic — with who can confirm a start date. Part of the lead-time answer (clarity-terms.ts).
 */
import { offer } from "../../../content/offer-facts";
import { readDate } from "../../language/day";
import { links } from "./clarity-answers";

/** Something of ours asked for by a day: had, ready, done or delivered by, before or in time for it. */
export const READY_BY =
  /\b(?:have|get|see|receive|having|getting|seeing)\b[^?.!]{0,40}\b(?:by|before|in time for)\b|\b(?:ready|done|finished|completed?|in hand|delivered|wrapped up)\b[^?.!]{0,25}\b(?:by|before|in time for)\b|\b(?:deliver|finish|complete|wrap (?:it |this )?up)\b[^?.!]{0,25}\b(?:by|before)\b/i;

/** The pages' shortest and longest simulation, in weeks ("4–8 weeks"). */
const [SHORTEST, LONGEST] = (/(\d+)\D+(\d+)/.exec(offer.duration) ?? [0, 4, 8])
  .slice(1)
  .map(Number) as [number, number];

const WEEK = 7 * 24 * 3600 * 1000;
const dayText = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
const weeksText = (n: number) => (n <= 1 ? "about a week" : `about ${n} weeks`);

/** The reckoning for a day asked by, or null when no day of the future is said. */
export function byTheDate(question: string, message: string, now = new Date()): string | null {
  const today = now.toISOString().slice(0, 10);
  const day = readDate(question, today) ?? readDate(message, today);
  if (!day || day <= today) return null;
  const weeks = Math.round((Date.parse(day) - Date.parse(today)) / WEEK);
  const away = `${dayText(day)} is ${weeksText(weeks)} away, and a simulation runs ${offer.duration} from kickoff`;
  const confirm = `A consultant can confirm a start date: ${links.contact}.`;
  if (weeks < SHORTEST)
    return `${away}, so the full result by then isn't realistic — shorter than the shortest simulation. ${confirm}`;
  if (weeks <= LONGEST)
    return `${away}: possible if it starts within days, tight otherwise. ${confirm}`;
  const startBy = dayText(new Date(Date.parse(day) - LONGEST * WEEK).toISOString().slice(0, 10));
  return `${away}: there is room, if it starts by about ${startBy}. ${confirm}`;
}
