import { describe, expect, it } from "vitest";
import { llmsTxt, siteText } from "../content/plain-text";
import { site } from "../content/site";
import {
  footerGroups,
  footerNav,
  headerLinks,
  prerenderPaths,
  siteMap,
  sitemapPaths,
  sitePages,
  siteResources,
} from "../content/site-map";
import prerender from "../react-router.config";
import routes from "./routes";
import { loader as sitemapXml } from "./routes/sitemap-xml";

/** Every page once: the route table, prerender list, sitemap, llms.txt and links come from it. */
describe("the site map", () => {
  it("is the route table: one route per page and generated file, then the 404", () => {
    const paths = routes.map((r) => (r.index ? "/" : `/${r.path}`));
    expect(paths).toEqual([
      ...sitePages.map(([p]) => p),
      ...siteResources.map((r) => r.path),
      "/*",
    ]);
    const contentRoutes = routes.filter((r) => r.file === "routes/content-page.tsx");
    expect(contentRoutes.map((r) => `/${r.path}`)).toEqual(
      sitePages.filter(([, p]) => !p.module).map(([p]) => p),
    );
    expect(contentRoutes).toHaveLength(17);
  });

  it("is the prerender list: the pages marked prerender and the generated files", () => {
    expect(prerender.prerender).toEqual(prerenderPaths);
    expect(prerenderPaths).toContain("/llms.txt");
    expect(prerenderPaths).not.toContain("/inbox");
    expect(prerenderPaths).not.toContain("/inbox/:leadId");
  });

  it("is sitemap.xml: the pages marked sitemap, in order", async () => {
    const xml = await sitemapXml().text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = sitePages.filter(([, p]) => p.sitemap).map(([p]) => `${site.url}${p}`);
    expect(locs).toEqual(expected);
    expect(locs).toHaveLength(20);
    expect(xml).not.toContain("/inbox");
  });

  it("is llms.txt and /ai-readable: one chapter per page marked text, in its order", () => {
    const chapters = siteText();
    expect(chapters.map((c) => c.path)).toEqual(
      sitePages.filter(([, p]) => p.text).map(([p]) => p),
    );
    const llms = llmsTxt();
    for (const c of chapters) expect(llms).toContain(`(${site.url}${c.path})`);
  });

  it("is the header links", () => {
    expect(headerLinks()).toEqual([
      { to: "/about", label: siteMap["/about"].nav.label },
      { to: "/try", label: siteMap["/try"].nav.label },
    ]);
  });

  it("is the footer's site map: every public page but home (the logo) in one of its groups", () => {
    const groups = footerNav();
    expect(groups.map((g) => g.heading)).toEqual(Object.values(footerGroups));
    for (const g of groups) expect(g.links.length, g.heading).toBeGreaterThan(0);
    const linked = groups.flatMap((g) => g.links.map((l) => l.to));
    expect(new Set(linked).size).toBe(linked.length);
    expect([...linked].sort()).toEqual(sitemapPaths.filter((p) => p !== "/").sort());
    expect(groups.find((g) => g.group === "legal")?.links.map((l) => l.to)).toEqual([
      "/privacy",
      "/terms",
    ]);
    expect(linked).toContain("/ai-readable");
    expect(linked).not.toContain("/inbox");
  });

  it("gives every page a unique title and a description of 70-160 characters", () => {
    const titles = sitePages.filter(([p]) => !p.startsWith("/inbox")).map(([, p]) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const [path, page] of sitePages) {
      if (!page.prerender) continue;
      expect(page.description.length, path).toBeGreaterThanOrEqual(70);
      expect(page.description.length, path).toBeLessThanOrEqual(160);
    }
  });
});
