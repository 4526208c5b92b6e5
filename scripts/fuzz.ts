/**
 * `npm run fuzz`: 10,000 generated malformed, oversized, wrong-type and boundary-value requests to
 * every /api route of the production build; prints counts by status and route.
 * Target: 0 responses ≥ 500, and every rejection a JSON error with a code.
 */
import fc from "fast-check";
import { checkResponse, type FuzzRequest, fuzzRequest, toRequest } from "../tests/fuzz/requests.ts";
import { freePort, startServer } from "./lib/server.ts";

const total = Number(process.env.FUZZ_RUNS ?? 10_000);
const concurrency = 16;
const requests: FuzzRequest[] = fc.sample(fuzzRequest, { numRuns: total });

const server = await startServer({
  port: await freePort(),
  persistDir: "tmp/fuzz-state",
  fresh: true,
});
const byStatus = new Map<number, number>();
const byRoute = new Map<string, Map<number, number>>();
const problems: string[] = [];
let next = 0;
const started = Date.now();

async function worker() {
  while (next < requests.length) {
    const r = requests[next++]!;
    let status = 0;
    try {
      const res = await fetch(toRequest(server.url, r));
      status = res.status;
      const problem = await checkResponse(res);
      if (problem) problems.push(`${r.method} ${r.path} [${r.contentType ?? "-"}] → ${problem}`);
    } catch (error) {
      problems.push(
        `${r.method} ${r.path} (${r.body?.length ?? 0} B) → network error ${String((error as Error).cause ?? error)}`,
      );
    }
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const route = byRoute.get(r.path) ?? new Map<number, number>();
    route.set(status, (route.get(status) ?? 0) + 1);
    byRoute.set(r.path, route);
  }
}

try {
  await Promise.all(Array.from({ length: concurrency }, worker));
} finally {
  await server.stop();
}

const fmt = (m: Map<number, number>) =>
  [...m]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}:${n}`)
    .join("  ");
console.log(`\n${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`by status   ${fmt(byStatus)}`);
for (const [route, counts] of [...byRoute].sort()) console.log(`${route.padEnd(30)}${fmt(counts)}`);
const fiveXX = [...byStatus].filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0);
console.log(`\n≥500 or network errors: ${fiveXX}; contract problems: ${problems.length}`);
for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
process.exit(problems.length ? 1 : 0);
