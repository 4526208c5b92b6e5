import type { MetaDescriptor } from "react-router";
import { offer } from "../../content/offer-facts";
import { shareCardPath, shareCardSize, shareCardTitle } from "../../content/share-card";
import { site } from "../../content/site";
import { type SitePath, siteMap } from "../../content/site-map";

/** Title, description, canonical URL, Open Graph tags and share card for one page. */
export function pageMeta(path: SitePath, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const page = siteMap[path];
  const url = new URL(path, site.url).href.replace(/\/$/, path === "/" ? "/" : "");
  const image = new URL(shareCardPath(path), site.url).href;
  const imageAlt = `${site.name}: ${shareCardTitle(path)}`;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareCardSize.width) },
    { property: "og:image:height", content: String(shareCardSize.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...extra,
  ];
}

const organizationId = `${site.url}/#organization`;

/** Schema.org Organization, on every page. */
export const organizationJsonLd = {
  "@type": "Organization",
  "@id": organizationId,
  name: site.legalName,
  alternateName: site.name,
  url: site.url,
  logo: new URL("/logo-light.svg", site.url).href,
  email: site.email,
  description: site.description,
};

/** Schema.org WebSite: the site's name for search results. */
export const websiteJsonLd = {
  "@type": "WebSite",
  "@id": `${site.url}/#website`,
  name: site.name,
  url: `${site.url}/`,
  description: site.description,
  inLanguage: "en",
  publisher: { "@id": organizationId },
};

/** Schema.org Service: the readiness simulation, offered at the price range of the offer. */
export const serviceJsonLd = {
  "@type": "Service",
  "@id": `${site.url}/#readiness-simulation`,
  name: "Readiness simulation",
  serviceType: "Software project readiness simulation",
  description: siteMap["/"].description,
  url: `${site.url}/`,
  provider: { "@id": organizationId },
  offers: {
    "@type": "Offer",
    url: new URL("/investment", site.url).href,
    priceCurrency: "USD",
    priceSpecification: {
      "@type": "PriceSpecification",
      minPrice: offer.price.min,
      maxPrice: offer.price.max,
      priceCurrency: "USD",
    },
  },
};

/** The structured data of every page: one graph, its nodes linked by `@id`. */
export const siteJsonLd = {
  "@context": "https://schema.org",
  "@graph": [organizationJsonLd, websiteJsonLd, serviceJsonLd],
};
