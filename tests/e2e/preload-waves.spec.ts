import type { Page } from "@playwright/test";
import { delayScripts, fetchedTwice, liveAt, wavesOf } from "../../scripts/lib/script-waves";
import { heroBox, replies } from "./clarity-page";
import { expect, test } from "./fixtures";

/**
 * On a slow network the island pages come alive after one wave of module requests: the HTML
 * names every chunk the island needs and the loader preloads them all (docs/decisions/029). Every module here answers after
 * DELAY ms, so a module the page learns of only from another one starts a wave of its own.
 */
const DELAY = 1500;

/** The modules the page's HTML names for its island (the loader preloads them at once). */
async function namedByHtml(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return /\bdata-modules="([^"]*)"/.exec(html)?.[1]?.split(" ") ?? [];
}

for (const path of ["/", "/try"]) {
  test(`${path}: with every module slow, the island is live after one wave, each module fetched once and named by the HTML`, async ({
    page,
  }) => {
    const requests = await delayScripts(page, DELAY);
    await page.goto(path);
    const live = await liveAt(page);
    const beforeLive = requests.filter((r) => r.start < live);
    const waves = wavesOf(beforeLive, DELAY).map((wave) => wave.map((r) => r.url));
    expect(waves, "waves of module requests before the island was live").toHaveLength(1);
    expect(fetchedTwice(requests)).toEqual([]);
    const named = await namedByHtml(page, path);
    expect(beforeLive.map((r) => r.url).filter((url) => !named.includes(url))).toEqual([]);
  });
}

test("/: reaching for the home form fetches the chat's code, so sending it waits for no module", async ({
  page,
}) => {
  const requests = await delayScripts(page, DELAY);
  await page.goto("/");
  await heroBox(page).click();
  // Asked for on focus, before a word is typed: the chat's module and every module the loader
  // preloads beside it. (Each request is recorded when the test's route handler sees it, which on
  // a loaded machine can be later than the browser asked: wait for the whole wave, not its first.)
  const preloaded = () =>
    page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
        (link) => new URL(link.href).pathname,
      ),
    );
  await expect
    .poll(async () => {
      const asked = new Set(requests.map((r) => r.url));
      const wave = await preloaded();
      return (
        [...asked].some((url) => /\/chat-view-[\w-]+\.js$/.test(url)) &&
        wave.every((url) => asked.has(url))
      );
    })
    .toBe(true);
  await heroBox(page).fill("Replace our ERP without stopping the warehouse for a week");
  const sent = Date.now();
  await heroBox(page).press("Enter");
  // Clarity's first streamed words are in the chat.
  await expect(replies(page)).toHaveCount(1, { timeout: 20_000 });
  expect(requests.filter((r) => r.start >= sent).map((r) => r.url)).toEqual([]);
  expect(fetchedTwice(requests)).toEqual([]);
});
