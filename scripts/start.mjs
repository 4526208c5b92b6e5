/**
 * Serves the production build in workerd (wrangler dev on the build's own config) at
 * http://127.0.0.1:$PORT (8787). Storage persists in PERSIST_DIR (.wrangler/state), so drafts
 * survive a restart. Every setting of worker/lib/settings.ts set in the environment is passed to
 * the Worker, through a private env file, never on a command line (scripts/lib/start-settings.ts).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  raisedLimitsConfig,
  withLocalDefaults,
  wranglerDevArgs,
  wranglerEnv,
  writeSettingsFile,
} from "./lib/start-settings.ts";

const port = process.env.PORT ?? "8787";
const buildDir = process.env.BUILD_DIR ?? "build";
const builtConfig = join(buildDir, "server", "wrangler.json");
if (!existsSync(builtConfig)) {
  console.error(`No build at ${buildDir}/: run 'npm run build' first (npm start does).`);
  process.exit(1);
}
// RATE_LIMIT_FACTOR (scripts and tests that play long sessions): every rate limit that many times higher.
const limitFactor = Number(process.env.RATE_LIMIT_FACTOR) || 1;
const raised = limitFactor > 1 ? raisedLimitsConfig(builtConfig, limitFactor, port) : null;
if (raised) process.on("exit", raised.remove);
const config = raised?.path ?? builtConfig;

let envFile;
try {
  envFile = writeSettingsFile(withLocalDefaults(process.env, port));
} catch (error) {
  console.error(`Cannot pass the settings to the Worker: ${error.message}.`);
  process.exit(1);
}
// Kept while wrangler runs (it reads it again when the build's config changes), then removed.
process.on("exit", envFile.remove);

const child = spawn(
  process.execPath,
  wranglerDevArgs({
    config,
    port,
    persistDir: process.env.PERSIST_DIR ?? ".wrangler/state",
    envFile: envFile.path,
  }),
  { stdio: "inherit", env: wranglerEnv(process.env) },
);
console.log(`Serving the production build at http://localhost:${port}`);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
