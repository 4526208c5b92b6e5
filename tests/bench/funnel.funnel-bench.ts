/**
 * `npm run bench:funnel` (docs/decisions/026), in workerd with real SQLite: (1) what counting adds
 * to a field update's Worker time, p50 of the same update from a person's browser (counted) and
 * from a crawler (not counted); (2) the funnel page for 90 days of 10,000 daily visits, rendered
 * by the production build's Worker (React Router and the visx charts), and the report it reads.
 * Prints figures; asserts nothing about time (speed is never a test).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect, it, vi } from "vitest";
import { emptyDraft } from "../../worker/contracts/contact";
import { withBindings } from "../worker/helpers/env";
import { BOT_UA, browser, campaign, funnel } from "../worker/helpers/funnel";
import { bearer, SALES_TOKEN } from "../worker/helpers/leads";
import { seedDays } from "./funnel/seed";

vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response("ok")),
);
// The limiters are the same for both; left out, so 2 × 300 updates are not refused.
const unlimited = { limit: async () => ({ success: true }) };
withBindings({ FIELDS_LIMITER: unlimited, FIELDS_IP_LIMITER: unlimited });

const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!;
const fmt = (ms: number) => `${ms.toFixed(3)} ms`;

async function fieldUpdate(headers: Record<string, string>, i: number) {
  const value = `Dana ${i % 50}`;
  const t = performance.now();
  const res = await exports.default.fetch(
    new Request("http://localhost/api/contact/fields", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "cf-connecting-ip": "2001:db8::1",
        ...headers,
      },
      body: JSON.stringify({ field: "name", value, allInfo: { ...emptyDraft(), name: [value] } }),
    }),
  );
  await res.text();
  expect(res.status).toBe(200);
  return { ms: performance.now() - t, cookie: res.headers.get("set-cookie")?.split(";")[0] };
}

/**
 * workerd's clock moves in whole milliseconds (and only across I/O), so each sample is the mean of
 * a group of updates sent one after another; the p50 is over the groups.
 */
const GROUP = 20;
const ROUNDS = 30;

it("counting's added time on a field update (p50)", async () => {
  const touch = campaign("bench");
  const person = browser(touch);
  const bot = browser(touch, BOT_UA);
  const first = [await fieldUpdate(person, 0), await fieldUpdate(bot, 0)];
  const counted = { ...person, cookie: first[0]!.cookie! };
  const skipped = { ...bot, cookie: first[1]!.cookie! };
  const times = { counted: [] as number[], skipped: [] as number[] };
  const group = async (headers: Record<string, string>, round: number) => {
    const t = performance.now();
    for (let i = 0; i < GROUP; i++) await fieldUpdate(headers, round * GROUP + i);
    return (performance.now() - t) / GROUP;
  };
  for (let round = 0; round < ROUNDS; round++) {
    // Interleaved, so both see the same machine.
    times.counted.push(await group(counted, round));
    times.skipped.push(await group(skipped, round));
  }
  const a = median(times.counted);
  const b = median(times.skipped);
  console.log(
    [
      `field update (POST /api/contact/fields): p50 of ${ROUNDS} groups of ${GROUP}, per update:`,
      `  a person's browser (counted)  ${fmt(a)}`,
      `  a crawler (not counted)       ${fmt(b)}`,
      `  counting adds                 ${fmt(a - b)}`,
    ].join("\n"),
  );
});

it("the funnel page for 90 days of 10,000 daily visits", async () => {
  const started = performance.now();
  const days = seedDays(90, 10_000);
  for (const counts of days) await funnel().add(counts);
  const rows = days.reduce((n, d) => n + d.length, 0);
  const seeded = performance.now() - started;
  const settings = env as unknown as Record<string, string | undefined>;
  const bundle = settings.BENCH_SERVER_BUNDLE;
  if (!bundle) throw new Error("BENCH_SERVER_BUNDLE: run `npm run bench:funnel` (it builds first)");
  const server = await import(/* @vite-ignore */ bundle);
  const page = async (range: number) => {
    const ctx = createExecutionContext();
    const t = performance.now();
    const res: Response = await server.default.fetch(
      new Request(`http://localhost/inbox/funnel?days=${range}`, { headers: bearer }),
      { ...env, SALES_TOKEN },
      ctx,
    );
    const html = await res.text();
    const ms = performance.now() - t;
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    return { ms, html };
  };
  const lines = [
    `seeded ${rows.toLocaleString("en-US")} counters (90 days) in ${(seeded / 1000).toFixed(1)} s`,
  ];
  await page(90); // the first render compiles the page's modules
  for (const range of [7, 30, 90]) {
    const runs = [];
    for (let i = 0; i < 15; i++) runs.push(await page(range));
    const ms = runs.map((r) => r.ms);
    lines.push(
      `GET /inbox/funnel?days=${range}: p50 ${fmt(median(ms))}, max ${fmt(Math.max(...ms))}, ${(runs[0]!.html.length / 1024).toFixed(0)} KB of HTML`,
    );
    if (range === 90 && settings.BENCH_FUNNEL_HTML)
      console.log(`<<<FUNNEL-HTML\n${runs[0]!.html}\nFUNNEL-HTML>>>`);
  }
  const report = [];
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    await funnel().report(90, null);
    report.push(performance.now() - t);
  }
  lines.push(`  of which the Funnel object's report (90 days): p50 ${fmt(median(report))}`);
  console.log(lines.join("\n"));
});
