import { assessmentAction } from "../next-step";
import { offer } from "../offer-facts";
import { retention } from "../site";
import type { PageContent } from "../types";

export const about: PageContent = {
  eyebrow: "About us",
  lead: "We help mid-market companies know exactly where a software project will work — before they commit the budget.",
  sections: [
    {
      title: "Our story",
      blocks: [
        {
          type: "text",
          text: "We spent careers delivering ERP, CRM and CPQ programmes — for Fortune 500 companies and for growing firms that bet a year's budget on a single rollout. The pattern was always the same: the projects that succeeded were the ones where everyone understood the work before the contract was signed.",
        },
        {
          type: "text",
          text: "When AI made it possible to interview a whole organisation in parallel and prototype in days, we built Clarity to give every mid-market team that understanding up front.",
        },
      ],
    },
    {
      title: "Mission and vision",
      tone: "muted",
      blocks: [
        {
          type: "cards",
          columns: 2,
          items: [
            {
              eyebrow: "Mission",
              title: "Certainty before commitment",
              text: "Give every company a tested answer before it commits to a major software project.",
            },
            {
              eyebrow: "Vision",
              title: "No more blind starts",
              text: "A world where simulating a project first is as normal as a building inspection.",
            },
          ],
        },
      ],
    },
    {
      title: "Our values",
      blocks: [
        {
          type: "cards",
          columns: 4,
          items: [
            { title: "Clarity first", text: "We say what the evidence says, including no." },
            {
              title: "Start human",
              text: "Technology serves the people who do the work, not the other way round.",
            },
            { title: "Build for adaptability", text: "Plans change; we design for the change." },
            {
              title: "Earn trust through results",
              text: "We measure ourselves by the decisions our clients can defend.",
            },
          ],
        },
      ],
    },
    {
      title: "The team",
      tone: "muted",
      blocks: [
        {
          type: "text",
          text: "Implementation leads, solution architects and operators with decades of combined delivery experience across manufacturing, distribution, healthcare and professional services — working alongside Clarity, our AI agent.",
        },
      ],
    },
  ],
  next: {
    title: "Join us",
    intro:
      "We're looking for implementation consultants and partners who would rather start projects right than rescue them.",
    actions: [
      { label: "Get in touch", to: "/try" },
      { label: "Why we built Clarity", to: "/why" },
    ],
  },
};

export const trust: PageContent = {
  eyebrow: "Trust",
  lead: "Our methods come from delivering real projects, not from theory.",
  sections: [
    {
      title: "Why teams trust us",
      blocks: [
        {
          type: "cards",
          columns: 3,
          items: [
            {
              title: "Fortune 500 Experience",
              text: "Our team has led ERP, CRM and CPQ programmes for Fortune 500 companies and brings that discipline to the mid-market.",
            },
            {
              title: "$1M+ Project Track Record",
              text: "We have delivered and rescued projects above $1M, and we know where they go wrong.",
            },
            {
              title: "Real-World Validation",
              text: "Simulation findings are checked against what happened in real implementations, and the method improves with every engagement.",
            },
          ],
        },
      ],
    },
    {
      title: "How we handle your data",
      tone: "muted",
      blocks: [
        {
          type: "list",
          marker: "check",
          items: [
            "Anonymised sample data is enough for the prototype",
            "Your data is used only for your simulation",
            "You own every deliverable, including the prototype",
          ],
        },
      ],
    },
    {
      id: "ai-use",
      title: "AI use",
      intro: "Clarity, the assistant on this site, is an AI. Here is what that means for you.",
      blocks: [
        {
          type: "cards",
          columns: 2,
          items: [
            {
              title: "What Clarity is",
              text: "An AI agent that asks about your project, connects your answers and drafts a first roadmap. It can be wrong; it does not make commitments on our behalf.",
            },
            {
              title: "Built-in engines or a hosted model",
              text: "Clarity runs either on built-in engines inside our own server, which send your messages nowhere else, or on a hosted AI model when we configure one; then your messages go to that provider under its API terms.",
            },
            {
              title: "What is stored",
              text: `Your conversation is recorded by our server so it can continue and our team can prepare your roadmap. Unless it becomes a lead, it is erased ${retention.unusedDays} days after the last message; "Delete my data" erases it at once.`,
            },
            {
              title: "A person reviews every roadmap",
              text: `No roadmap goes out unread: a person on our team reviews each one before it is sent, within ${offer.roadmapWithin}.`,
            },
          ],
        },
      ],
    },
  ],
  next: {
    title: "Read the details",
    intro: "What we keep, who sees it and how to erase it, in the privacy policy.",
    actions: [assessmentAction, { label: "Read the privacy policy", to: "/privacy" }],
  },
};
