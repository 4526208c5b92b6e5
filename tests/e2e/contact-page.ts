import type { Locator, Page, Request } from "@playwright/test";
import { expect } from "./fixtures";

/** Locators and steps shared by the contact-form specs. */
export const input = (page: Page) => page.locator("#contact-input");

export async function answer(page: Page, value: string) {
  await expect(input(page)).toBeEnabled();
  await input(page).fill(value);
  await input(page).press("Enter");
}

/** A request that stores an answer: one value added, or the whole form. */
export const isSave = (r: Request) =>
  r.method() !== "GET" &&
  ["/api/contact/fields", "/api/contact/draft"].includes(new URL(r.url()).pathname);

/**
 * Answers, and waits until the server has stored the answer (the next question is asked at once,
 * before that): a reload or a hard stop that follows then finds it stored.
 */
export async function answerStored(page: Page, value: string) {
  const stored = page.waitForResponse((r) => isSave(r.request()) && r.ok());
  await answer(page, value);
  await stored;
}

/**
 * Holds every load of the saved form (GET /api/contact/draft), as on a slow phone, until
 * `release()`; a load the page gave up on (a reload) is dropped.
 */
export async function holdDraftLoads(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/contact/draft", async (route) => {
    if (route.request().method() === "GET") await released;
    await route.fallback().catch(() => undefined);
  });
  return release;
}

/** Presses Tab until the element has focus (keyboard-only navigation). */
export async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
}

export async function fillAll(page: Page, note?: string) {
  await answer(page, "Dana Reyes");
  await answer(page, "dana@acme.io");
  await answer(page, "Acme Industrial");
  await answer(page, "+1 555 0100");
  if (note) await answer(page, note);
}

/** The visitor's draft as the server has stored it. */
export const storedDraft = async (page: Page) =>
  (await (await page.request.get("/api/contact/draft")).json()).draft;
