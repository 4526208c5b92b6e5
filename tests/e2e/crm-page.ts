import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Locators and checks shared by the CRM dashboard and assistant specs. */
export const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);
/** A stat's card (the element that flashes when its figure changes). */
export const statCard = (page: Page, label: string) =>
  page
    .getByRole("list", { name: "Key figures" })
    .getByRole("listitem")
    .filter({ has: stat(page, label) });
export const pipeline = (page: Page) => page.getByRole("region", { name: "Opportunity Pipeline" });
/** The newest turn's list of what the assistant changed. */
export const changes = (page: Page) =>
  page.getByRole("list", { name: "Changes made by the assistant" }).last();
export const activities = (page: Page) => page.getByRole("region", { name: "Recent Activities" });
/** The page's notification region (the assistant is not modal: its toasts are the page's). */
export const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

export async function expectStats(
  page: Page,
  contacts: string,
  value: string,
  deals: string,
  forecast: string,
) {
  await expect(stat(page, "Total Contacts")).toHaveText(contacts);
  await expect(stat(page, "Pipeline Value")).toHaveText(value);
  await expect(stat(page, "Active Deals")).toHaveText(deals);
  await expect(stat(page, "Monthly Forecast")).toHaveText(forecast);
}

/** Opens the dashboard and its assistant (from the given button); returns the assistant dialog. */
export async function openAssistant(page: Page, button = "AI Assistant", origin = "") {
  await page.goto(`${origin}/working-prototype`);
  await page.getByRole("button", { name: button }).click();
  return page.getByRole("dialog", { name: "CRM AI Assistant" });
}

/** Sends one message to the open assistant and waits for its reply to finish. */
export async function ask(page: Page, text: string) {
  const input = page.getByRole("textbox", { name: "Message the CRM assistant" });
  const replies = page.locator('[data-message="assistant"]');
  await expect(input).toBeEnabled();
  const before = await replies.count();
  await input.fill(text);
  await input.press("Enter");
  await expect(replies).toHaveCount(before + 1, { timeout: 15_000 });
  await expect(input).toBeEnabled({ timeout: 15_000 });
}
