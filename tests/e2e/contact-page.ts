import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Locators and steps shared by the contact-form specs. */
export const input = (page: Page) => page.locator("#contact-input");

export async function answer(page: Page, value: string) {
  await expect(input(page)).toBeEnabled();
  await input(page).fill(value);
  await input(page).press("Enter");
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
