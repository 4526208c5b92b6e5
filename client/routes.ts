import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { sitePages, siteResources } from "../content/site-map";

/**
 * Every route comes from the site map (`content/site-map.ts`). A page without a module of its own
 * is a content page: the one `content-page.tsx` module serves all of them, each under its own id.
 */
export default [
  ...sitePages.map(([path, page]) => {
    if (path === "/") return index(`routes/${page.module}`);
    return page.module
      ? route(path.slice(1), `routes/${page.module}`)
      : route(path.slice(1), "routes/content-page.tsx", { id: `routes${path}` });
  }),
  ...siteResources.map((r) => route(r.path.slice(1), `routes/${r.module}`)),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
