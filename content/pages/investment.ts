import { assessmentAction, callAction } from "../next-step";
import { offer } from "../offer-facts";
import type { PageContent } from "../types";

export const investment: PageContent = {
  eyebrow: "Investment",
  lead: `A simulation costs ${offer.shareOfDiscovery} of traditional discovery and answers the question discovery can't: will this work for us?`,
  sections: [
    {
      title: "The numbers",
      blocks: [
        {
          type: "stats",
          items: [
            { value: offer.price.text, label: "simulation cost (full simulation from $25,000)" },
            { value: offer.duration, label: "duration" },
            { value: "~1 hour / week", label: "per core team member, 2–5 people" },
            {
              value: offer.traditional.cost,
              label: `traditional project cost over ${offer.traditional.duration}`,
            },
            { value: offer.roi, label: "return on the simulation" },
          ],
        },
        {
          type: "text",
          text: `Time commitment: about an hour a week from each core team member, ${offer.sprint}, and ${offer.executiveTime} — ${offer.totalHours}.`,
        },
        {
          type: "text",
          text: "Projects under $100K are not a fit: the simulation would cost too large a share of the budget.",
        },
      ],
    },
  ],
  next: {
    title: "Start free",
    intro:
      "The first conversation with Clarity is free and takes about five minutes; the initial consult is free too.",
    actions: [assessmentAction, callAction],
  },
};
