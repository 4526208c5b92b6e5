import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Two layers: pure unit tests in Node, and Worker/Durable Object tests inside workerd.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          // One module graph for all unit files: 3 s instead of 24 s on two cores (a fresh
          // process per file is most of the time). Unit tests keep no global state.
          isolate: false,
          include: [
            "client/**/*.test.ts",
            "content/**/*.test.ts",
            "worker/**/*.test.ts",
            "scripts/**/*.test.ts",
            // The site-answers eval's tuned figures hold (docs/decisions/034); ~5 s.
            "tests/worker/site-answers-eval/*.eval.ts",
          ],
        },
      },
      {
        test: {
          // `npm run eval:answers`: Clarity's answers from the site's pages (docs/decisions/034).
          name: "answers",
          environment: "node",
          include: ["tests/worker/site-answers-eval/*.eval.ts"],
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                VISITOR_COOKIE_SECRET: "test-cookie-secret",
                LEAD_WEBHOOK_URL: "https://hooks.example.test/leads",
                LEAD_WEBHOOK_SECRET: "test-webhook-secret",
                // A real token's shape: base64url of 32 random bytes.
                SALES_TOKEN: "Qm9vdHN0cmFwLXNhbGVzLXRva2VuLWZvci10ZXN0czE",
                // "1" from the eval scripts: the held-out sets are played (and scored) only there,
                // never in `npm test`, where they could assert nothing (docs/decisions/033).
                EVAL_HELD_OUT: process.env.EVAL_HELD_OUT ?? "",
                // The built-in engines' pause between streamed words (their own is ~24 ms, a
                // reader's pace): 2 ms keeps a reply in pieces without most files waiting on it.
                ENGINE_WORD_DELAY_MS: "2",
              },
            },
          }),
        ],
        test: {
          name: "worker",
          setupFiles: ["tests/worker/setup.ts"],
          // Each test file starts a fresh Worker, which loads every module it imports again: the
          // Worker's dependencies, bundled once per run into one file each, are a few loads
          // instead of hundreds (CPU per file's first request about a third lower). The specifiers
          // are the ones worker/ imports; one not listed is still loaded, file by file.
          deps: {
            optimizer: {
              ssr: {
                enabled: true,
                include: [
                  "hono",
                  "hono/body-limit",
                  "hono/combine",
                  "hono/cookie",
                  "hono/http-exception",
                  "hono/utils/http-status",
                  "@hono/zod-validator",
                  "zod",
                  "ai",
                  "@ai-sdk/openai",
                  "@ai-sdk/provider",
                  "workers-ai-provider",
                  "chrono-node/en",
                  "libphonenumber-js/min",
                  "minisearch",
                  "jose",
                  "isbot",
                ],
              },
            },
          },
          // A test's own requests and Durable Object work; loading the Worker's modules is paid
          // during collection (tests/worker/setup.ts), outside any test's limit.
          testTimeout: 20_000,
          // Work after a response (a batch of funnel counts, a hand-off) lands within ms; on a
          // loaded machine a poll waits up to 5 s for it, not 1.
          expect: { poll: { timeout: 5_000 } },
          include: ["tests/worker/**/*.test.ts"],
        },
      },
      {
        // CPU benchmarks of the built-in engines, in Node (`npm run bench:engines`).
        test: {
          name: "bench-engines",
          environment: "node",
          include: ["tests/bench/**/*.node-bench.ts"],
        },
      },
      {
        // The funnel's bench in workerd (`npm run bench:funnel`, scripts/bench-funnel.ts): it
        // renders the page with the production build named by BENCH_SERVER_BUNDLE.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                BENCH_SERVER_BUNDLE: process.env.BENCH_SERVER_BUNDLE ?? "",
                BENCH_FUNNEL_HTML: process.env.BENCH_FUNNEL_HTML ?? "",
              },
            },
          }),
        ],
        test: {
          name: "bench-funnel",
          testTimeout: 600_000,
          include: ["tests/bench/**/*.funnel-bench.ts"],
        },
      },
      {
        // Benchmarks in workerd (`npm run bench:ledger`); never part of `npm test`.
        plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" } })],
        test: {
          name: "bench",
          testTimeout: 600_000,
          include: ["tests/bench/**/*.bench-test.ts"],
        },
      },
    ],
  },
});
