import type { PageContent } from "../types";

export const faqItems = [
  {
    question: "How long does a readiness simulation take?",
    answer:
      "About 6 weeks at roughly 1 hour per week for each core team member, plus a 5–10 hour hands-on simulation sprint. Most simulations finish within 4–8 weeks.",
  },
  {
    question: "How much of my team's time does it need?",
    answer:
      "A core team of 2–5 people, about an hour a week each, the simulation sprint, and 2–3 hours of executive check-ins — roughly 10 hours of simulation in total.",
  },
  {
    question: "What does it cost?",
    answer:
      "$25,000–$50,000, about 10–20% of a traditional discovery phase. The first 15-minute conversation with Clarity and the initial consult are free.",
  },
  {
    question: "What if the simulation says no?",
    answer:
      "Then it has done its job. A Strategic No-Go typically saves $500K–$5M. You keep every deliverable, and you can re-run the simulation when circumstances change.",
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
};
