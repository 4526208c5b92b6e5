/**
 * `npm run bench:failover`: what the failover costs a visitor (docs/decisions/024). Time to the
 * first streamed words of a Clarity reply, through the production build under `wrangler dev`,
 * while its OpenAI-compatible upstream (a local server) is healthy (100 ms to its first words),
 * answers 500, answers 429, stalls after its head, or sends its head only after 6 s; beside the
 * built-in engine alone (no key) and behind an open breaker (no upstream call at all).
 *
 * A breaker opens after three failures, so each failing case runs on fresh servers, three
 * requests each (two for the slow upstream, whose warm-up fails too) (BENCH_FAILOVER_RUNS a case, default 6, rounded up to a multiple of 3), after one
 * unmeasured request that warms the isolate. Every request is a new visitor from its own
 * address; every reply must hold words and no error part, and ask the upstream or not as the
 * case says.
 *
 * The check: a stalled or slow upstream adds no more than MODEL_FIRST_TOKEN_MS (4000 ms, the
 * default) to the engine's own first words (medians, 100 ms of slack for a shared machine).
 * Exits 1 otherwise.
 */
import { startFakeOpenAI } from "../tests/fixtures/fake-openai.ts";
import { readEvents } from "./lib/first-text.ts";
import { freePort, startServer } from "./lib/server.ts";

const RUNS = Math.ceil((Number(process.env.BENCH_FAILOVER_RUNS) || 6) / 3) * 3;
const TIMEOUT_MS = 4000;
const SLACK_MS = 100;
type Failure = "error" | "rate-limit" | "stall" | undefined;

let failing: Failure;
const reply = "Hello from the local model. What is driving the project?";
const upstream = await startFakeOpenAI({
  reply,
  firstByteDelayMs: 100,
  fail: () =>
    failing === "error"
      ? { status: 500 }
      : failing === "rate-limit"
        ? { status: 429 }
        : failing === "stall"
          ? "stall"
          : undefined,
});
const slowUpstream = await startFakeOpenAI({ reply, firstByteDelayMs: 6000 });
const calls = () => upstream.requests.length + slowUpstream.requests.length;
let sent = 0;

/** One new visitor's first message: ms to the first words, and whether an upstream was asked. */
async function firstWords(url: string): Promise<{ ms: number; asked: boolean }> {
  const before = calls();
  const n = sent++;
  const started = performance.now();
  const res = await fetch(`${url}/api/clarity`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": `2001:db8::${n}` },
    body: JSON.stringify({
      id: `bench-failover-${n}`,
      message: { id: `m${n}`, role: "user", parts: [{ type: "text", text: "We need a new CRM" }] },
    }),
  });
  if (!res.ok || !res.body) throw new Error(`worker: ${res.status} ${await res.text()}`);
  let ms = 0;
  await readEvents(res, (data) => {
    if (data === "[DONE]") return true;
    const event = JSON.parse(data) as { type: string; delta?: string };
    if (event.type === "error") throw new Error(`worker: an error part (${failing ?? "healthy"})`);
    if (event.type === "text-delta" && event.delta && !ms) ms = performance.now() - started;
    return false;
  });
  if (!ms) throw new Error(`worker: no words (${failing ?? "healthy"})`);
  return { ms, asked: calls() > before };
}

interface Case {
  label: string;
  env: Record<string, string>;
  failure?: Failure;
  /** Whether each measured request must reach an upstream. */
  asks: boolean;
  /** Measured requests a server; a fresh server after that (a breaker opens at 3 failures). */
  perServer: number;
  /** Unmeasured failures first (to open the breaker). */
  primeFailures?: number;
}

async function measure(c: Case): Promise<number[]> {
  const times: number[] = [];
  while (times.length < RUNS) {
    const port = await freePort();
    const persistDir = `tmp/bench-failover-${port}`;
    const server = await startServer({ port, persistDir, fresh: true, env: c.env });
    try {
      failing = undefined;
      await firstWords(server.url);
      failing = c.failure;
      for (let i = 0; i < (c.primeFailures ?? 0); i++) await firstWords(server.url);
      for (let i = 0; i < c.perServer && times.length < RUNS; i++) {
        const { ms, asked } = await firstWords(server.url);
        if (asked !== c.asks) throw new Error(`${c.label}: upstream asked = ${asked}`);
        times.push(ms);
      }
    } finally {
      await server.stop();
    }
  }
  return times;
}

const hosted = { OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: upstream.url };
const cases: Case[] = [
  { label: "upstream healthy (100 ms)", env: hosted, asks: true, perServer: RUNS },
  { label: "built-in engine, no key", env: {}, asks: false, perServer: RUNS },
  { label: "upstream 500", env: hosted, failure: "error", asks: true, perServer: 3 },
  { label: "upstream 429", env: hosted, failure: "rate-limit", asks: true, perServer: 3 },
  {
    label: "upstream stalls after its head",
    env: hosted,
    failure: "stall",
    asks: true,
    perServer: 3,
  },
  {
    label: "upstream's head after 6 s",
    env: { ...hosted, OPENAI_BASE_URL: slowUpstream.url },
    asks: true,
    perServer: 2, // its warm-up request fails too
  },
  {
    label: "breaker open (3 failures before)",
    env: hosted,
    failure: "error",
    asks: false,
    perServer: RUNS,
    primeFailures: 3,
  },
];

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, p90: s[Math.floor(s.length * 0.9)]! };
};
const results = new Map<string, { median: number; p90: number }>();
try {
  for (const c of cases) results.set(c.label, stats(await measure(c)));
} finally {
  await Promise.all([upstream.close(), slowUpstream.close()]);
}

console.log(
  `\ntime to a Clarity reply's first words, ${RUNS} requests a case (MODEL_FIRST_TOKEN_MS ${TIMEOUT_MS})`,
);
console.log(`${"case".padEnd(36)}${"median ms".padEnd(12)}p90 ms`);
for (const [label, x] of results)
  console.log(`${label.padEnd(36)}${x.median.toFixed(1).padEnd(12)}${x.p90.toFixed(1)}`);
const engine = results.get("built-in engine, no key")!.median;
let ok = true;
for (const label of ["upstream stalls after its head", "upstream's head after 6 s"]) {
  const added = results.get(label)!.median - engine;
  const within = added <= TIMEOUT_MS + SLACK_MS;
  ok &&= within;
  console.log(
    `${label}: adds ${added.toFixed(1)} ms to the engine's own first words (timeout ${TIMEOUT_MS} ms): ${within ? "within the timeout" : "OVER THE TIMEOUT"}`,
  );
}
const errorAdded = results.get("upstream 500")!.median - engine;
console.log(`an upstream error adds ${errorAdded.toFixed(1)} ms (the failed call's round trip)`);
if (!ok) process.exit(1);
