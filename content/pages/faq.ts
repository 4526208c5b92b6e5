import { assessmentAction, callAction } from "../next-step";
import { offer } from "../offer-facts";
import type { PageContent } from "../types";

export const faqItems = [
  {
    question: "How long does a readiness simulation take?",
    answer: `About 6 weeks at roughly 1 hour per week for each core team member, plus ${offer.sprint}. Most simulations finish within ${offer.duration}.`,
  },
  {
    question: "How much of my team's time does it need?",
    answer: `A core team of ${offer.coreTeam.text}, about an hour a week each, the simulation sprint, and ${offer.executiveTime} — ${offer.totalHours}.`,
  },
  {
    question: "What does it cost?",
    answer: `${offer.price.long}, about ${offer.shareOfDiscovery} of a traditional discovery phase. The first ${offer.firstConversation} conversation with Clarity and the initial consult are free.`,
  },
  {
    question: "What if the simulation says no?",
    answer: `Then it has done its job. A Strategic No-Go typically saves ${offer.noGoSaves}. You keep every deliverable, and you can re-run the simulation when circumstances change.`,
  },
  {
    question: "Do we need to have chosen a vendor?",
    answer:
      "No. The simulation is vendor-neutral: you get requirements and an RFP foundation that any shortlisted vendor can price against.",
  },
];

export const faq: PageContent = {
  eyebrow: "FAQ",
  lead: "Straight answers about time, cost and what happens if the answer is no.",
  sections: [{ title: "Questions we hear most", blocks: [{ type: "faq", items: faqItems }] }],
  next: {
    title: "Still have a question?",
    intro: "Ask Clarity in the free assessment, or ask us on a call.",
    actions: [assessmentAction, callAction],
  },
};
