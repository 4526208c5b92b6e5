/**
 * `npm run bench:contact`: 50 concurrent visitors each sending contact-form field updates (every
 * update is a durable Durable Object write), beside /api/health in the same run. Prints
 * throughput, p50 and p99 latency and the ratios.
 */
import { freePort, startServer } from "./lib/server.ts";

const VISITORS = 50;
const UPDATES_PER_VISITOR = 20; // under the 60-per-minute limit per visitor
const fields = ["name", "email", "company", "phone", "note"] as const;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

async function visitor(url: string, latencies: number[], errors: string[]) {
  const first = await fetch(`${url}/api/contact/draft`);
  const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0]!;
  await first.text();
  const draft: Record<string, string[]> = { name: [], email: [], company: [], phone: [], note: [] };
  for (let i = 0; i < UPDATES_PER_VISITOR; i++) {
    const field = fields[i % fields.length]!;
    const value = `${field}-${i}`;
    draft[field] = [...draft[field]!, value];
    const started = performance.now();
    const res = await fetch(`${url}/api/contact/fields`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ field, value, allInfo: draft }),
    });
    await res.text();
    latencies.push(performance.now() - started);
    if (!res.ok) errors.push(`HTTP ${res.status}`);
  }
}

async function health(url: string, count: number, latencies: number[]) {
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await (await fetch(`${url}/api/health`)).text();
    latencies.push(performance.now() - started);
  }
}

async function measure(name: string, run: (lat: number[], err: string[]) => Promise<unknown>) {
  const latencies: number[] = [];
  const errors: string[] = [];
  const started = performance.now();
  await run(latencies, errors);
  const seconds = (performance.now() - started) / 1000;
  return {
    name,
    rps: latencies.length / seconds,
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    n: latencies.length,
    errors: errors.length,
  };
}

const server = await startServer({
  port: await freePort(),
  persistDir: "tmp/bench-contact",
  fresh: true,
});
try {
  // Warm-up: the first requests pay for compiling the Worker, not for the work measured.
  await Promise.all(Array.from({ length: VISITORS }, () => health(server.url, 2, [])));
  const ref = await measure("reference: GET /api/health", (lat) =>
    Promise.all(
      Array.from({ length: VISITORS }, () => health(server.url, UPDATES_PER_VISITOR, lat)),
    ),
  );
  const updates = await measure("POST /api/contact/fields", (lat, err) =>
    Promise.all(Array.from({ length: VISITORS }, () => visitor(server.url, lat, err))),
  );
  console.log(`\n${VISITORS} concurrent visitors × ${UPDATES_PER_VISITOR} requests`);
  console.log(
    `${"endpoint".padEnd(30)}${"req/s".padEnd(9)}${"p50 ms".padEnd(9)}${"p99 ms".padEnd(9)}${"requests".padEnd(10)}errors`,
  );
  for (const r of [updates, ref]) {
    console.log(
      `${r.name.padEnd(30)}${r.rps.toFixed(0).padEnd(9)}${r.p50.toFixed(1).padEnd(9)}${r.p99.toFixed(1).padEnd(9)}${String(r.n).padEnd(10)}${r.errors}`,
    );
  }
  console.log(
    `field updates vs health: ${(updates.rps / ref.rps).toFixed(2)}× throughput, ${(updates.p50 / ref.p50).toFixed(2)}× p50, ${(updates.p99 / ref.p99).toFixed(2)}× p99`,
  );
} finally {
  await server.stop();
}
