import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/site-map";

export default {
  appDirectory: "client",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // Every page of the site is rendered to static HTML at build time; the Worker only renders
  // what is not on disk (the 404 page).
  prerender: [...prerenderPaths],
  // The whole route manifest (about 1 KB gzip for this site, one cached file) loads with the
  // pages that hydrate, so no `/__manifest` request follows hydration or precedes a navigation.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
