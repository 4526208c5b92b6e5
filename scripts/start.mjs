/**
 * Serves the production build in workerd (the Cloudflare Vite plugin's preview) on PORT (8787).
 * Storage persists in PERSIST_DIR (.wrangler/state), so drafts survive a restart.
 */
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "8787";
const child = spawn(
  process.execPath,
  [
    "node_modules/vite/bin/vite.js",
    "preview",
    "--port",
    port,
    "--strictPort",
    "--host",
    "127.0.0.1",
  ],
  { stdio: "inherit", env: process.env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
