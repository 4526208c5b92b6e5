import { site } from "../../content/site";
import { sitemapPaths } from "../../content/site-map";

/**
 * /sitemap.xml of the pages the site map lists for it, generated at build time; `lastmod` is the
 * day of the build, when every page was rendered from its content again.
 */
export function loader() {
  const lastmod = new Date().toISOString().slice(0, 10);
  const urls = sitemapPaths
    .map((p) => `  <url><loc>${site.url}${p}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
