/**
 * `npm test`: every check, stopping at the first failure.
 *   typecheck → lint, beside the unit + Worker tests (workerd; console output only of failing
 *   tests) → build → size budget → e2e (Chromium) → cross-engine (Firefox, WebKit)
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

const env = { ...process.env, CI: process.env.CI ?? "1" };
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const running = new Set();

/**
 * Runs one step in a process group of its own (so a failure elsewhere can stop all of it).
 * `quiet`: its output is kept and printed when it ends, not mixed into a step running beside it.
 */
function step(name, command, { quiet = false } = {}) {
  const t = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const child = spawn(command, {
    shell: true,
    detached: true,
    env,
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  running.add(child);
  const output = [];
  child.stdout?.on("data", (d) => output.push(d));
  child.stderr?.on("data", (d) => output.push(d));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      running.delete(child);
      if (quiet && output.length) process.stdout.write(Buffer.concat(output));
      if (code === 0) console.log(`✔ ${name} (${seconds(t)})`);
      else console.error(`\n✖ ${name} failed`);
      resolve(code === 0);
    });
  });
}

function fail() {
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  }
  process.exit(1);
}

/** Steps one after the other; false at the first that fails. */
async function inOrder(steps, options) {
  for (const [name, command] of steps) if (!(await step(name, command, options))) return false;
  return true;
}

// The steps run in process groups of their own: Ctrl-C here stops them too.
process.on("SIGINT", fail);
process.on("SIGTERM", fail);

const started = Date.now();
rmSync("tmp", { recursive: true, force: true });
if (!(await step("chromium", "node scripts/ensure-chromium.mjs"))) fail();

// tsc is one thread: beside the tests on two cores it adds at most about half its time to theirs,
// not all of it after them. (Not the build beside them: the index it writes is rewritten only when
// it changed now, but the build also empties build/client, the Worker tests' assets directory, and
// the tests already keep both cores busy.)
const checks = await Promise.all([
  inOrder(
    [
      ["typecheck", "npm run typecheck"],
      ["lint", "npm run lint"],
    ],
    { quiet: true },
  ).then((ok) => ok || fail()),
  // Two test files at once: Vitest's default on two cores is one, and a Worker test file spends
  // much of its time starting workerd (140 s → 80 s for the Worker tests).
  step(
    "unit + worker tests",
    "npx vitest run --project unit --project worker --maxWorkers=2 --silent=passed-only",
  ).then((ok) => ok || fail()),
]);
if (!checks.every(Boolean)) fail();

const ok = await inOrder([
  ["build", "npm run build"],
  ["size budget", "npm run size"],
  ["end-to-end tests", "npx playwright test"],
  ["cross-engine tests", "node scripts/ensure-engines.mjs && npm run test:engines"],
]);
if (!ok) fail();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
