/**
 * `npm run eval:qualification`: plays every qualification case (tests/worker/qualification-eval/)
 * through the real routes inside workerd — the chat through POST /api/clarity, the /try form
 * through POST /api/contact/submit, the lead handed to the ledger, the prospect read from
 * GET /api/inbox/prospects — and prints each case's checks (phone, company, size, budget,
 * timeline, call asked) and each set's total. Only names and keys are printed, never a held-out
 * case's words (docs/decisions/033). Exits non-zero if a tuned case fails.
 */
import { spawnSync } from "node:child_process";

interface Scored {
  set: "held-out" | "tuned";
  name: string;
  checks: number;
  passed: number;
  failed: string[];
  noLead?: boolean;
}

const run = spawnSync(
  "npx",
  ["vitest", "run", "--project", "worker", "tests/worker/qualification-eval.test.ts"],
  {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", EVAL_HELD_OUT: "1" },
  },
);
const marker = "QUALIFICATION_EVAL ";
const scored: Scored[] = (run.stdout + run.stderr)
  .split("\n")
  // Only the printed scores: a failing tuned case's stack shows the line that prints them too.
  .filter((line) => line.includes(`${marker}{`))
  .map((line) => JSON.parse(line.slice(line.indexOf(marker) + marker.length)));
if (!scored.length) {
  console.error(run.stdout, run.stderr);
  console.error("No case was played.");
  process.exit(1);
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log(`\nQualification scorecard (${scored.length} cases, through the real routes)\n`);
console.log(`${pad("set", 9)} ${pad("case", 70)} ${pad("checks", 8)} failed`);
for (const s of scored)
  console.log(
    `${pad(s.set, 9)} ${pad(s.name.slice(0, 68), 70)} ${pad(`${s.passed}/${s.checks}`, 8)} ${s.failed.join(", ")}${s.noLead ? " (no lead)" : ""}`,
  );
console.log("");
for (const set of ["tuned", "held-out"] as const) {
  const of = scored.filter((s) => s.set === set);
  const checks = of.reduce((n, s) => n + s.checks, 0);
  const passed = of.reduce((n, s) => n + s.passed, 0);
  const pct = checks ? Math.round((passed / checks) * 1000) / 10 : 0;
  console.log(
    `${pad(`${set}:`, 10)} ${passed}/${checks} checks (${pct} %) over ${of.length} cases`,
  );
}
const tunedFails = scored.some((s) => s.set === "tuned" && s.failed.length);
process.exit(tunedFails || run.status ? 1 : 0);
