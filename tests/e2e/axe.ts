import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails with the list of WCAG 2 A/AA (and 2.1/2.2 AA) violations axe-core finds on the page, or
 * only `within` a part of it (a modal dialog: the page behind it is inert and checked on its own).
 */
export async function expectNoAxeViolations(
  page: Page,
  label = page.url(),
  { within }: { within?: string } = {},
): Promise<void> {
  // Colours are checked at rest: a toast or dialog fading in is not yet at its final contrast.
  // A toast must also not time out and fade away while axe reads it: the pointer over it pauses
  // sonner's timers. A toast just added starts its transition only once sonner marks it mounted,
  // a frame or two later: wait for that, then for every transition running.
  const toast = page.locator("[data-sonner-toast]").first();
  if (await toast.count()) await toast.hover({ timeout: 2_000 }).catch(() => undefined);
  await page.waitForFunction(
    () => document.querySelector('[data-sonner-toast][data-mounted="false"]') === null,
  );
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => {})),
    );
  });
  // One axe.run in the page (legacy mode): the default opens a second page for every scan to
  // merge the frames' results, which halves the scan's cost and gains nothing on a site without
  // iframes. Only violations are collected: the passes' thousands of nodes are never read. (The
  // options come before the tags: `options()` replaces the tags' runOnly.)
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode();
  if (within) builder.include(within);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
