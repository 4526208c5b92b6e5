/**
 * After "not a fit at this budget" (docs/decisions/033), what the prospect says next is met as
 * said: an address noted, thanks or a goodbye said back, then the way back in if the budget or
 * the scope changes — not the verdict recalled a third time, and never the interview's next
 * question (the company's size or the core team change nothing at that budget). An "ok", "thx",
 * their address and "bye" after the verdict had each got "N messages in, here's what I have" and
 * "Roughly how many people work at your company?", the address not acknowledged.
 */
import { offer } from "../../../content/offer-facts";
import { promised, type SitePromises } from "../../../content/promises";
import { inDollars } from "../../language/money";
import { smallTalk } from "../../language/small-talk";
import type { ClarityMemory, ReplyPlan } from "../memory/clarity-memory";
import { budgetText, projectName } from "../memory/clarity-roadmap";
import type { Said } from "./clarity-site-answer";
import { plainAck } from "./clarity-small-talk";
import { vary } from "./clarity-words";

/** Whether the budget the prospect gave is below what a simulation pays for itself on. */
export const notAFit = (f: ClarityMemory) =>
  !!f.budget && inDollars(f.budget).max < offer.notAFitBelow.amount;

/** The way back in, with the budget the verdict was given at. */
const wayBackIn = (budget: string) => [
  `If the budget moves from ${budget} or the scope changes, come back and we'll take a fresh look.`,
  `Should the project grow beyond ${budget} — more teams, more systems — I'm here to look again.`,
  `If anything changes on the ${budget} budget or the scope, just tell me here.`,
];

/** The reply to small talk or an address after the verdict, or undefined for anything else. */
export function afterVerdict(
  f: ClarityMemory,
  p: ReplyPlan,
  promises: SitePromises,
  said: Said | undefined,
): string | undefined {
  const parts: string[] = [];
  if (p.learned.email) parts.push(promised.addressNoted(promises, p.learned.email));
  const talk = said && smallTalk(said.text);
  if (talk && !(p.learned.email && talk === "thanks")) parts.push(plainAck(p.n, said.text));
  if (!parts.length) return undefined;
  if (talk !== "farewell" && f.budget) parts.push(vary(p.n, wayBackIn(budgetText(f.budget))));
  return parts.join(" ");
}

/**
 * "thats all for now, bye": a goodbye said back, with the way to have the roadmap in writing when
 * no address was given — no next question ("thats all for now, bye" had been quoted as why now).
 */
export function farewell(
  f: ClarityMemory,
  p: ReplyPlan,
  promises: SitePromises,
  said: Said | undefined,
): string | undefined {
  if (!said || smallTalk(said.text) !== "farewell") return undefined;
  const bye = plainAck(p.n, said.text);
  return projectName(f) && !f.email && !notAFit(f)
    ? `${bye} ${promised.askAddress(promises)}`
    : bye;
}
