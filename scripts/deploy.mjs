/**
 * `npm run deploy` (after `npm run build`): writes the build's Worker config with the deploy-only
 * bindings (scripts/lib/deploy-config.ts: the Workers AI binding) beside it, as
 * build/server/wrangler.deploy.json, and runs `wrangler deploy` on that file. Extra arguments go
 * to wrangler (`npm run deploy -- --dry-run` shows the bindings without deploying).
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deployConfig } from "./lib/deploy-config.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const built = join(buildDir, "server", "wrangler.json");
if (!existsSync(built)) {
  console.error(`No build at ${buildDir}/: run 'npm run build' first (npm run deploy does).`);
  process.exit(1);
}
// Beside the build's config, so its relative paths (main, assets) stay right.
const config = join(buildDir, "server", "wrangler.deploy.json");
writeFileSync(config, JSON.stringify(deployConfig(JSON.parse(readFileSync(built, "utf8")))));
const args = ["node_modules/wrangler/bin/wrangler.js", "deploy", "--config", config];
const child = spawn(process.execPath, [...args, ...process.argv.slice(2)], { stdio: "inherit" });
child.on("exit", (code) => process.exit(code ?? 1));
