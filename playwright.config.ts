import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/lib/chromium.ts";
import { freePort } from "./scripts/lib/server.ts";
import { E2E_SALES_TOKEN } from "./tests/e2e/sales-token.ts";

// A free port unless E2E_PORT says which; kept in the environment, which the test workers inherit
// and read when they load this file again, so they reach the same server.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
// The built-in engines stream a word every 4 ms instead of 24 (Clarity) or 12 (CRM): still one
// piece at a time (the Stop test stops a reply mid-way), but Chromium renders far fewer frames
// for the same replies — the chat specs' CPU about a fifth lower. The test servers of their own
// inherit it from this environment too.
process.env.ENGINE_WORD_DELAY_MS ??= "4";

/** Debian's Chromium headless shell; Playwright's own browser download is not available here. */
export const chromiumLaunch = {
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two on two cores: the step is CPU-bound (Chromium is most of it). Three gained nothing on a
  // quiet machine (456 s against 462 s) and stretched every test by the contention.
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Generous: two workers share two cores with workerd and Chromium; a pass is never slowed by it.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // No trace under CI (`npm test`): recording one costs Chromium a screencast and a DOM
    // snapshot at every action of every test, thrown away when it passes — 770 → 486 CPU-s for
    // the whole step. (A screenshot on failure is not free either: Playwright takes one of every
    // page as its context closes, pass or fail, ~0.15 CPU-s a test.) A failure still leaves the
    // page's accessibility snapshot in its error-context.md; `--trace on` records a trace when
    // that test is run again. Run by hand (no CI), a failure keeps its trace as before.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: chromiumLaunch,
    // Reduced motion unless a test is about motion (the confetti): no smooth scroll on every
    // streamed word, no confetti, spinner or toast animation for Chromium to paint — CPU the
    // suite spends for nothing it asserts.
    reducedMotion: "reduce",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch } },
  ],
  webServer: {
    // The real production build in workerd, with its own throwaway storage.
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      PERSIST_DIR: `tmp/e2e-state-${port}`,
      OPENAI_API_KEY: "",
      SALES_TOKEN: E2E_SALES_TOKEN,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
