import { offer } from "../offer-facts";
import { site } from "../site";
import type { PageContent, Phase } from "../types";

export const phases: Phase[] = [
  {
    number: 1,
    title: "Understand Your Context",
    timeline: "Hours 1–2",
    description:
      "Clarity interviews your stakeholders in parallel and maps how work really flows today.",
    youProvide: [
      "Your goals for the project",
      "Current systems and spreadsheets",
      "Who owns which process",
    ],
    activities: [
      "Parallel AI-led stakeholder interviews",
      "Process and data mapping",
      "Integration inventory",
    ],
    projections: ["Scope of the change by department", "First view of cost and timeline ranges"],
    revealed: [
      "Conflicting expectations between teams",
      "Undocumented workarounds",
      "Hidden system dependencies",
    ],
    objectiveFeedback: [
      "Where stated requirements contradict actual work",
      "Which assumptions carry the most risk",
    ],
    youReceive: [
      "Context map of people, processes and systems",
      "Prioritised list of open questions",
    ],
    whyMatters:
      "Most failures start with requirements collected from too few people. Parallel interviews hear everyone before anything is decided.",
  },
  {
    number: 2,
    title: "Stress Test with Your Team",
    timeline: "Hours 3–6 · core team of 2–5 people",
    description:
      "Your core team works through realistic scenarios — month-end close, a rush order, a discount approval — against the proposed design.",
    youProvide: ["2–5 core people who do the work", "Real examples: orders, quotes, invoices"],
    activities: [
      "Scenario walkthroughs",
      "Edge-case and exception testing",
      "Role and approval checks",
    ],
    projections: ["Adoption risk by role", "Process changes each team must make"],
    revealed: [
      "Steps the new system can't support as designed",
      "Approvals and hand-offs nobody owns",
    ],
    objectiveFeedback: ["Which scenarios pass, bend or break", "Where the team disagrees and why"],
    youReceive: [
      "Scenario results with evidence",
      "Requirements validated by the people who'll use them",
    ],
    whyMatters:
      "Teams agree in meetings and disagree in practice. Stress tests surface that before a vendor builds the wrong thing.",
  },
  {
    number: 3,
    title: "Build & Test",
    timeline: "Hours 7–10",
    description:
      "Clarity builds a working prototype of the critical workflows, and your team tests it hands-on.",
    youProvide: ["Sample data (anonymised is fine)", "Feedback during the hands-on sprint"],
    activities: [
      "Prototype of the critical workflows",
      "Hands-on testing with your team",
      "Integration and data checks",
    ],
    projections: ["Realistic effort for the full build", "Performance and data-quality risks"],
    revealed: ["Data that won't migrate cleanly", "Integrations that need more than a connector"],
    objectiveFeedback: [
      "Task completion and friction by user",
      "Gaps between prototype and must-haves",
    ],
    youReceive: [
      "A working prototype — proof of concept or proof of failure",
      "Technical specification draft",
    ],
    whyMatters:
      "A working prototype ends debates that slides can't. You see the system do your work before you pay for it.",
  },
  {
    number: 4,
    title: "Reality Check & Analysis",
    timeline: "Ongoing, plus the final report",
    description:
      "Everything learned becomes a readiness and gap report with a clear recommendation — and you can re-run the simulation until the answer is clear.",
    youProvide: ["A decision meeting with leadership"],
    activities: [
      "Gap and risk analysis",
      "Vendor-neutral requirements and RFP foundation",
      "Implementation blueprint",
    ],
    projections: ["Cost, timeline and ROI ranges you can defend", "Risk register with owners"],
    revealed: ["Whether the organisation is ready — or what must change first"],
    objectiveFeedback: [
      "An outcome: Green Light, Adjust Before You Commit, Strategic No-Go or Team Realignment",
    ],
    youReceive: [
      "Readiness analysis",
      "Requirements and RFP foundation",
      "Implementation blueprint",
    ],
    whyMatters:
      "The report is written to be acted on: take it to vendors, to the board, or back into another simulation round.",
  },
];

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
    {
      id: "try-it-yourself",
      title: "Try it yourself",
      tone: "brand",
      intro: `Start with ${offer.freeAssessment} with Clarity — your roadmap and assessment follow within ${offer.roadmapWithin}.`,
      blocks: [
        {
          type: "actions",
          items: [
            { label: "Start your free assessment", to: "/try" },
            { label: "Book a 30-minute call", to: site.calendarUrl },
          ],
        },
      ],
    },
  ],
};
