import type { MetaDescriptor } from "react-router";
import { site } from "../../content/site";
import { type SitePath, siteMap } from "../../content/site-map";

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(path: SitePath, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const page = siteMap[path];
  const url = new URL(path, site.url).href.replace(/\/$/, path === "/" ? "/" : "");
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: new URL("/og-image.png", site.url).href },
    { name: "twitter:card", content: "summary_large_image" },
    ...extra,
  ];
}

/** Schema.org Organization, on every page. */
export const organizationJsonLd = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: site.legalName,
  alternateName: site.name,
  url: site.url,
  logo: new URL("/logo-light.svg", site.url).href,
  email: site.email,
  description: site.description,
};
