// With its extension: `scripts/size.ts` loads this module in plain Node.
import { offer } from "./offer-facts.ts";
import { salesPages } from "./sales-pages.ts";
import { type FooterGroup, footerGroups, type SitePage } from "./site-page.ts";

export { type FooterGroup, footerGroups, type SitePage };

const page = { prerender: true, sitemap: true } as const;

/**
 * The site map: every page once, in reading order. The route table (`client/routes.ts`), the
 * prerender list (`react-router.config.ts`), the header and footer links, sitemap.xml, and the
 * chapters of /ai-readable and llms.txt are all derived from it (`content/site-map.test.ts`).
 */
export const siteMap = {
  "/": {
    ...page,
    title: "Clarity — Readiness simulations for ERP, CRM, CPQ and AI projects",
    description:
      "Simulate your ERP, CRM, CPQ or AI project with your own team before you commit. Start a free AI scoping conversation with Clarity.",
    heading: "Enterprise-grade software, proven before you commit",
    text: true,
    module: "home.tsx",
  },
  "/who": {
    ...page,
    title: "Who it's for — Clarity",
    description: `Built for mid-market teams of ${offer.companySize.text} planning a ${offer.projectSize.text} ERP, CRM, CPQ or AI project, and for the consultants who implement them.`,
    heading: "Who this is for",
    nav: { label: "Who it's for", footer: "company" },
    text: true,
  },
  "/why": {
    ...page,
    title: "Why we built Clarity — Clarity",
    description:
      "Clarity is the new leverage: why software projects fail at the start, and how simulation turns expensive guesses into cheap, early evidence.",
    heading: "Why we built this",
    nav: { label: "Why we built it", footer: "company" },
    text: true,
  },
  "/how": {
    ...page,
    title: "How the readiness simulation works — Clarity",
    description:
      "Four phases, about ten hours of your team's time: understand your context, stress-test with your team, build and test, then a reality check.",
    heading: "How it works: de-risk through simulation",
    nav: { label: "How it works", footer: "product" },
    text: true,
  },
  "/outcomes": {
    ...page,
    title: "Simulation outcomes and deliverables — Clarity",
    description: `${offer.outcomes.slice(0, -1).join(", ")} or ${offer.outcomes.at(-1)} — and the five deliverables you keep either way.`,
    heading: "Outcomes you can act on",
    nav: { label: "Outcomes", footer: "product" },
    text: true,
  },
  "/investment": {
    ...page,
    title: "Investment and ROI — Clarity",
    description: `A simulation costs ${offer.price.long}, ${offer.shareOfDiscovery} of traditional discovery, takes ${offer.duration} and about an hour a week of your team's time.`,
    heading: "Investment",
    nav: { label: "Pricing", footer: "product" },
    text: true,
  },
  "/solution": {
    ...page,
    title: "Simulation first vs. the traditional approach — Clarity",
    description:
      "Compare months of traditional discovery with a weeks-long simulation that proves the plan with your own team and data.",
    heading: "A better way to start a software project",
    nav: { label: "Simulation vs. traditional", footer: "product" },
    text: true,
  },
  "/what-changed": {
    ...page,
    title: "What changed: AI made the consulting process simulatable — Clarity",
    description:
      "AI lets the consulting process itself be simulated: stakeholder interviews in parallel, prototypes in hours, answers in weeks.",
    heading: "What changed",
    nav: { label: "What changed with AI", footer: "resources" },
    text: true,
  },
  "/use-cases": {
    ...page,
    title: "Use cases: ERP, CPQ and AI adoption — Clarity",
    description:
      "ERP implementations, CPQ systems and AI adoption projects: the issues a readiness simulation catches before they cost you.",
    heading: "Use cases",
    nav: { label: "Use cases", footer: "product" },
    text: true,
  },
  "/about": {
    ...page,
    title: "About us — Clarity",
    description:
      "Our story, mission and values: clarity first, start human, build for adaptability, and earn trust through results.",
    heading: "About Clarity",
    nav: { label: "About Us", header: true, footer: "company" },
    text: true,
  },
  "/trust": {
    ...page,
    title: "Why teams trust us — Clarity",
    description:
      "Fortune 500 delivery experience, a track record on $1M+ projects, and simulations validated against real-world implementations.",
    heading: "Why teams trust us",
    nav: { label: "Trust and AI use", footer: "company" },
    text: true,
  },
  "/clarity": {
    ...page,
    title: "Get clarity up front — Clarity",
    description:
      "Know exactly where your project will work before you sign: see how Clarity scopes a project and surfaces hidden dependencies.",
    heading: "Get Clarity Up Front",
    nav: { label: "Meet Clarity", footer: "product" },
    text: true,
  },
  "/faq": {
    ...page,
    title: "Frequently asked questions — Clarity",
    description:
      "How long a simulation takes, how much team time it needs, what it costs, and what happens if the answer is no.",
    heading: "Frequently asked questions",
    nav: { label: "FAQ", footer: "resources" },
    text: true,
  },
  "/try": {
    ...page,
    title: "Get in touch — Clarity",
    description:
      "Tell us about your project in a few quick steps and we will call you back to plan your readiness simulation.",
    heading: "Get In Touch",
    nav: { label: "Contact", header: true, footer: "company" },
    text: true,
    module: "try.tsx",
  },
  "/ai-readable": {
    ...page,
    title: "AI Readability - Complete Site Content — Clarity",
    description:
      "The complete content of the Clarity site as plain text for AI assistants, search engines and other machine readers.",
    heading: "AI Readability - Complete Site Content",
    nav: { label: "AI Readability", footer: "resources" },
  },
  "/rfp": {
    ...page,
    title: "Sample Request for Proposal: CRM implementation — Clarity",
    description:
      "A sample RFP produced by a readiness simulation for a mid-market CRM project: scope, requirements, vendor criteria and timeline.",
    heading: "Request for Proposal: CRM Implementation",
    nav: { label: "Sample RFP", footer: "resources" },
  },
  "/spec-document": {
    ...page,
    title: "Sample technical specification: CRM implementation — Clarity",
    description:
      "A sample engineering-ready technical specification from a readiness simulation: data model, integrations, performance and testing.",
    heading: "Technical Specification: CRM Implementation",
    nav: { label: "Sample specification", footer: "resources" },
  },
  "/working-prototype": {
    ...page,
    title: "Working prototype: interactive CRM dashboard — Clarity",
    description:
      "Try a working CRM prototype built during a simulation: pipeline, activities, forecast and an AI assistant, all with sample data.",
    heading: "Working Prototype",
    nav: { label: "Working prototype", footer: "resources" },
    module: "working-prototype.tsx",
  },
  "/privacy": {
    ...page,
    title: "Privacy policy — Clarity",
    description:
      "What this site stores about you (cookie, form drafts, Clarity conversations, leads), why, for how long, who sees it, and how to erase it.",
    heading: "Privacy policy",
    nav: { label: "Privacy", footer: "legal" },
    text: true,
  },
  "/terms": {
    ...page,
    title: "Terms of use — Clarity",
    description:
      "Plain terms for using this site, the free assessment, the Clarity chat and the demo prototype: no guarantees, sample data, AI that can be wrong.",
    heading: "Terms of use",
    nav: { label: "Terms", footer: "legal" },
    text: true,
  },
  // Sales only: not prerendered, not in the sitemap or navigation.
  ...salesPages,
} as const satisfies Record<`/${string}`, SitePage>;

