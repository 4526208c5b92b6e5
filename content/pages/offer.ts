import { assessmentAction, callAction } from "../next-step";
import { offer } from "../offer-facts";
import type { PageContent } from "../types";

export const solution: PageContent = {
  eyebrow: "The solution",
  lead: "Traditional projects commit first and learn later. A readiness simulation learns first.",
  sections: [
    {
      title: "Two ways to start a project",
      blocks: [
        {
          type: "compare",
          left: {
            title: "Traditional Approach",
            items: [
              "3–6 months of discovery at $200K–$500K",
              "Requirements from a few workshops",
              "Vendor demo stands in for proof",
              "Risks surface after the contract is signed",
              "Change orders fix what discovery missed",
            ],
          },
          right: {
            title: "SIMULATION FIRST",
            items: [
              `${offer.duration} at ${offer.price.text}`,
              "Every stakeholder interviewed in parallel",
              "A working prototype tested by your team",
              "Risks surface while they are cheap to fix",
              "Vendors price a tested, vendor-neutral scope",
            ],
          },
        },
      ],
    },
  ],
  next: {
    title: "Test your project the simulation-first way",
    intro: "See what a simulation would find in your project, and what it costs.",
    actions: [assessmentAction, { label: "See the investment", to: "/investment" }],
  },
};

export const whatChanged: PageContent = {
  eyebrow: "What changed",
  lead: "AI made the consulting process itself something you can simulate.",
  sections: [
    {
      title: "The consulting process, simulated",
      blocks: [
        {
          type: "text",
          text: "Discovery used to be slow because people were the bottleneck: a consultant could interview one stakeholder at a time, write up notes and build slides. Clarity interviews stakeholders in parallel, reconciles their answers and builds a working prototype while the team is still engaged.",
        },
        {
          type: "cards",
          columns: 3,
          items: [
            {
              title: "Parallel interviews",
              text: "Every stakeholder is heard in the same week, not over three months.",
            },
            {
              title: "Prototypes in hours",
              text: "Critical workflows are built and tested during the simulation sprint.",
            },
            {
              title: "Answers in weeks",
              text: `A full readiness report in ${offer.duration} instead of a 6–18 month gamble.`,
            },
          ],
        },
      ],
    },
  ],
  next: {
    title: "See the new process at work",
    intro: "Four phases, about ten hours of your team's time.",
    actions: [assessmentAction, { label: "How it works", to: "/how" }],
  },
};

export const useCases: PageContent = {
  eyebrow: "Use cases",
  lead: "Where a readiness simulation pays for itself — and the issues it catches before they cost you.",
  sections: [
    {
      title: "What we simulate",
      blocks: [
        {
          type: "cards",
          columns: 3,
          items: [
            {
              title: "ERP Implementations",
              text: "NetSuite, SAP Business One, Microsoft Dynamics, Acumatica and others — finance, inventory and operations on one system.",
              lists: [
                {
                  heading: "Common issues caught",
                  items: [
                    "Month-end close that can't run in the new flow",
                    "Inventory and order data that won't migrate cleanly",
                    "Customer master owned by nobody",
                  ],
                },
              ],
            },
            {
              title: "CPQ Systems",
              text: "Quoting, pricing and approvals for complex or configurable products.",
              lists: [
                {
                  heading: "Common issues caught",
                  items: [
                    "Product catalog too messy to configure",
                    "Discount approvals without an owner",
                    "Quotes that can't flow into ERP orders",
                  ],
                },
              ],
            },
            {
              title: "AI Adoption Projects",
              text: "Assistants, agents and automation across sales, service and operations.",
              lists: [
                {
                  heading: "Common issues caught",
                  items: [
                    "Data the AI may not or cannot access",
                    "Use cases with no measurable outcome",
                    "Teams that won't trust the output yet",
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  next: {
    title: "Is your project one of them?",
    intro: "Describe it to Clarity in five minutes, or talk it through with us.",
    actions: [assessmentAction, callAction],
  },
};

export const outcomes: PageContent = {
  eyebrow: "Outcomes",
  lead: "Every simulation ends in one of four clear outcomes, with five deliverables you keep either way.",
  sections: [
    {
      title: "Four possible outcomes",
      blocks: [
        {
          type: "cards",
          columns: 2,
          items: [
            {
              title: "Green Light",
              badge: { label: "Go", tone: "success" },
              text: "Scope, team, budget and vendor fit hold up under testing. Commit with confidence and a plan you can defend.",
            },
            {
              title: "Adjust Before You Commit",
              badge: { label: "Adjust", tone: "warning" },
              text: "The project is viable with specific changes — scope, sequencing, timeline or vendor. You know exactly what to change.",
            },
            {
              title: "Strategic No-Go",
              badge: { label: "Stop", tone: "danger" },
              text: `The project would not pay off now. Stopping typically saves ${offer.noGoSaves} and a year of disruption.`,
            },
            {
              title: "Team Realignment",
              badge: { label: "Realign", tone: "primary" },
              text: "The technology fits, but goals and ownership don't. Align the team first, then re-run the simulation.",
            },
          ],
        },
      ],
    },
    {
      title: "Five deliverables",
      tone: "muted",
      blocks: [
        {
          type: "list",
          marker: "check",
          items: [
            "Delivered project and software — the prototype and everything built",
            "Readiness analysis",
            "Requirements and RFP foundation",
            "Implementation blueprint",
            "Proof of concept or proof of failure",
          ],
        },
        {
          type: "actions",
          items: [
            { label: "See a sample RFP", to: "/rfp" },
            { label: "See a sample technical specification", to: "/spec-document" },
            { label: "Try the working prototype", to: "/working-prototype" },
          ],
        },
      ],
    },
  ],
  next: {
    title: "Find out which outcome is yours",
    intro: "Start with the free assessment; see what a full simulation costs.",
    actions: [assessmentAction, { label: "See the investment", to: "/investment" }],
  },
};
