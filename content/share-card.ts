// With their extensions: `scripts/write-brand-assets.ts` loads this module in plain Node.
import { site } from "./site.ts";
import { prerenderedPages, type SitePath, siteMap } from "./site-map.ts";

/** The share card (Open Graph image) of a page: its size, and where the build writes each one. */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** The pages with a card of their own: the prerendered ones; the others share the home page's. */
export const shareCardPages: readonly SitePath[] = prerenderedPages;

/** `/og/home.png` for `/`, `/og/who.png` for `/who`; a page without a card gets the home card. */
export function shareCardPath(path: SitePath): string {
  const own = shareCardPages.includes(path) ? path : "/";
  return `/og/${own === "/" ? "home" : own.slice(1).replaceAll("/", "-")}.png`;
}

/** The words on a page's card: its title without the site's name, which the logo already says. */
export function shareCardTitle(path: SitePath): string {
  const name = site.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return siteMap[path].title
    .replace(new RegExp(`\\s+[—·-]\\s+${name}$`), "")
    .replace(new RegExp(`^${name}\\s+[—·-]\\s+`), "");
}
