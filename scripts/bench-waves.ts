/**
 * `npm run bench:waves`: how the island pages come alive on a slow network. Every JavaScript
 * module's response is held for BENCH_WAVES_DELAY ms (3000: a phone far from the edge) while
 * Chromium opens /, /try and /working-prototype from the production build (BUILD_DIR). For each
 * page: the sequential waves of script requests until the island is live (IslandRoot's
 * `data-hydrated`), how many modules that took, any fetched twice, and the time from navigation
 * to live. On /, once live, a visitor clicks into the home form, types a goal at a fast typist's
 * pace and presses Enter: the waves from the click and from Enter until the chat shows the first
 * streamed words of Clarity's reply, and the times from Enter and from the page's start.
 * Medians of BENCH_WAVES_RUNS runs (3), each in a fresh browser context (empty cache). Exits 1
 * when a page needs more than one wave, or sending waits for a module. Needs a build.
 */
import { type Browser, chromium, type Page } from "@playwright/test";
import { chromiumPath } from "./lib/chromium.ts";
import { delayScripts, fetchedTwice, liveAt, wavesOf } from "./lib/script-waves.ts";
import { freePort, startServer } from "./lib/server.ts";

const DELAY = Number(process.env.BENCH_WAVES_DELAY) || 3000;
const RUNS = Number(process.env.BENCH_WAVES_RUNS) || 3;
/** Milliseconds between keys: about 150 words a minute, quicker than most visitors. */
const KEY_MS = 80;
const GOAL = "Replace our ERP without stopping the warehouse for a week";
const PAGES = ["/", "/try", "/working-prototype"];

interface Run {
  waves: number;
  scripts: number;
  twice: number;
  live: number;
  chat?: { wavesFromFocus: number; wavesFromEnter: number; fromEnter: number; fromStart: number };
}

/** The first words of Clarity's reply in the chat log (after its visually hidden "Clarity: "). */
async function firstWordsAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const log = document.querySelector('[role="log"]');
      const bubbles = log ? Array.from(log.querySelectorAll(".sr-only")) : [];
      const reply = bubbles.find((label) => label.textContent === "Clarity: ")?.parentElement;
      const words = reply?.textContent?.slice("Clarity: ".length).trim();
      return words ? performance.timeOrigin + performance.now() : 0;
    },
    undefined,
    { timeout: 60_000, polling: "raf" },
  );
  return (await handle.jsonValue()) as number;
}

async function measure(browser: Browser, base: string, path: string): Promise<Run> {
  const address = `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}`;
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": address } });
  try {
    const page = await context.newPage();
    const requests = await delayScripts(page, DELAY);
    await page.goto(`${base}${path}`, { waitUntil: "commit" });
    const live = await liveAt(page);
    const origin = await page.evaluate(() => performance.timeOrigin);
    const untilLive = requests.filter((r) => r.start < live);
    const run: Run = {
      waves: wavesOf(untilLive, DELAY).length,
      scripts: untilLive.length,
      twice: fetchedTwice(untilLive).length,
      live: live - origin,
    };
    if (path !== "/") return run;

    const box = page.getByRole("textbox", { name: "What transformation do you want to achieve?" });
    const focused = Date.now();
    await box.click();
    await box.pressSequentially(GOAL, { delay: KEY_MS });
    const entered = Date.now();
    await box.press("Enter");
    const words = await firstWordsAt(page);
    const after = (from: number) => requests.filter((r) => r.start >= from && r.start < words);
    run.chat = {
      wavesFromFocus: wavesOf(after(focused), DELAY).length,
      wavesFromEnter: wavesOf(after(entered), DELAY).length,
      fromEnter: words - entered,
      fromStart: words - origin,
    };
    return run;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const server = await startServer({
  port: await freePort(),
  persistDir: "tmp/bench-waves",
  fresh: true,
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
const results = new Map<string, Run[]>(PAGES.map((p) => [p, []]));
try {
  // Round-robin over the pages, so a slow spell of the machine lands on every page alike.
  for (let i = 0; i < RUNS; i++) {
    for (const path of PAGES) results.get(path)!.push(await measure(browser, server.url, path));
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(
  `\nisland pages with every module delayed ${DELAY} ms (${process.env.BUILD_DIR ?? "build"}), median of ${RUNS}`,
);
console.log(
  `${"page".padEnd(20)}${"waves to live".padEnd(15)}${"modules".padEnd(9)}${"twice".padEnd(7)}time to live`,
);
for (const [path, runs] of results) {
  const m = (pick: (r: Run) => number) => median(runs.map(pick));
  console.log(
    `${path.padEnd(20)}${String(m((r) => r.waves)).padEnd(15)}${String(m((r) => r.scripts)).padEnd(9)}${String(m((r) => r.twice)).padEnd(7)}${seconds(m((r) => r.live))}`,
  );
}
const chats = results.get("/")!.map((r) => r.chat!);
const c = (pick: (r: NonNullable<Run["chat"]>) => number) => median(chats.map(pick));
console.log(
  `\n/ chat: typed ${GOAL.length} characters at ${KEY_MS} ms a key (${seconds(GOAL.length * KEY_MS)}), then Enter`,
);
console.log(`waves from the click in the form to the first words  ${c((r) => r.wavesFromFocus)}`);
console.log(`waves from Enter to the first words                  ${c((r) => r.wavesFromEnter)}`);
console.log(
  `Enter → first streamed words                         ${seconds(c((r) => r.fromEnter))}`,
);
console.log(
  `page start → first streamed words                    ${seconds(c((r) => r.fromStart))}`,
);

// The targets (docs/decisions/029): every island page live after one wave, and nothing left to
// fetch once the visitor sends from the home form.
const late = [...results].filter(([, runs]) => median(runs.map((r) => r.waves)) > 1);
if (late.length || c((r) => r.wavesFromEnter) > 0) {
  console.error(
    `\n✖ ${late.map(([p]) => `${p} needs more than one wave`).join("; ") || "sending waits for modules"}`,
  );
  process.exit(1);
}
