/**
 * Two questions about the simulation's place in the business, answered from the pages: whether it
 * disturbs the running business ("is there a risk the simulation disturbs production?": it works
 * on a prototype with anonymised sample data, and asks hours of a few people), and what comes
 * after it, whether we implement too (the outcomes and what they keep; the pages don't say we
 * implement, they say the simulation is vendor-neutral); and, asked by a partner, whether we compete
 * for their implementation work (the pages' word to implementation consultants). Called by the question's shape
 * (clarity-shaped-answer.ts), before a page's passage is pasted for one of its words.
 */

import { offer } from "../../../content/offer-facts";
import { partnersPassage } from "./clarity-partner";
import { list } from "./clarity-words";

/** Getting in the business's way: "disturb", "disrupt", "get in the way of", "interfere with". */
const DISTURB =
  /\b(?:disturb\w*|disrupt\w*|interfer\w*|get(?:s|ting)? in the way|interrupt\w*|slow(?:s|ing)? (?:down|us)|hold(?:s|ing)? up|halt\w*|take (?:us|it|them) offline|knock-on|downtime)\b/i;
/** What keeps running: production, operations, the business, live systems, the day-to-day. */
const RUNNING =
  /\b(?:production|operations?|the business|business as usual|day[- ]to[- ]day|daily|running|live|systems?|deliveries|orders|plants?|shop ?floor|sites?|customers?|service|work|shifts?)\b/i;

/** The simulation's footprint on the running business, or null when the question isn't that. */
export function disturbAnswer(question: string): string | null {
  if (!DISTURB.test(question) || !RUNNING.test(question)) return null;
  return `It shouldn't touch production: the simulation works on a prototype Clarity builds, and anonymised sample data is enough for it, so your live systems stay as they are. What it asks of the business is time — a core team of ${offer.coreTeam.text}, ${offer.timePerWeek}, plus ${offer.sprint}.`;
}

/** Implementing: "do you also implement?", "is it you who build it?", "carry out the implementation". */
const IMPLEMENT =
  /\b(?:implement\w*|build(?:s|ing)? (?:it|the system|the thing)|do(?:es)? the build|carry out|roll(?:s|ing)? (?:it )?out|who builds|deliver(?:s)? the (?:system|project))\b/i;
/** Asked of us: "do you", "your firm", "you guys". */
const OF_US = /\b(?:you|your (?:firm|company|team|side|people)|you guys|y'?all|u)\b/i;
/** After the simulation: "after it", "once it concludes", "what happens next". */
const AFTER =
  /\b(?:after(?:wards)?|once|then|next|following|at the end|when (?:it'?s|the simulation is) (?:done|over|finished))\b/i;

/** Our record asked ("have you ever delivered an implementation this size?"): not what comes after. */
const DONE_BEFORE =
  /\b(?:have|has)\s+(?:you|your \w+|you guys|you lot|y'?all)\b[^?.]{0,15}\b(?:delivered|done|led|run|ran|managed|handled|worked on|implemented)\b/i;

/**
 * A partner asking whether we are a rival for their work: "would you end up competing with us?",
 * "will you try to take over the implementation from us?".
 */
const RIVAL =
  /\b(?:compet\w*|rivals?|step(?:ping)? on (?:our|my) toes|poach\w*|cut (?:us|me) out|go(?:ing)? around (?:us|me)|take (?:the|our|my) (?:work|business|clients?|deals?)|take (?:it |the \w+ |that )?over|take over (?:the|our|my)|take (?:it|the \w+|that) (?:away|off) (?:from )?(?:us|me))\b/i;
/** "Simulate CRM implementations": implementations as the kind of project simulated, not our doing. */
const SIMULATED_KIND =
  /\b(?:simulat\w*|cover\w*|handle|test|model)\b[^?.]{0,30}\bimplementations?\b/i;

/** What comes after the simulation and whether we implement, or null when the question isn't that. */
export function afterAnswer(question: string): string | null {
  if (!IMPLEMENT.test(question) || !OF_US.test(question) || DONE_BEFORE.test(question)) return null;
  if (RIVAL.test(question) || SIMULATED_KIND.test(question)) return null;
  if (
    /\b(?:partners?|consultan\w*|integrators?|vendors?|resellers?|agency|agencies|implementers?)\b/i.test(
      question,
    ) &&
    !AFTER.test(question)
  )
    return null;
  const [go, adjust, noGo, realign] = offer.outcomes;
  return `After the simulation you have a verdict — **${go}**, **${adjust}**, **${noGo}** or **${realign}** — and you keep every deliverable: the prototype, ${list([...offer.deliverables.slice(1, 4)])}. Our pages don't say that we implement the system ourselves; what they do say is that the simulation is vendor-neutral, so the requirements and the blueprint are there for whichever vendor or implementation partner you choose.`;
}

/**
 * Whether we compete for a partner's implementation work ("would you end up competing with us for
 * the implementation?"): the pages place the simulation before the implementation, as a
 * pre-engagement step for implementation consultants, and keep it vendor-neutral.
 */
export function rivalAnswer(question: string): string | null {
  if (
    !RIVAL.test(question) ||
    !/\b(?:implement\w*|build|rollout|projects?|work|clients?|deals?)\b/i.test(question)
  )
    return null;
  const partners = partnersPassage();
  if (!partners) return null;
  return `The pages put the simulation before the implementation, not in it. Their word to implementation consultants: ${partners.text} The simulation is vendor-neutral, so its requirements and blueprint go to whichever vendor or implementation partner your client chooses. More on [How it works](${partners.url}).`;
}
