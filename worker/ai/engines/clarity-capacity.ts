/**
 * No time to spare — a peak season, a function that is one person, a cap on hours — answered
 * with what a simulation asks of the prospect's side (content/offer-facts.ts), and honestly: the
 * pages set no start dates, so when it fits is a question for the call. What it asks is said
 * once a conversation; a second such risk gets the short answer.
 */
import { offer } from "../../../content/offer-facts";
import type { ClarityMemory, Risk } from "../memory/clarity-memory";
import { links } from "./clarity-answers";

export function capacityAnswer(r: Risk, f: ClarityMemory): string {
  const said = r.text.replace(/^Capacity:\s*/, "");
  // Said once: when a capacity risk came before this one (one said after it in the same message
  // has not been answered yet, and no other kind of risk says what a simulation asks).
  const at = f.risks.findIndex((x) => x.id === r.id && x.text === r.text);
  const before = f.risks.slice(0, at < 0 ? f.risks.length : at).some((x) => x.id === "capacity");
  const asks = before
    ? ""
    : ` From your side a simulation asks ${offer.coreTeam.text} in a core team, ${offer.timePerWeek} and ${offer.sprint}, over ${offer.duration} from kickoff.`;
  if (/ is one person$/.test(said))
    return `Noted — with ${said.replace(/ is one person$/, "")} being one person, their hours are the constraint.${asks} Who else can cover their scenarios is worth settling before the sprint.`;
  if (/ at most$/.test(said))
    return `Noted as a risk: ${said}.${asks || ` The pages ask ${offer.timePerWeek}.`} Not everyone needs to give that much — only the core team does — so who joins it is worth settling when you ${links.call}.`;
  // "flat out Nov-Dec" is said of them: "you're flat out Nov-Dec".
  const load = /^(?:flat out|slammed|maxed out|at capacity|run off)/.test(said)
    ? `you're ${said}`
    : said;
  return `Noted as a risk: ${load}.${asks} Our pages don't set start dates, so whether the sprint fits around that is worth settling when you ${links.call}.`;
}
