import type { SitePath } from "../client/route-paths";

export interface PageMeta {
  /** The document title (unique per page). */
  title: string;
  /** Meta description, 70-160 characters. */
  description: string;
  /** The page's one `<h1>`. */
  heading: string;
}

/** Title, description and heading of every page; routes build their `meta` from this. */
export const pages: Record<SitePath, PageMeta> = {
  "/": {
    title: "Clarity — Readiness simulations for ERP, CRM, CPQ and AI projects",
    description:
      "Simulate your ERP, CRM, CPQ or AI project with your own team before you commit. Start a free AI scoping conversation with Clarity.",
    heading: "Enterprise-grade software, proven before you commit",
  },
  "/who": {
    title: "Who it's for — Clarity",
    description:
      "Built for mid-market teams of 50-500 people planning a $250K-$5M ERP, CRM, CPQ or AI project, and for the consultants who implement them.",
    heading: "Who this is for",
  },
  "/why": {
    title: "Why we built Clarity — Clarity",
    description:
      "Clarity is the new leverage: why software projects fail at the start, and how simulation turns expensive guesses into cheap, early evidence.",
    heading: "Why we built this",
  },
  "/how": {
    title: "How the readiness simulation works — Clarity",
    description:
      "Four phases, about ten hours of your team's time: understand your context, stress-test with your team, build and test, then a reality check.",
    heading: "How it works: de-risk through simulation",
  },
  "/about": {
    title: "About us — Clarity",
    description:
      "Our story, mission and values: clarity first, start human, build for adaptability, and earn trust through results.",
    heading: "About Clarity",
  },
  "/trust": {
    title: "Why teams trust us — Clarity",
    description:
      "Fortune 500 delivery experience, a track record on $1M+ projects, and simulations validated against real-world implementations.",
    heading: "Why teams trust us",
  },
  "/clarity": {
    title: "Get clarity up front — Clarity",
    description:
      "Know exactly where your project will work before you sign: see how Clarity scopes a project and surfaces hidden dependencies.",
    heading: "Get Clarity Up Front",
  },
  "/solution": {
    title: "Simulation first vs. the traditional approach — Clarity",
    description:
      "Compare months of traditional discovery with a weeks-long simulation that proves the plan with your own team and data.",
    heading: "A better way to start a software project",
  },
  "/what-changed": {
    title: "What changed: AI made the consulting process simulatable — Clarity",
    description:
      "AI lets the consulting process itself be simulated: stakeholder interviews in parallel, prototypes in hours, answers in weeks.",
    heading: "What changed",
  },
  "/use-cases": {
    title: "Use cases: ERP, CPQ and AI adoption — Clarity",
    description:
      "ERP implementations, CPQ systems and AI adoption projects: the issues a readiness simulation catches before they cost you.",
    heading: "Use cases",
  },
  "/outcomes": {
    title: "Simulation outcomes and deliverables — Clarity",
    description:
      "Green Light, Adjust Before You Commit, Strategic No-Go or Team Realignment — and the five deliverables you keep either way.",
    heading: "Outcomes you can act on",
  },
  "/investment": {
    title: "Investment and ROI — Clarity",
    description:
      "A simulation costs $25,000-$50,000, 10-20% of traditional discovery, takes 4-8 weeks and about an hour a week of your team's time.",
    heading: "Investment",
  },
  "/faq": {
    title: "Frequently asked questions — Clarity",
    description:
      "How long a simulation takes, how much team time it needs, what it costs, and what happens if the answer is no.",
    heading: "Frequently asked questions",
  },
  "/try": {
    title: "Get in touch — Clarity",
    description:
      "Tell us about your project in a few quick steps and we will call you back within the minute to plan your readiness simulation.",
    heading: "Get In Touch",
  },
  "/ai-readable": {
    title: "AI Readability - Complete Site Content — Clarity",
    description:
      "The complete content of the Clarity site as plain text for AI assistants, search engines and other machine readers.",
    heading: "AI Readability - Complete Site Content",
  },
  "/rfp": {
    title: "Sample Request for Proposal: CRM implementation — Clarity",
    description:
      "A sample RFP produced by a readiness simulation for a mid-market CRM project: scope, requirements, vendor criteria and timeline.",
    heading: "Request for Proposal: CRM Implementation",
  },
  "/spec-document": {
    title: "Sample technical specification: CRM implementation — Clarity",
    description:
      "A sample engineering-ready technical specification from a readiness simulation: data model, integrations, performance and testing.",
    heading: "Technical Specification: CRM Implementation",
  },
  "/working-prototype": {
    title: "Working prototype: interactive CRM dashboard — Clarity",
    description:
      "Try a working CRM prototype built during a simulation: pipeline, activities, forecast and an AI assistant, all with sample data.",
    heading: "Working Prototype",
  },
};
