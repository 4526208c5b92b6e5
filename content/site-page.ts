/** What the site map says of a page (`content/site-map.ts`). */

/** The footer's site map: its groups, in order, with their headings. */
export const footerGroups = {
  product: "Product",
  company: "Company",
  resources: "Resources",
  legal: "Legal",
} as const;
export type FooterGroup = keyof typeof footerGroups;

export interface SitePage {
  /** The document title (unique per page). */
  title: string;
  /** Meta description, 70-160 characters. */
  description: string;
  /** The page's one `<h1>`. */
  heading: string;
  /**
   * The page's link label, and where it is linked: the header (`header: true`) and/or a group of
   * the footer's site map. Every public page is in the footer, so each is linked from all others.
   */
  nav?: { label: string; header?: true; footer?: FooterGroup };
  /** Rendered to static HTML at build time (otherwise the Worker renders it on request). */
  prerender: boolean;
  /** Listed in sitemap.xml. */
  sitemap: boolean;
  /** Has a chapter in /ai-readable and llms.txt. */
  text?: true;
  /**
   * The route module under `client/routes/` that renders it. Pages without one are content
   * pages: one shared module renders them from their copy in `content/pages/`.
   */
  module?: string;
}
