import type { Page } from "@playwright/test";

/**
 * What spills or hides at the current width: the page scrolling sideways, a box whose content is
 * wider than the box (a table scrolling out of sight, a badge poking out of its card), or a button
 * or link whose text is taller than the button.
 */
export async function overflow(page: Page): Promise<string[]> {
  // Two frames first: after a resize in place, what re-renders on the new width has done so.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  return page.evaluate(() => [
    ...(document.documentElement.scrollWidth > innerWidth
      ? [`page is ${document.documentElement.scrollWidth} px wide`]
      : []),
    ...Array.from(document.body.querySelectorAll("*"))
      .filter((e) => !e.closest(".sr-only") && e.checkVisibility() && e.clientWidth > 0)
      .filter(
        (e) =>
          e.scrollWidth > e.clientWidth + 1 ||
          (e.matches("a, button") && e.scrollHeight > e.clientHeight + 1),
      )
      .map(
        (e) =>
          `${e.tagName.toLowerCase()} "${e.textContent?.trim().slice(0, 40)}" needs ${e.scrollWidth}×${e.scrollHeight} in ${e.clientWidth}×${e.clientHeight}`,
      ),
  ]);
}
