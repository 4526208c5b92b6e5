/**
 * Starts scripts/lib/floor-worker.ts under `wrangler dev` for bench:chat. Its config is written
 * to a temporary directory: next to the repository's own build output, wrangler would take the
 * site's generated config instead.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type RunningServer, stopGroup, untilHealthy } from "./server.ts";

export async function startFloorWorker(port: number, upstream: string): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), "bench-floor-"));
  const config = join(dir, "wrangler.toml");
  writeFileSync(
    config,
    [
      'name = "bench-floor"',
      `main = ${JSON.stringify(resolve("scripts/lib/floor-worker.ts"))}`,
      // The site's compatibility date and flags, so both run alike.
      ...readFileSync("wrangler.toml", "utf8")
        .split("\n")
        .filter((line) => /^compatibility_(date|flags)\s*=/.test(line)),
    ].join("\n"),
  );
  const child = spawn(
    resolve("node_modules/.bin/wrangler"),
    ["dev", "-c", config, "--port", String(port), "--var", `UPSTREAM:${upstream}`],
    { cwd: dir, stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(child, url, "the floor Worker");
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      await stopGroup(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
