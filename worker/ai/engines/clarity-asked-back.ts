/**
 * "why?" or "what?" right after Clarity's question: why it is asked, or the same question put
 * more simply — then the question again. Never "our pages don't cover that".
 */
import { offer } from "../../../content/offer-facts";
import type { AskedBack } from "../../language/asked-back";
import { questionText } from "../memory/clarity-interview";
import type { ClarityMemory } from "../memory/clarity-memory";
import { vary } from "./clarity-words";

const WHY: Record<string, string> = {
  project:
    "Because the kind of project decides what the simulation tests: an ERP's risks sit in data and the finance cut-over, a CRM's in adoption, a CPQ's in the pricing rules, an AI's in data access and trust.",
  drivers:
    "Because the reason sets what success means: the simulation holds the project to the problem that started it, not to a feature list.",
  departments:
    "Because the teams whose day changes are where a rollout succeeds or stalls: a few of their people work through the prototype in the simulation.",
  systems:
    "Because integrations are where projects slip: every system it has to live with is a hand-off the simulation tests.",
  timeline:
    "Because a date set from outside — a board, an audit, a contract — decides what has to be proven first and what can wait.",
  budget: `Because the simulation has to pay for itself: at ${offer.price.text} it makes sense for projects of roughly $${offer.projectSize.min / 1000}K and up, and a rough range lets me tell you honestly whether it fits.`,
  coreTeam: `Because the simulation runs on ${offer.coreTeam.text} who know how the work really gets done, ${offer.timePerWeek}: who they are decides what it can test.`,
  companySize: `Because we work mostly with companies of ${offer.companySize.text}: your size tells me whether the approach fits as it is.`,
  email: "So the written roadmap has somewhere to go: a consultant sends it within 24–48 hours.",
};
const RISK_WHY =
  "Because that worry is one the simulation can test before you commit, rather than find after go-live.";

const SIMPLER: Record<string, string> = {
  project:
    "Which kind of system is this about — finance and operations (an **ERP**), sales and customers (a **CRM**), quotes and pricing (a **CPQ**), or bringing in **AI**?",
  drivers: "Why are you looking at this now — what isn't working, or what changed?",
  departments: "Whose daily work would change — for example sales, finance or the warehouse?",
  systems:
    "Which software you use today would it need to connect to — your accounting package, a web shop, spreadsheets?",
  timeline: "By when do you need it working?",
  budget:
    "Roughly how much could you spend on the project — the software plus the work to set it up?",
  coreTeam: `Who from your side could give ${offer.timePerWeek.replace(/ per core team member$/, "")} to this — ${offer.coreTeam.text} who know the work?`,
  companySize: "About how many people work at your company?",
  email: "Which email address should I send your written roadmap to?",
};

/**
 * The reply to a "why?" about the question `back.ask` (then `next`, the interview's next
 * question, if any) or a "what?" (the same question put simply).
 */
export function askedBackReply(
  back: { kind: AskedBack; ask: string },
  f: ClarityMemory,
  variant: number,
  next?: string,
): string {
  const question = questionText(back.ask, f);
  if (back.kind === "why") {
    const why =
      WHY[back.ask] ??
      (back.ask.startsWith("risk:") ? RISK_WHY : "Because it shapes what the simulation tests.");
    const lead = vary(variant, ["", "To answer that: "]);
    return [`${lead}${why}`, next ? questionText(next, f) : ""].filter(Boolean).join("\n\n");
  }
  const simpler = SIMPLER[back.ask];
  return simpler
    ? `${vary(variant, ["Sorry — let me put it more simply.", "I'll say it another way."])} ${simpler}`
    : `${vary(variant, ["Sorry — let me put it another way.", "I'll say it differently."])}\n\n${question}`;
}
