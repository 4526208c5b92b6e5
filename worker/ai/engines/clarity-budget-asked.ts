/**
 * "What budget figure do I need to put forward?", "how much budget should I ask finance for?":
 * a budget asked for without saying whose — the simulation's fee or the project it tests. The
 * honest reply names both (docs/decisions/034, round 7): our price, and the project size the
 * pages say the simulation pays off for. A budget named as theirs ("our project budget", "the
 * budget for the ERP") or as ours ("the budget for the simulation") is the one question it asks.
 */
import { offer } from "../../../content/offer-facts";

/** A budget, asked for as a figure to request, put forward, set aside or plan for. */
const BUDGET_ASKED =
  /\b(?:what|which|how much|how big|how large|what size|ballpark|rough)\b[^?.!]{0,40}\bbudget\w*\b|\bbudget\w*\b[^?.!]{0,20}\b(?:figure|number|amount|line|request|ask(?:ing)? for|put forward|should|need|do we|do i)\b/i;
/** Whose budget it is, said: the project's, the software's, ours. */
const WHOSE =
  /\b(?:(?:project|implementation|software|licen[cs]\w*|system|erp|crm|cpq|vendor|total|overall|it) budget|budget (?:for|of|on) (?:the |our |a |an )?(?:project|implementation|software|licen[cs]\w*|system|erp|crm|cpq|ai|rollout|vendor|simulation|readiness|you|your)|(?:our|my|your|their) (?:\w+ )?budget|simulation|readiness)\b/i;

/** The budget of a project named: "what budget do we need for the ERP project?". */
const FOR_PROJECT =
  /\bfor (?:the |our |an? |this |that )?(?:new )?(?:erp|crm|cpq|ai|software|system|platform|implementation|rollout|licen[cs]\w*|migration|upgrade)\b/i;

/** The reply naming both figures, or null when the question is no such budget question. */
export function budgetAnswer(question: string): string | null {
  if (!BUDGET_ASKED.test(question) || WHOSE.test(question) || FOR_PROJECT.test(question))
    return null;
  return `That depends on which budget you mean, so here are both. For the readiness simulation itself, our fee: **${offer.price.text}** (see [Pricing](/investment)). For the project it tests: our pages say the simulation pays off for projects of ${offer.projectSize.text.split("–")[0]} and up (typically ${offer.projectSize.text}); below ${offer.notAFitBelow.text} of project budget we'd tell you it isn't worth it.`;
}
