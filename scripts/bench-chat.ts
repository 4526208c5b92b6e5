/**
 * `npm run bench:chat`: time to first streamed text of a Clarity reply through the Worker, beside
 * the same figure straight from the upstream it calls (a local OpenAI-compatible server with a
 * fixed 100 ms delay). Median and p90 of 25 requests each, and the ratio.
 *
 * The Worker's requests are those of returning visitors: each of 5 visitors (its own address,
 * `cf-connecting-ip`) opens a conversation unmeasured, keeps the signed cookie it was given and
 * sends 10 more messages in that conversation (5 at each of the two addresses below), so each
 * measured turn verifies a cookie, appends to a stored conversation and reads its window back.
 * Visitors take turns (12 requests a visitor at most, inside the chat limits of 20 a minute per
 * visitor and 60 per address). Each reply must be
 * the upstream's words (a visitor or address over its model budget gets the built-in budget reply
 * instantly, which would falsify the figure), and at the end every conversation must be stored,
 * replies included. BENCH_CHAT_RUNS changes the count (at most 40: the visitor limit).
 *
 * A second table splits each request by when the upstream saw it (the fake runs in this process,
 * so its clock is ours): request sent → the upstream has it (for the Worker: all its work before
 * the model call), and the upstream's first chunk → first text at the client (the way back).
 *
 * The Worker is measured at two addresses of the same server: `wrangler dev`'s (scripts/start.mjs),
 * which puts a proxy of its own (a second workerd, for live reload) in front of the Worker, and the
 * socket of the workerd that runs the Worker, which is what production's edge talks to. The
 * ratio that counts is the second; the first is printed so the dev proxy's share stays visible.
 *
 * Two yardsticks run beside it, at the socket of a bare Worker (scripts/lib/floor-worker.ts) in
 * its own workerd: one that only forwards the upstream's stream (the runtime's cost), and one
 * that makes the same call through the AI SDK's streamText and UI message stream, with no
 * storage, limits or cookie (the floor for any Worker built on this stack). What the site adds
 * over the second is its own work: cookie, rate limits, body validation, the conversation.
 */
import { startFakeOpenAI } from "../tests/fixtures/fake-openai.ts";
import { openAIFirstText, readEvents, type Timing, uiStreamFirstText } from "./lib/first-text.ts";
import { startFloorWorker } from "./lib/floor-server.ts";
import { freePort, startServer, workerdSocket } from "./lib/server.ts";

const RUNS = Number(process.env.BENCH_CHAT_RUNS) || 25;
const VISITORS = 5;
const DELAY = 100;
const REPLY = "Hello from the local model. What is driving the project?";

interface Visitor {
  address: string;
  chatId: string;
  cookie?: string;
  sent: number;
}

/**
 * One turn of a visitor through the Worker: the time until the first `text-delta` event, then
 * the rest of the reply, which must be the upstream's.
 */
async function workerTurn(url: string, v: Visitor): Promise<Timing> {
  const started = performance.now();
  const n = v.sent++;
  const res = await fetch(`${url}/api/clarity`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": v.address,
      ...(v.cookie ? { cookie: v.cookie } : {}),
    },
    body: JSON.stringify({
      id: v.chatId,
      message: {
        id: `${v.chatId}-m${n}`,
        role: "user",
        parts: [{ type: "text", text: `We need a new CRM for ${40 + n} sales reps` }],
      },
    }),
  });
  if (!res.ok || !res.body) throw new Error(`worker: ${res.status} ${await res.text()}`);
  const setCookie = res.headers.get("set-cookie");
  if (setCookie) v.cookie = setCookie.split(";")[0];
  if (!v.cookie) throw new Error("worker: no visitor cookie");
  if (v.cookie && setCookie && n > 0) throw new Error("worker: the visitor's cookie was replaced");
  let elapsed = 0;
  let text = "";
  await readEvents(res, (data) => {
    if (data === "[DONE]") return true;
    const event = JSON.parse(data) as { type: string; delta?: string; errorText?: string };
    if (event.type === "error") throw new Error(`worker: stream error ${event.errorText}`);
    if (event.type === "text-delta" && event.delta) {
      if (!elapsed) elapsed = performance.now() - started;
      text += event.delta;
    }
    return false;
  });
  if (text !== REPLY) {
    throw new Error(`worker: the reply is not the upstream's (model budget spent?): ${text}`);
  }
  return { started, firstText: started + elapsed };
}

/** Every visitor's conversation, as the Worker stored it: each message and each reply. */
async function checkStored(url: string, visitors: Visitor[]): Promise<void> {
  for (const v of visitors) {
    const res = await fetch(`${url}/api/clarity/latest`, {
      headers: { cookie: v.cookie!, "cf-connecting-ip": v.address },
    });
    const { conversation } = (await res.json()) as {
      conversation: { id: string; messages: { role: string; text: string }[] } | null;
    };
    const replies = conversation?.messages.filter((m) => m.role === "assistant") ?? [];
    if (
      conversation?.id !== v.chatId ||
      conversation.messages.length !== 2 * v.sent ||
      replies.some((m) => m.text !== REPLY)
    ) {
      throw new Error(
        `worker: ${v.chatId} stored ${conversation?.messages.length ?? 0} of ${2 * v.sent} messages`,
      );
    }
  }
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, p90: s[Math.floor(s.length * 0.9)]! };
};
const median = (xs: number[]) => stats(xs).median;

