/**
 * The service doubted as consulting by another name, asked sideways: "so you're basically a
 * consultancy?", "so you're selling consultancy with an AI badge on it?", "isn't this just
 * consultants with a chatbot?". Answered from what the pages say of who does the work (/who,
 * "Who we are") and the offer's fixed terms (content/offer-facts.ts).
 */
import { offer } from "../../../content/offer-facts";

export { consultancyDoubted } from "../../language/consultancy-doubt";

/** The answer: who does the work, what is fixed, what it ends in; `second` words it again. */
export function consultancyAnswer(second = false): string {
  return second
    ? `Put simply: a fixed-scope simulation (${offer.price.text}, ${offer.duration}), run by Clarity with your own people, not a consulting engagement billed by the day. See [Who we are](/who#who-we-are).`
    : `Not a consultancy in the usual sense: Clarity, our AI agent, does the interviewing, analysis and prototyping, and our people design the simulation, challenge the findings and stand behind the report. It's fixed in scope and price (${offer.price.text}, ${offer.duration}), vendor-neutral, and ends in one of four outcomes — not open-ended consulting days. See [Who we are](/who#who-we-are).`;
}
