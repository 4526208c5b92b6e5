import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileHintBanner } from "./scripts/lib/compile-hints.ts";
import { islandPreloads } from "./scripts/lib/island-preloads.ts";
import { preloadOnlyWhatIsMissing } from "./scripts/lib/module-preload.ts";

// The client's preload lists leave out what the importing chunk has already loaded (Firefox
// fired an `error` on the preload of the helper chunk on every page with an island).
const preload = preloadOnlyWhatIsMissing("client");

export default defineConfig({
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
    preload.plugin,
    // Each island page names every chunk its island needs to go live (docs/decisions/029).
    islandPreloads({
      entry: "client/entry.client.tsx",
      hydrate: "client/islands/hydrate-island.tsx",
      registry: "client/islands/registry.ts",
    }),
  ],
  environments: {
    // The Worker minified: half its gzip size (the deploy limit is on the gzip).
    ssr: { build: { minify: true } },
    client: {
      build: {
        modulePreload: { resolveDependencies: preload.resolveDependencies },
        rolldownOptions: { output: { postBanner: compileHintBanner } },
      },
    },
  },
});
