import { site } from "../../content/site";
import { prerenderPaths } from "../route-paths";

/** /sitemap.xml of every page, generated at build time. */
export function loader() {
  const urls = prerenderPaths
    .map((p) => `  <url><loc>${site.url}${p === "/" ? "/" : p}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
