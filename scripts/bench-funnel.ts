/**
 * `npm run bench:funnel`: the funnel's figures (docs/decisions/026), measured in workerd by
 * tests/bench/funnel.funnel-bench.ts: counting's added time on a field update (p50), and the
 * funnel page for 90 days of 10,000 daily visits rendered by the production build. Builds into
 * BUILD_DIR (build-bench-funnel) unless it exists; `-- --html <file>` also saves the 90-day page.
 */
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build-bench-funnel";
const bundle = resolve(buildDir, "server", "index.js");
const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, args, {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });

if (!existsSync(bundle)) {
  console.log(`building into ${buildDir}/ …`);
  const built = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const htmlAt = process.argv.indexOf("--html");
const htmlFile = htmlAt > 0 ? process.argv[htmlAt + 1] : undefined;
const vitest = resolve("node_modules", "vitest", "vitest.mjs");
const result = run([vitest, "run", "--project", "bench-funnel", "--reporter", "dot"], {
  BENCH_SERVER_BUNDLE: bundle,
  BENCH_FUNNEL_HTML: htmlFile ? "1" : "",
});
const out = result.stdout ?? "";
const html = /<<<FUNNEL-HTML\n([\s\S]*?)\nFUNNEL-HTML>>>/.exec(out)?.[1];
if (htmlFile && html) {
  writeFileSync(htmlFile, html);
  console.log(`saved the 90-day page to ${htmlFile}`);
}
process.stdout.write(out.replace(/<<<FUNNEL-HTML[\s\S]*?FUNNEL-HTML>>>\n?/, ""));
process.exit(result.status ?? 1);
