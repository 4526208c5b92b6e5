import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Locators and checks shared by the CRM dashboard and assistant specs. */
export const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);
export const pipeline = (page: Page) => page.getByRole("region", { name: "Opportunity Pipeline" });
/** The newest turn's list of what the assistant changed. */
export const changes = (page: Page) =>
  page.getByRole("list", { name: "Changes made by the assistant" }).last();
export const activities = (page: Page) => page.getByRole("region", { name: "Recent Activities" });

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
export async function openAssistant(page: Page, button = "AI Assistant") {
  await page.goto("/working-prototype");
  await page.getByRole("button", { name: button }).click();
  return page.getByRole("dialog", { name: "CRM AI Assistant" });
}
