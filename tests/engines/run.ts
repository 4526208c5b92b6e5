/**
 * `npm run test:engines`: the cross-engine suite (README "Testing: which engines run what"). The
 * production build, served once with its own throwaway storage, and the flows of flows.ts in
 * Firefox, then in WebKit. Prints one line per flow and engine, then `N passed, N failed`; exits 1
 * on any failure, keeping a screenshot of the page as the flow failed in tmp/engines/.
 *
 *   ENGINES=webkit               one engine only (firefox, webkit)
 *   ENGINE_FLOWS="CRM"           only the flows whose name contains this
 *   ENGINE_SCREENS=1             also save the core flows' pictures in docs/screens/engines/
 *   ENGINES_PARALLEL=1           run the two engines side by side (on 2 cores: no faster)
 *
 * Needs `npm run build` and the engines (`node scripts/ensure-engines.mjs` installs them).
 */
import { mkdirSync, rmSync } from "node:fs";
import { freePort, startServer } from "../../scripts/lib/server.ts";
import { E2E_SALES_TOKEN } from "../e2e/sales-token.ts";
import { launch, missing } from "./engines.ts";
import type { FlowContext } from "./flow.ts";
import { flows } from "./flows.ts";
import { type EngineName, type Tab, within } from "./tab.ts";

const FAILURES_DIR = "tmp/engines";
const SCREENS_DIR = "docs/screens/engines";

const engines = (process.env.ENGINES ?? "firefox webkit")
  .split(/[\s,]+/)
  .filter(Boolean) as EngineName[];
const only = process.env.ENGINE_FLOWS;
const screens = Boolean(process.env.ENGINE_SCREENS);

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

interface Result {
  engine: EngineName;
  name: string;
  ok: boolean;
  ms: number;
  error?: string;
}

async function runEngine(
  engine: EngineName,
  base: string,
  started: Promise<Tab> = launch(engine),
): Promise<Result[]> {
  const results: Result[] = [];
  const chosen = flows.filter(
    (f) => (!f.only || f.only === engine) && (!only || f.name.includes(only)),
  );
  let tab: Tab | undefined;
  try {
    tab = await started;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    for (const flow of chosen) {
      results.push({ engine, name: flow.name, ok: false, ms: 0, error: message });
      console.log(`✖ ${engine.padEnd(7)} ${flow.name}\n    ${message}`);
    }
    return results;
  }
  // The browser without JavaScript starts now, while the first flows mostly wait on the server.
  let plain: Promise<Tab> | undefined;
  if (chosen.some((f) => f.withoutJavaScript)) {
    plain = launch(engine, { javaScript: false });
    plain.catch(() => {}); // its flow reports the failure
  }
  const shared: FlowContext["shared"] = {};
  for (const flow of chosen) {
    const started = Date.now();
    let current: Tab = tab;
    const ctx: FlowContext = {
      tab,
      base,
      shared,
      withoutJavaScript: async () => {
        if (!plain) throw new Error("this flow is not marked withoutJavaScript");
        current = await plain;
        return current;
      },
      shot: async (name) => {
        if (screens) await current.screenshot(`${SCREENS_DIR}/${engine}-${name}.png`);
      },
    };
    try {
      // A flow that hangs (a driver that never answers) fails here instead of holding the suite.
      await within(flow.run(ctx), 90_000, flow.name);
      const ms = Date.now() - started;
      results.push({ engine, name: flow.name, ok: true, ms });
      console.log(`✔ ${engine.padEnd(7)} ${flow.name} (${(ms / 1000).toFixed(1)} s)`);
    } catch (error) {
      const ms = Date.now() - started;
      const message = error instanceof Error ? error.message : String(error);
      const file = `${FAILURES_DIR}/${engine}-${slug(flow.name)}.png`;
      const saved = await current
        .screenshot(file)
        .then(() => ` (screenshot: ${file})`)
        .catch(() => "");
      results.push({ engine, name: flow.name, ok: false, ms, error: message });
      console.log(
        `✖ ${engine.padEnd(7)} ${flow.name}${saved}\n    ${message.replaceAll("\n", "\n    ")}`,
      );
    }
  }
  await plain?.then((p) => p.close()).catch(() => {});
  await tab.close().catch(() => {});
  return results;
}

async function main(): Promise<number> {
  const absent = engines.map((e) => [e, missing(e)] as const).filter(([, m]) => m);
  if (absent.length) {
    for (const [engine, what] of absent) console.error(`${engine}: missing ${what}`);
    console.error("Install the engines with: node scripts/ensure-engines.mjs (as root)");
    console.log(`0 passed, ${absent.length} failed`);
    return 1;
  }
  rmSync(FAILURES_DIR, { recursive: true, force: true });
  mkdirSync(FAILURES_DIR, { recursive: true });
  if (screens) mkdirSync(SCREENS_DIR, { recursive: true });

  const started = Date.now();
  // The first browser starts while the server does (it needs none to start).
  const first = launch(engines[0]!);
  first.catch(() => {}); // runEngine reports it
  const port = await freePort();
  const server = await startServer({
    port,
    persistDir: `${FAILURES_DIR}/state-${port}`,
    fresh: true,
    env: { SALES_TOKEN: E2E_SALES_TOKEN },
  });
  console.log(`  server up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const stopOnExit = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // stopped already
    }
  };
  process.on("exit", stopOnExit);
  let results: Result[] = [];
  try {
    const early = (engine: EngineName) => (engine === engines[0] ? first : undefined);
    if (process.env.ENGINES_PARALLEL) {
      results = (await Promise.all(engines.map((e) => runEngine(e, server.url, early(e))))).flat();
    } else {
      for (const engine of engines)
        results.push(...(await runEngine(engine, server.url, early(engine))));
    }
  } finally {
    await server.stop();
    process.off("exit", stopOnExit);
  }
  const failed = results.filter((r) => !r.ok);
  if (failed.length) {
    console.log("\nFailed:");
    for (const r of failed) console.log(`  ${r.engine}: ${r.name}`);
  }
  console.log(
    `\nEngines: ${engines.join(", ")} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
  return failed.length || results.length === 0 ? 1 : 0;
}

// Ctrl-C or a CI timeout: exit, so the drivers and the server (their own process groups) end too.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

process.exit(await main());
