/**
 * `npm test`: every check, stopping at the first failure.
 *   unit + Worker tests (workerd; console output only of failing tests) → build → size budget →
 *   e2e (Chromium) with typecheck → lint beside it → cross-engine (Firefox, WebKit)
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

// The unit + Worker tests keep both cores busy on their own. tsc is one thread and the e2e suite
// leaves about a third of a core idle (it waits on streamed replies and page loads), so typecheck
// and lint run beside the e2e tests, where that idle time is, not beside the unit tests (measured:
// 35 s of tsc beside the unit tests added about 20 s to them). A failure in either still stops
// everything. (Not the build beside the Worker tests: it empties build/client, their assets.)
// Two test files at once: Vitest's default on two cores is one, and a Worker test file spends much
// of its time starting workerd (140 s → 80 s for the Worker tests).
if (
  !(await step(
    "unit + worker tests",
    "npx vitest run --project unit --project worker --maxWorkers=2 --silent=passed-only",
  ))
)
  fail();
if (
  !(await inOrder([
    ["build", "npm run build"],
    ["size budget", "npm run size"],
  ]))
)
  fail();
const checks = await Promise.all([
  inOrder(
    [
      ["typecheck", "npm run typecheck"],
      ["lint", "npm run lint"],
    ],
    { quiet: true },
  ).then((ok) => ok || fail()),
  step("end-to-end tests", "npx playwright test").then((ok) => ok || fail()),
]);
if (!checks.every(Boolean)) fail();
if (!(await step("cross-engine tests", "node scripts/ensure-engines.mjs && npm run test:engines")))
  fail();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
