/** Every path of the site (spec §2). The prerender list and the sitemap are built from it. */
export const prerenderPaths = [
  "/",
  "/who",
  "/why",
  "/how",
  "/about",
  "/trust",
  "/clarity",
  "/solution",
  "/what-changed",
  "/use-cases",
  "/outcomes",
  "/investment",
  "/faq",
  "/try",
  "/ai-readable",
  "/rfp",
  "/spec-document",
  "/working-prototype",
] as const;

export type SitePath = (typeof prerenderPaths)[number];

/** Non-page files generated from the content at build time (llms.txt, sitemap.xml, ...). */
export const resourcePaths: readonly string[] = ["/llms.txt", "/sitemap.xml"];
