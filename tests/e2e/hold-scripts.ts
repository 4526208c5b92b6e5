import type { Page } from "@playwright/test";

/**
 * Holds every JavaScript module the page asks for until `release()`: the page's island stays
 * inert, as on a slow phone before its code has arrived. The inline scripts (theme, enhance,
 * island loader) run as usual.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    // A module the browser gave up on (it navigated away) cannot be continued: nothing to do.
    await route.continue().catch(() => undefined);
  });
  return release;
}

export const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
