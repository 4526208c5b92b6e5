import type { SitePage } from "./site-page.ts";

const salesOnly = { prerender: false, sitemap: false } as const;

/** The sales inbox's pages, at the end of the site map (`content/site-map.ts`). */
export const salesPages = {
  // Filled in the browser.
  "/inbox": {
    ...salesOnly,
    title: "Sales inbox · Clarity",
    description: "The leads from the contact form and the Clarity chat, for sales.",
    heading: "Sales inbox",
    module: "inbox.tsx",
  },
  // Rendered by the Worker with the funnel's counts, no script bundle (docs/decisions/026).
  "/inbox/funnel": {
    ...salesOnly,
    title: "Funnel · Sales inbox · Clarity",
    description:
      "Where leads come from and where prospects drop off: the funnel's counts, for sales.",
    heading: "Funnel",
    module: "inbox-funnel.tsx",
  },
  "/inbox/:leadId": {
    ...salesOnly,
    title: "Sales inbox · Clarity",
    description: "One lead of the sales inbox: contact, conversation, roadmap and deliveries.",
    heading: "Lead",
    module: "inbox-lead.tsx",
  },
} as const satisfies Record<`/inbox${string}`, SitePage>;
