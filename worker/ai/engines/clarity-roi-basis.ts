/**
 * "How do you calculate the 900%?", "what is the ROI based on?", "where does the 1,900% come
 * from?": the pages give the return on the simulation beside the fee and a traditional project's
 * cost, and don't show the working — that is the answer, not the stock line of the return alone,
 * and beside a doubt's answer ("figures describe typical engagements") the figure itself.
 */
import { offer } from "../../../content/offer-facts";
import { roiFigure } from "../memory/clarity-topics";

/** The return named: "ROI", "return", or one of its figures on the pages. */
const RETURN = /\broi\b|\breturns?\b|\bpayback\b/i;
/** Asking how a figure is reached: calculated, worked out, based on, come from, measured against. */
const BASIS =
  /\b(?:calculat\w*|comput\w*|work(?:ed|s)? out|arrive[ds]? at|get (?:to|that)|derive[ds]?|based on|come[s]? from|measured|compared (?:to|with|against)|against what|compared to what|methodology|method|maths|math|how (?:is|was|are|were) (?:that|this|it|the|those|these))\b/i;

/** Whether a question or doubt asks how the return figure is reached. */
export const asksRoiBasis = (text: string) =>
  (RETURN.test(text) || roiFigure.test(text)) && BASIS.test(text);

/** What the pages give of the return: its figure, what it sits beside, and that no working is shown. */
export function roiBasisAnswer(): string {
  return `The ${offer.roi} is the return on the simulation that our Investment page gives, beside a fee of ${offer.price.text} and a traditional project cost of ${offer.traditional.cost} over ${offer.traditional.duration}; a Strategic No-Go alone typically saves ${offer.noGoSaves}. The page doesn't show the working; your own simulation ends with cost, timeline and ROI ranges for your project. See [Investment](/investment).`;
}
