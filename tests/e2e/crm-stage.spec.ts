import type { Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import {
  ask,
  changes,
  expectStats,
  openAssistant,
  pipeline,
  stat,
  statCard,
  toasts,
} from "./crm-page";
import { expect, test } from "./fixtures";

/** True when the two boxes share any area. */
async function overlap(a: Locator, b: Locator) {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  if (!p || !q) throw new Error("not laid out");
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

/** The element a click at the centre of `target` would reach is `target` or inside it. */
async function onTop(target: Locator) {
  const box = (await target.boundingBox())!;
  return target.evaluate((el, { x, y }) => el.contains(document.elementFromPoint(x, y)), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
}

test("at 1280 px the assistant docks beside the dashboard: Pipeline Value stays uncovered and visibly updates", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const dialog = await openAssistant(page);
  await expect(dialog).toBeVisible();
  const card = statCard(page, "Pipeline Value");
  await expect(card).toBeInViewport();
  expect(await overlap(card, dialog)).toBe(false);
  expect(await onTop(card)).toBe(true);
  // Not modal: the dashboard behind it still takes clicks.
  await pipeline(page)
    .getByRole("button", { name: /Atlas Manufacturing/ })
    .click();
  await expect(page.getByRole("dialog", { name: "Atlas Manufacturing" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The highlight lasts 1.8 s, which a loaded machine can spend before the reply has finished:
  // note it when it starts.
  await card.evaluate((el) => {
    new MutationObserver(() => {
      if (el.dataset.updated === "true") (window as { flashed?: boolean }).flashed = true;
    }).observe(el, { attributes: true, attributeFilter: ["data-updated"] });
  });
  await ask(page, "Add Initech, $40k, proposal, 60%, closing Dec 15");
  await expect(stat(page, "Pipeline Value")).toHaveText("$450,000");
  await expect
    .poll(() => page.evaluate(() => (window as { flashed?: boolean }).flashed))
    .toBe(true);
  await expect(card).toBeInViewport();
  expect(await overlap(card, dialog)).toBe(false);
  await expect(card).not.toHaveAttribute("data-updated");
});

test("at 390 px the assistant is a bottom sheet under the stat row, which stays in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openAssistant(page);
  await expect(dialog).toBeVisible();
  const figures = page.getByRole("list", { name: "Key figures" });
  // The page scrolls (smoothly) to bring the figures above the sheet.
  await expect.poll(() => overlap(figures, dialog)).toBe(false);
  await expect(figures).toBeInViewport({ ratio: 1 });
  await ask(page, "Northwind is now in negotiation at 85%");
  await expect(stat(page, "Monthly Forecast")).toHaveText("$182,750");
  await expect(figures).toBeInViewport({ ratio: 1 });
  expect(await overlap(figures, dialog)).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});

test("the assistant's action toasts collapse into one", async ({ page }) => {
  await openAssistant(page);
  await ask(page, "Add Initech, $40k, proposal, 60%, closing Dec 15");
  await expect(toasts(page)).toContainText("Added opportunity for Initech");
  // The pointer over the toast pauses sonner's timers (as a reader's would): on a loaded machine
  // a reply can take longer to finish than the toast's 4 s, and the test reads it after the reply.
  await toasts(page).getByRole("listitem").hover();
  await ask(page, "Move Atlas to negotiation");
  await ask(page, "I just emailed Marcus Webb at Meridian the revised contract");
  await expect(toasts(page)).toContainText("Logged email activity");
  await expect(toasts(page).getByRole("listitem")).toHaveCount(1);
});

test("an Undo that no longer fits is disabled and says why; it comes back when it fits again", async ({
  page,
}) => {
  await openAssistant(page);
  await ask(page, "Move Atlas to negotiation");
  const first = page
    .getByRole("list", { name: "Changes made by the assistant" })
    .first()
    .getByRole("button", { name: "Undo" });
  await expect(first).toBeEnabled();
  await ask(page, "Atlas is now in proposal");
  await expect(first).toBeDisabled();
  await expect(first).toHaveAccessibleDescription(
    "Atlas Manufacturing has changed since. Undo the later change first.",
  );
  await first.hover();
  await expect(page.getByRole("tooltip")).toBeVisible();
  await expect(pipeline(page).getByRole("listitem").nth(2)).toContainText("Proposal");
  // The later change undone, the earlier one fits again.
  await changes(page).getByRole("button", { name: "Undo" }).click();
  await expect(pipeline(page).getByRole("listitem").nth(2)).toContainText("Negotiation");
  await expect(first).toBeEnabled();
  await first.click();
  await expect(pipeline(page).getByRole("listitem").nth(2)).toContainText("Discovery");
  await expectNoAxeViolations(page, "assistant with undone and stale actions");
});

test("Launch Full Demo runs a short guided demo from three proposed requests", async ({ page }) => {
  const dialog = await openAssistant(page, "Launch Full Demo");
  const steps = dialog.getByRole("list", { name: "Guided demo" });
  await expect(steps.getByRole("button")).toHaveCount(3);
  await steps.getByRole("button", { name: /Add Initech/ }).click();
  await expect(changes(page)).toContainText("Added opportunity for Initech");
  await expectStats(page, "1,447", "$450,000", "4", "$194,250");
  await expect(steps.getByRole("button")).toHaveCount(2);
  await steps.getByRole("button", { name: /Northwind is now in negotiation/ }).click();
  await expect(changes(page)).toContainText("Updated opportunity for Northwind Logistics");
  await expect(stat(page, "Monthly Forecast")).toHaveText("$206,750");
  await steps.getByRole("button", { name: /How many active deals/ }).click();
  await expect(dialog).toContainText("You have 4 active deals");
  await expect(dialog).toContainText("$206,750");
  await expect(steps).toHaveCount(0);
  await expect(dialog).toContainText("That's the tour.");
});
