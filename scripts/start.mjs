/**
 * Serves the production build in workerd (wrangler dev on the build's own config) at
 * http://127.0.0.1:$PORT (8787). Storage persists in PERSIST_DIR (.wrangler/state), so drafts
 * survive a restart. Optional settings in the environment are passed to the Worker.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const port = process.env.PORT ?? "8787";
const buildDir = process.env.BUILD_DIR ?? "build";
const config = join(buildDir, "server", "wrangler.json");
if (!existsSync(config)) {
  console.error(`No build at ${buildDir}/: run 'npm run build' first (npm start does).`);
  process.exit(1);
}

const passThrough = [
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "CLARITY_MODEL",
  "CRM_MODEL",
  "VISITOR_COOKIE_SECRET",
  "LEAD_WEBHOOK_URL",
  "LEAD_WEBHOOK_SECRET",
  "LEAD_RETRY_BASE_MS",
  "CHAT_LEAD_QUIET_MS",
  "SALES_TOKEN",
];
const vars = passThrough.flatMap((name) =>
  process.env[name] ? ["--var", `${name}:${process.env[name]}`] : [],
);

const child = spawn(
  process.execPath,
  [
    "node_modules/wrangler/bin/wrangler.js",
    "dev",
    "--config",
    config,
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--persist-to",
    process.env.PERSIST_DIR ?? ".wrangler/state",
    "--show-interactive-dev-session=false",
    ...vars,
  ],
  { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);
console.log(`Serving the production build at http://localhost:${port}`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
