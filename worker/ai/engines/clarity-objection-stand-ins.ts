/**
 * Answers to three doubts of clarity-objections.ts, in the offer's own figures
 * (content/offer-facts.ts): that we are a front for someone's sale ("tied"), that a general
 * chatbot would do it for free ("chatbot"), and the bare "convince me" ("make-case").
 */
import { offer } from "../../../content/offer-facts";

/** What the simulation tests, as the answers of clarity-objection-answers.ts say it. */
export const simulationTests = `your core team works through ${offer.sprint} on your real scenarios while a working prototype is built, so the gaps, hidden dependencies and disagreements show up before you sign`;

/** Who pays us, and whom the report is written for; `second` words it again. */
export function tiedAnswer(second = false): string {
  return second
    ? `Put simply: you pay for the simulation, its requirements are vendor-neutral, and its verdict can be no. See [Outcomes](/outcomes).`
    : `Fair question. You pay for the simulation — a fixed ${offer.price.text} — and what it produces is written for you, not for a seller: vendor-neutral requirements and an RFP foundation any shortlisted vendor or integrator can price against, and one of four outcomes, a **Strategic No-Go** among them, which no sales funnel would offer. Implementation consultants can use the simulation as a pre-engagement step, and our pages say so openly, but the report and its verdict are yours. See [How it works](/how).`;
}

/** What a general chatbot's plan lacks that the simulation gives; `second` words it again. */
export function chatbotAnswer(second = false): string {
  return second
    ? `Put simply: a chatbot gives you a plan; the simulation tests one with your own people on a working prototype and says go or no-go. See [How it works](/how).`
    : `A chatbot writes a plan from what you type into it. It doesn't interview your stakeholders, see where their answers disagree, or put a working prototype in front of the people who'll use the system. Clarity interviews your stakeholders in parallel, and then ${simulationTests}. The plan gets tested, not just written — and if it doesn't hold up, the outcome says so: a **Strategic No-Go**, which typically saves ${offer.noGoSaves}. See [How it works](/how).`;
}

/** The whole case in three lines: what it tests, the no-go, the price; `second` words it again. */
export function caseAnswer(second = false): string {
  return second
    ? `Put simply: ${offer.price.text} to find out, on a working prototype with your own people, whether a ${offer.traditional.cost} project will work — before you sign. See [Pricing](/investment).`
    : `Three reasons. It tests, before you commit, whether your team, data and processes are ready: ${simulationTests}. It can say no — a **Strategic No-Go** typically saves ${offer.noGoSaves} and months of disruption. And it costs ${offer.price.text}, about ${offer.shareOfDiscovery} of a traditional discovery (${offer.traditional.discovery}). See [How it works](/how).`;
}
