/**
 * Titles, descriptions and headings now live in the site map. This alias remains only for
 * `client/features/clarity/clarity-home.tsx` and `client/features/crm/dashboard-chrome.tsx`, whose
 * owners switch them to `siteMap`; delete it then.
 */
export { siteMap as pages } from "./site-map";