export type SitePath = keyof typeof siteMap;

/** The site map as a list: `[path, page]` in reading order. */
export const sitePages = Object.entries(siteMap) as [SitePath, SitePage][];

/** Files generated from the content at build time, with the module that renders each. */
export const siteResources = [
  { path: "/llms.txt", module: "llms-txt.ts" },
  { path: "/sitemap.xml", module: "sitemap-xml.ts" },
] as const;

/** The pages rendered to static HTML at build time. */
export const prerenderedPages: readonly SitePath[] = sitePages
  .filter(([, p]) => p.prerender)
  .map(([path]) => path);

/** Every path rendered at build time: those pages, then the generated files. */
export const prerenderPaths: readonly string[] = [
  ...prerenderedPages,
  ...siteResources.map((r) => r.path),
];

/** The paths sitemap.xml lists. */
export const sitemapPaths: readonly SitePath[] = sitePages
  .filter(([, p]) => p.sitemap)
  .map(([path]) => path);

/** The header's links, in reading order. */
export const headerLinks = () =>
  sitePages.flatMap(([to, p]) => (p.nav?.header ? [{ to, label: p.nav.label }] : []));

/** The footer's site map: each group with its heading and its pages' links, in reading order. */
export const footerNav = () =>
  (Object.keys(footerGroups) as FooterGroup[]).map((group) => ({
    group,
    heading: footerGroups[group],
    links: sitePages.flatMap(([to, p]) =>
      p.nav?.footer === group ? [{ to, label: p.nav.label }] : [],
    ),
  }));
