/**
 * `npm run eval:clarity`: plays every scripted prospect (tests/worker/clarity-eval/) through
 * POST /api/clarity inside workerd — the real route, the visitor's Durable Object, the built-in
 * engine — scores every reply and prints a scorecard. Writes the three conversations observed in
 * the field, replayed, to docs/clarity-conversations.md. Exits non-zero if any reply fails.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";

interface Played {
  name: string;
  observed: boolean;
  turns: { say: string; reply: string; roadmap: Record<string, unknown> }[];
  failures: { turn: number; check: string; detail: string }[];
}

const checks = ["known-fact", "repeated", "unanswered", "pasted", "doubled", "roadmap"];
const run = spawnSync(
  "npx",
  ["vitest", "run", "--project", "worker", "tests/worker/clarity-eval.test.ts"],
  {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  },
);
const marker = "CLARITY_EVAL ";
const played: Played[] = (run.stdout + run.stderr)
  .split("\n")
  .filter((line) => line.includes(marker))
  .map((line) => JSON.parse(line.slice(line.indexOf(marker) + marker.length)));
if (!played.length) {
  console.error(run.stdout, run.stderr);
  console.error("No conversation was played.");
  process.exit(1);
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log(`\nClarity scorecard (${played.length} conversations, through /api/clarity)\n`);
console.log(
  `${pad("conversation", 20)} ${pad("replies", 8)} ${checks.map((c) => pad(c, 11)).join("")}`,
);
let replies = 0;
let failed = 0;
for (const p of played) {
  replies += p.turns.length;
  failed += p.failures.length;
  const per = checks.map((c) => pad(p.failures.filter((f) => f.check === c).length || "·", 11));
  console.log(`${pad(p.name, 20)} ${pad(p.turns.length, 8)} ${per.join("")}`);
}
const failingReplies = new Set(played.flatMap((p) => p.failures.map((f) => `${p.name}#${f.turn}`)))
  .size;
console.log(
  `\n${replies - failingReplies}/${replies} replies pass every check; ${failed} findings.`,
);
for (const p of played)
  for (const f of p.failures) console.log(`  ✖ ${p.name} turn ${f.turn} ${f.check}: ${f.detail}`);

const roadmapLines = (r: Record<string, unknown>) =>
  Object.entries(r)
    .filter(([, v]) => (Array.isArray(v) ? v.length : v))
    .map(([k, v]) => `- **${k}:** ${Array.isArray(v) ? v.join("; ") : v}`)
    .join("\n");
const doc = [
  "# Clarity conversations, replayed",
  "",
  "The three prospects observed on 2026-11-24 (`../shared/conversations/clarity-observed.md`),",
  "replayed word for word through `POST /api/clarity` with the built-in engine by",
  "`npm run eval:clarity`, which regenerates this file. Links are the reply's own Markdown.",
  "",
  ...played
    .filter((p) => p.observed)
    .flatMap((p) => [
      `## ${p.name}`,
      "",
      ...p.turns.flatMap((t) => [
        `**Prospect:** ${t.say}`,
        "",
        `**Clarity:** ${t.reply.replace(/\n\n/g, "\n\n> ").replace(/^/, "")}`,
        "",
      ]),
      "Roadmap at the end:",
      "",
      roadmapLines(p.turns.at(-1)!.roadmap),
      "",
    ]),
].join("\n");
writeFileSync("docs/clarity-conversations.md", doc);
console.log("\nReplayed transcripts written to docs/clarity-conversations.md");
process.exit(failed || run.status ? 1 : 0);
