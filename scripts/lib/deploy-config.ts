/**
 * What `npm run deploy` adds to the build's Worker config: the bindings a local run cannot have.
 * The Workers AI binding (`AI`) is always remote, so `wrangler dev` with it wants a Cloudflare
 * login and does not start without one; wrangler.toml leaves it out so `npm start`, `npm run dev`
 * and every test run offline, and the deploy gets it here (README "Models", docs/decisions/024).
 */
export const deployOnlyBindings = { ai: { binding: "AI" } } as const;

type WorkerConfig = Record<string, unknown>;

/** The build's config (build/server/wrangler.json) with the deploy-only bindings. */
export function deployConfig(built: WorkerConfig): WorkerConfig {
  if ("ai" in built && built.ai) {
    throw new Error("the build's config already has an `ai` binding: keep it out of wrangler.toml");
  }
  return { ...built, ...deployOnlyBindings };
}
