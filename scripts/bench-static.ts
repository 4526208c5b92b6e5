/**
 * `npm run bench:static`: throughput of a prerendered page served by the production build, side
 * by side with two references in the same run: a tiny static file and the Worker's no-op health
 * endpoint. autocannon on loopback; prints req/s, p50, p99 and the ratios.
 */
import autocannon from "autocannon";
import { freePort, startServer } from "./lib/server.ts";

const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 32;
const targets = [
  { name: "page /how (prerendered HTML)", path: "/how" },
  { name: "reference: /robots.txt (static)", path: "/robots.txt" },
  { name: "reference: /api/health (Worker)", path: "/api/health" },
];

const server = await startServer({
  port: await freePort(),
  persistDir: "tmp/bench-static",
  fresh: true,
});
const results: { name: string; rps: number; p50: number; p99: number; errors: number }[] = [];
try {
  for (const t of targets) {
    const r = await autocannon({ url: `${server.url}${t.path}`, connections, duration });
    results.push({
      name: t.name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    });
  }
} finally {
  await server.stop();
}

const page = results[0]!;
console.log(`\nstatic throughput, ${connections} connections × ${duration} s each`);
console.log(
  `${"target".padEnd(36)}${"req/s".padEnd(10)}${"p50 ms".padEnd(9)}${"p99 ms".padEnd(9)}errors`,
);
for (const r of results) {
  console.log(
    `${r.name.padEnd(36)}${r.rps.toFixed(0).padEnd(10)}${String(r.p50).padEnd(9)}${String(r.p99).padEnd(9)}${r.errors}`,
  );
}
for (const ref of results.slice(1)) {
  console.log(
    `page / ${ref.name.replace("reference: ", "")}: ${(page.rps / ref.rps).toFixed(2)}× throughput`,
  );
}
