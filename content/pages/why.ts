import { assessmentAction, callAction } from "../next-step";
import { offer } from "../offer-facts";
import type { PageContent } from "../types";

export const why: PageContent = {
  eyebrow: "Why we built this",
  lead: "Every era has had its source of leverage. Ours is clarity: knowing what will work before the money, time and trust are spent.",
  sections: [
    {
      id: "why-built",
      title: "Why we built Clarity",
      blocks: [
        {
          type: "text",
          text: "Most software projects don't fail in the build. They fail in the first weeks — when requirements are guessed, stakeholders are never really asked, and a contract fixes a plan nobody has tested.",
        },
        {
          type: "text",
          text: "We built Clarity so mid-market companies can run the project before they buy it: a simulation with their own people, their own processes and their own data, that ends in a clear recommendation.",
        },
      ],
    },
    {
      id: "what-changed",
      title: "What changed",
      tone: "muted",
      blocks: [
        {
          type: "text",
          text: "Until recently, understanding a project properly meant months of consultant interviews and workshops at $200K–$500K. AI changed the economics: Clarity interviews stakeholders in parallel, turns answers into requirements in hours and builds a working prototype in days.",
        },
        {
          type: "table",
          caption: "Three eras of leverage",
          columns: [
            "Era",
            "Power source",
            "Leverage",
            "Efficiency driver",
            "Waste source",
            "Example",
          ],
          rows: [
            [
              "Agricultural",
              "Land and labour",
              "More hands in the field",
              "Tools and irrigation",
              "Bad harvests, idle land",
              "A farm that doubles output with a plough",
            ],
            [
              "Industrial",
              "Machines and energy",
              "Scale of production",
              "Standardisation",
              "Overproduction, downtime",
              "An assembly line that builds cars by the thousand",
            ],
            [
              "Intellectual",
              "Knowledge and software",
              "Clarity of decisions",
              "Information and AI",
              "Misalignment and rework",
              "A project proven in simulation before it is funded",
            ],
          ],
        },
      ],
    },
    {
      id: "who-its-for",
      title: "Who it's for",
      blocks: [
        {
          type: "text",
          text: "Leaders of mid-market companies — CFOs, COOs, CEOs, IT and transformation leads — who are about to commit to an ERP, CRM, CPQ or AI project, and the consultants who implement them.",
        },
      ],
    },
    {
      id: "deeper-why",
      title: "The deeper why: three insights",
      tone: "muted",
      blocks: [
        {
          type: "cards",
          columns: 3,
          items: [
            {
              eyebrow: "Insight 1",
              title: "Misalignment is the real cost",
              text: "The expensive failures are rarely technical. They come from teams that agreed in meetings and disagreed in practice.",
            },
            {
              eyebrow: "Insight 2",
              title: "Testing is now cheap",
              text: "What used to need a three-month discovery can be simulated in weeks, so there is no longer a reason to commit blind.",
            },
            {
              eyebrow: "Insight 3",
              title: "A no is a result",
              text: "Stopping a project that wouldn't work is worth as much as accelerating one that will.",
            },
          ],
        },
      ],
    },
    {
      id: "why-fail",
      title: "Why projects fail",
      blocks: [
        {
          type: "list",
          marker: "cross",
          items: [
            "Requirements written by the few people who had time, not the people who do the work",
            "Integrations and data ownership discovered after go-live is scheduled",
            "A vendor demo standing in for proof that the process fits",
            "Budgets set before anyone tested the scope",
          ],
        },
        {
          type: "cards",
          columns: 2,
          items: [
            {
              title: "Impact for companies",
              text: `Commit with evidence, negotiate from a tested scope, and avoid the ${offer.traditional.cost} cost of a wrong start.`,
            },
            {
              title: "Impact for consultants",
              text: "Start engagements aligned, win deals with a client who already trusts the plan, and cut change orders.",
            },
          ],
        },
      ],
    },
  ],
  next: {
    id: "our-belief",
    title: "Our belief",
    intro:
      "Certainty before commitment. Every team deserves to know where its project will work before it bets the budget on it.",
    actions: [assessmentAction, callAction],
  },
};
