/**
 * `npm test`: every check, cheapest first, stopping at the first failure.
 *   typecheck → lint → unit + Worker tests (workerd; console output only of failing tests) →
 *   build → size budget → e2e (Chromium)
 */
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";

const steps = [
  ["chromium", "node scripts/ensure-chromium.mjs"],
  ["typecheck", "npm run typecheck"],
  ["lint", "npm run lint"],
  // Two test files at once: Vitest's default on two cores is one, and a Worker test file spends
  // much of its time starting workerd (140 s → 80 s for the Worker tests).
  [
    "unit + worker tests",
    "npx vitest run --project unit --project worker --maxWorkers=2 --silent=passed-only",
  ],
  ["build", "npm run build"],
  ["size budget", "npm run size"],
  ["end-to-end tests", "npx playwright test"],
  ["cross-engine tests", "node scripts/ensure-engines.mjs && npm run test:engines"],
];

const started = Date.now();
rmSync("tmp", { recursive: true, force: true });
for (const [name, command] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  try {
    execSync(command, { stdio: "inherit", env: { ...process.env, CI: process.env.CI ?? "1" } });
  } catch {
    console.error(`\n✖ ${name} failed`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
