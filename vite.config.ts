import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileHintBanner } from "./scripts/lib/compile-hints.ts";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  environments: {
    client: { build: { rolldownOptions: { output: { postBanner: compileHintBanner } } } },
  },
});
