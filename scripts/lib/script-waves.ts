/**
 * Script requests on a slow network, for `npm run bench:waves` and the e2e test of the island
 * pages' preloads: every JavaScript module's response held for a fixed delay (a phone far from
 * the edge), each request's start recorded, and the requests grouped into the sequential waves
 * the page needed (a module named only once another one has arrived starts a wave of its own).
 */
import type { Page } from "@playwright/test";

export interface ScriptRequest {
  url: string;
  /** When the browser asked for it: milliseconds since the epoch, as the page's own clock. */
  start: number;
}

/** The pattern of the build's modules: everything Vite writes under /assets/ ending in .js. */
export const SCRIPT_ASSETS = /\/assets\/.+\.js$/;

/**
 * Holds every module response for `delay` ms and records each request. The page also notes when
 * the island went live (IslandRoot sets `data-hydrated`), on the same clock.
 */
export async function delayScripts(page: Page, delay: number): Promise<ScriptRequest[]> {
  const requests: ScriptRequest[] = [];
  await page.route(SCRIPT_ASSETS, async (route) => {
    requests.push({ url: new URL(route.request().url()).pathname, start: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, delay));
    // A module the browser gave up on (it navigated away) cannot be continued: nothing to do.
    await route.continue().catch(() => undefined);
  });
  await page.addInitScript(() => {
    // The document, not its <html> element: that element is the parser's, made after this runs.
    new MutationObserver((_changes, observer) => {
      if (document.documentElement.dataset.hydrated !== "true") return;
      (window as { __liveAt?: number }).__liveAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  return requests;
}

/** When the island went live (epoch ms), once it has. */
export async function liveAt(page: Page): Promise<number> {
  await page.waitForFunction(() => "__liveAt" in window, undefined, { timeout: 60_000 });
  return page.evaluate(() => (window as { __liveAt?: number }).__liveAt ?? 0);
}

/**
 * The requests grouped in waves, in order. A request that starts half a delay or more after the
 * first one of the current wave opens the next: it could only have been named once something of
 * the earlier wave had arrived (each takes the full delay).
 */
export function wavesOf(requests: readonly ScriptRequest[], delay: number): ScriptRequest[][] {
  const waves: ScriptRequest[][] = [];
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    const current = waves.at(-1);
    if (current && request.start - current[0]!.start < delay / 2) current.push(request);
    else waves.push([request]);
  }
  return waves;
}

/** The URLs asked for more than once. */
export function fetchedTwice(requests: readonly ScriptRequest[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { url } of requests) (seen.has(url) ? twice : seen).add(url);
  return [...twice];
}
