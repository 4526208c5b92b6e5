import { assessmentAction, callAction } from "../next-step";
import { offer } from "../offer-facts";
import type { PageContent } from "../types";
import { phases } from "./how-phases";

export const how: PageContent = {
  eyebrow: "How it works",
  lead: "Four phases and about ten hours of your team's time turn an expensive guess into evidence: a simulation of your project, run by your people, before you commit.",
  sections: [
    {
      id: "simulation-process",
      title: "The simulation process",
      blocks: [
        {
          type: "text",
          text: "Clarity, our AI agent, interviews your stakeholders, gathers requirements, runs a simulation sprint with your core team, builds a prototype and produces a readiness and gap report. Re-run it until the answer is clear.",
        },
        { type: "scroll", label: "Start My Readiness Simulation", target: "try-it-yourself" },
      ],
    },
    {
      id: "four-phases",
      title: "The four phases",
      tone: "muted",
      blocks: [{ type: "phases", items: phases }],
    },
    {
      title: "De-risk through simulation",
      eyebrow: "Methodology",
      blocks: [
        {
          type: "text",
          text: `Traditional discovery costs ${offer.traditional.discovery}, and it still ends with a plan nobody has tested. A simulation costs ${offer.shareOfDiscovery} of that and ends with evidence.`,
        },
      ],
    },
    {
      id: "timeline-investment",
      title: "Timeline and investment",
      tone: "muted",
      blocks: [
        {
          type: "stats",
          items: [
            { value: offer.duration, label: "from kickoff to final report" },
            { value: offer.price.text, label: "simulation investment" },
            { value: "~1 hour / week", label: "per core team member" },
            { value: "5–10 hours", label: "hands-on simulation sprint" },
          ],
        },
      ],
    },
    {
      title: "It's Okay to Fail Here",
      intro: "A simulation is the cheapest place for a project to fail.",
      blocks: [
        {
          type: "stats",
          items: [
            { value: offer.price.text, label: "spend on the simulation" },
            { value: "$500K+", label: "save by not starting the wrong project" },
            { value: offer.roi, label: "return on the simulation" },
          ],
        },
      ],
    },
    {
      id: "what-you-receive",
      title: "What you receive",
      tone: "muted",
      blocks: [
        {
          type: "cards",
          columns: 3,
          items: [
            {
              title: "Delivered project and software",
              text: "The working prototype and everything built during the simulation is yours.",
            },
            {
              title: "Readiness analysis",
              text: "Where your organisation is ready, where it isn't, and why.",
            },
            {
              title: "Requirements and RFP foundation",
              text: "Vendor-neutral requirements your shortlist must price against.",
            },
            {
              title: "Implementation blueprint",
              text: "Phases, owners, integrations and risks for the real build.",
            },
            {
              title: "Proof of concept or proof of failure",
              text: "Either way, evidence — not opinions.",
            },
          ],
        },
      ],
    },
    {
      id: "possible-outcomes",
      title: "Possible outcomes",
      blocks: [
        {
          type: "cards",
          columns: 4,
          items: [
            {
              title: "Green Light",
              badge: { label: "Go", tone: "success" },
              text: "Ready to commit: scope, team and budget hold up.",
            },
            {
              title: "Adjust Before You Commit",
              badge: { label: "Adjust", tone: "warning" },
              text: "Viable with changes to scope, timeline or vendor.",
            },
            {
              title: "Strategic No-Go",
              badge: { label: "Stop", tone: "danger" },
              text: "The project would not pay off now — and you kept the budget.",
            },
            {
              title: "Team Realignment",
              badge: { label: "Realign", tone: "primary" },
              text: "The plan works, but the team must agree on goals and owners first.",
            },
          ],
        },
      ],
    },
    {
      title: "For implementation consultants",
      tone: "muted",
      blocks: [
        {
          type: "text",
          text: "Use the simulation as a pre-engagement step: win the deal with a client who has already seen the plan work, start aligned, and cut the change orders that erode your margin.",
        },
        { type: "actions", items: [{ label: "Contact Us About Partnerships", to: "/try" }] },
      ],
    },
  ],
  next: {
    id: "try-it-yourself",
    title: "Try it yourself",
    intro: `Start with ${offer.freeAssessment} with Clarity — your roadmap and assessment follow within ${offer.roadmapWithin}.`,
    actions: [assessmentAction, callAction],
  },
};