/** Where a request's time went, by when the upstream saw it (same clock: the fake runs here). */
interface Split {
  total: number;
  /** Request sent → the upstream has the request's head (the Worker's work before its fetch). */
  before: number;
  /** Head → body read by the upstream. */
  body: number;
  /** The upstream's first chunk written → first text at the client (the way back). */
  after: number;
}

const upstream = await startFakeOpenAI({ reply: REPLY, firstByteDelayMs: DELAY });
const server = await startServer({
  port: await freePort(),
  persistDir: "tmp/bench-chat",
  fresh: true,
  env: { OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: upstream.url },
});
const floor = await startFloorWorker(await freePort(), upstream.url);
const visitors: Visitor[] = Array.from({ length: VISITORS }, (_, i) => ({
  address: `198.51.100.${i + 1}`,
  chatId: `bench-chat-${i + 1}`,
  sent: 0,
}));
/** The timing of a request, with the upstream's record of the call it caused. */
async function measure(run: () => Promise<Timing>): Promise<Split> {
  const calls = upstream.requests.length;
  const t = await run();
  if (upstream.requests.length !== calls + 1) throw new Error("expected one upstream call");
  const call = upstream.requests.at(-1)!;
  return {
    total: t.firstText - t.started,
    before: call.arrivedAt - t.started,
    body: call.readAt - call.arrivedAt,
    after: t.firstText - call.respondedAt,
  };
}

const directRuns: Split[] = [];
const viaDev: Split[] = [];
const worker: Split[] = [];
const floorPass: Split[] = [];
const floorSdk: Split[] = [];
let socket = "";
try {
  socket = await workerdSocket(server);
  const floorSocket = await workerdSocket(floor);
  const direct = () => openAIFirstText(`${upstream.url}/chat/completions`);
  const pass = () => openAIFirstText(`${floorSocket}/pass`);
  const sdk = () => uiStreamFirstText(`${floorSocket}/sdk`);
  // Warm every path; each visitor's first turn (unmeasured) gets its cookie and conversation.
  await Promise.all([direct(), pass(), sdk()].map((p) => p.then(() => {})));
  for (const v of visitors) await workerTurn(server.url, v);
  await workerTurn(socket, visitors[0]!);
  // Then alternate, so machine noise hits every path alike.
  for (let i = 0; i < RUNS; i++) {
    directRuns.push(await measure(direct));
    floorPass.push(await measure(pass));
    floorSdk.push(await measure(sdk));
    viaDev.push(await measure(() => workerTurn(server.url, visitors[i % VISITORS]!)));
    worker.push(await measure(() => workerTurn(socket, visitors[(i + 2) % VISITORS]!)));
  }
  // The replies are stored after the stream (waitUntil): give the last ones a moment.
  await new Promise((r) => setTimeout(r, 200));
  await checkStored(server.url, visitors);
} finally {
  await Promise.all([server.stop(), floor.stop()]);
  await upstream.close();
}

const d = stats(directRuns.map((x) => x.total));
const fp = stats(floorPass.map((x) => x.total));
const fs = stats(floorSdk.map((x) => x.total));
const w = stats(worker.map((x) => x.total));
const dev = stats(viaDev.map((x) => x.total));
const DEV_LABEL = "via wrangler dev's proxy";
const WORKER_LABEL = "the Worker (/api/clarity)";
console.log(`\ntime to first streamed text, ${RUNS} requests each (upstream delay ${DELAY} ms)`);
console.log(
  `Worker: ${VISITORS} returning visitors (signed cookie), each continuing a stored conversation`,
);
console.log(`${"path".padEnd(34)}${"median ms".padEnd(12)}p90 ms`);
const PASS_LABEL = "bare Worker, forwarding only";
const SDK_LABEL = "bare Worker, AI SDK streamText";
for (const [label, x] of [
  ["upstream directly", d],
  [PASS_LABEL, fp],
  [SDK_LABEL, fs],
  [WORKER_LABEL, w],
  [DEV_LABEL, dev],
] as const)
  console.log(`${label.padEnd(34)}${x.median.toFixed(1).padEnd(12)}${x.p90.toFixed(1)}`);
console.log(
  `ratio Worker / upstream (median): ${(w.median / d.median).toFixed(2)}×, overhead ${(w.median - d.median).toFixed(1)} ms`,
);
console.log(
  `  (through wrangler dev's proxy, which production does not have: ${(dev.median / d.median).toFixed(2)}×, ${(dev.median - d.median).toFixed(1)} ms)`,
);
console.log(
  `  yardsticks in the same runtime: forwarding alone ${(fp.median / d.median).toFixed(2)}×, the AI SDK alone ${(fs.median / d.median).toFixed(2)}×; the site's own work over the AI SDK: ${(w.median - fs.median).toFixed(1)} ms`,
);
const stored = visitors.reduce((n, v) => n + 2 * v.sent, 0);
console.log(`conversations stored by the Worker: ${VISITORS}, ${stored} messages`);
const row = (label: string, xs: Split[]) =>
  console.log(
    `${label.padEnd(34)}${median(xs.map((x) => x.before))
      .toFixed(1)
      .padEnd(12)}${median(xs.map((x) => x.body))
      .toFixed(1)
      .padEnd(12)}${median(xs.map((x) => x.after)).toFixed(1)}`,
  );
console.log(`\nwhere the time goes (medians, ms; the upstream's clock is this process's)`);
console.log(`${"path".padEnd(34)}${"to upstream".padEnd(12)}${"body".padEnd(12)}back to client`);
row("upstream directly", directRuns);
row(PASS_LABEL, floorPass);
row(SDK_LABEL, floorSdk);
row(WORKER_LABEL, worker);
row(DEV_LABEL, viaDev);
