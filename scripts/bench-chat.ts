/**
 * `npm run bench:chat`: time to first streamed byte of a Clarity reply through the Worker, beside
 * the same figure straight from the upstream it calls (a local OpenAI-compatible server with a
 * fixed 100 ms delay). Median and p90 of 25 requests each, and the ratio.
 */
import { startFakeOpenAI } from "../tests/fixtures/fake-openai.ts";
import { freePort, startServer } from "./lib/server.ts";

const RUNS = 25;
const DELAY = 100;

async function firstByteMs(url: string, body: unknown): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
    body: JSON.stringify(body),
  });
  if (!res.ok || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  // The first chunk that carries model text (the Worker sends a `start` event first).
  let seen = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += new TextDecoder().decode(value);
    if (/"delta"|"content":"\w/.test(seen)) break;
  }
  const elapsed = performance.now() - started;
  await reader.cancel();
  return elapsed;
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, p90: s[Math.floor(s.length * 0.9)]! };
};

const upstream = await startFakeOpenAI({ firstByteDelayMs: DELAY });
const server = await startServer({
  port: await freePort(),
  persistDir: "tmp/bench-chat",
  fresh: true,
  env: { OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: upstream.url },
});
const messages = [{ role: "user", content: "We need a new CRM for 40 sales reps" }];
const direct: number[] = [];
const worker: number[] = [];
try {
  // Warm both paths once; then alternate so machine noise hits both alike.
  await firstByteMs(`${upstream.url}/chat/completions`, { model: "m", stream: true, messages });
  await firstByteMs(`${server.url}/api/clarity`, { messages });
  for (let i = 0; i < RUNS; i++) {
    direct.push(
      await firstByteMs(`${upstream.url}/chat/completions`, { model: "m", stream: true, messages }),
    );
    // No cookie: every request is a fresh visitor, so the per-visitor limit does not apply.
    worker.push(await firstByteMs(`${server.url}/api/clarity`, { messages }));
  }
} finally {
  await server.stop();
  await upstream.close();
}

const d = stats(direct);
const w = stats(worker);
console.log(`\ntime to first streamed text, ${RUNS} requests each (upstream delay ${DELAY} ms)`);
console.log(`${"path".padEnd(34)}${"median ms".padEnd(12)}p90 ms`);
console.log(
  `${"upstream directly".padEnd(34)}${d.median.toFixed(1).padEnd(12)}${d.p90.toFixed(1)}`,
);
console.log(
  `${"through the Worker (/api/clarity)".padEnd(34)}${w.median.toFixed(1).padEnd(12)}${w.p90.toFixed(1)}`,
);
console.log(
  `ratio Worker / upstream (median): ${(w.median / d.median).toFixed(2)}×, overhead ${(w.median - d.median).toFixed(1)} ms`,
);
