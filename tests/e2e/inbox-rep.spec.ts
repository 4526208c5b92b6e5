import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { alertContent } from "../../worker/outbound/alerts/alert-content";
import { alertEmail } from "../../worker/outbound/alerts/render-email";
import {
  card,
  contactLead,
  expect,
  leadsFound,
  openHydrated,
  sendContactLead,
  test,
  uniqueTag,
} from "./inbox-page";
import { overflow } from "./overflow";

/** A rep's day in the inbox: the system's dark setting, the keyboard, a phone, the tab title. */

const PHONE = { width: 390, height: 844 };
/** The first prospect of the list as shown: a table row when wide, a card on a phone. */
const firstProspect = (page: Page) =>
  page.locator('tbody tr, ul[aria-label="Prospects"] > li').filter({ visible: true }).first();
const exactTime = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M/;

test("the inbox follows the system's dark setting until the toggle is used; the site stays light", async ({
  page,
  signIn,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  const html = page.locator("html");
  await page.goto("/");
  await expect(html).not.toHaveClass(/\bdark\b/);
  await signIn();
  await openHydrated(page, "/inbox");
  await expect(html).toHaveClass(/\bdark\b/);

  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.goto("/inbox/funnel");
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test("the card's selects save only when committed, keep focus, and Escape cancels the lost reason", async ({
  page,
  signIn,
}) => {
  const tag = uniqueTag();
  const lead = contactLead(tag);
  await sendContactLead(page, lead);
  await signIn();
  const [summary] = await leadsFound(page, tag);
  await openHydrated(page, `/inbox/${summary!.id}`);
  const c = card(page);
  const notifications = page.getByRole("region", { name: "Notifications" });

  // One arrow key: the new value is shown, nothing is saved, focus stays.
  await c.status.focus();
  await page.keyboard.press("ArrowDown");
  await expect(c.status).toHaveValue("contacted");
  await expect(c.status).toBeFocused();
  await expect(page.getByRole("button", { name: "Save status" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Work on it" })).toBeVisible();
  await expect(c.history).not.toContainText("set the status");
  // Escape goes back; Enter saves and keeps focus on the select.
  await page.keyboard.press("Escape");
  await expect(c.status).toHaveValue("new");
  await expect(page.getByRole("button", { name: "Save status" })).toHaveCount(0);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(notifications).toContainText("Marked contacted");
  await expect(c.history).toContainText("set the status to Contacted (was New)");
  await expect(c.status).toBeFocused();

  // The Save button saves too, and hands focus back to the select.
  await c.owner.focus();
  await page.keyboard.press("ArrowDown");
  await expect(c.history).not.toContainText("assigned it");
  await page.getByRole("button", { name: "Save owner" }).click();
  await expect(c.history).toContainText("assigned it to");
  await expect(c.owner).toBeFocused();

  // Lost asks why; Escape closes the question without saving and returns to the status.
  await c.status.focus();
  await page.keyboard.press("End");
  await expect(c.status).toHaveValue("lost");
  await page.keyboard.press("Enter");
  const reason = page.getByLabel("Why was it lost?");
  await expect(reason).toBeFocused();
  await reason.fill("Chose a competitor");
  await page.keyboard.press("Escape");
  await expect(reason).toHaveCount(0);
  await expect(c.status).toHaveValue("contacted");
  await expect(c.status).toBeFocused();
  await page.reload();
  await expect(c.status).toHaveValue("contacted");
  await expect(c.history).not.toContainText("Lost");
});

test("on a phone the list comes first, the filters behind one button that counts them", async ({
  page,
  signIn,
}) => {
  const tag = uniqueTag();
  await sendContactLead(page, contactLead(tag));
  await signIn();
  await leadsFound(page, tag);
  await page.setViewportSize(PHONE);
  await openHydrated(page, "/inbox");
  const filters = page.getByRole("button", { name: /^Filters/ });
  await expect(filters).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeHidden();
  const first = firstProspect(page);
  await expect(first).toBeVisible();
  expect((await first.boundingBox())!.y).toBeLessThan(PHONE.height);

  await filters.click();
  await expect(filters).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  await page.getByLabel("Status", { exact: true }).selectOption("New");
  await expect(page.getByRole("button", { name: "Filters 2 active" })).toBeVisible();
  await expect(page.getByRole("link", { name: `Dana Reyes ${tag}` })).toBeVisible();
  expect(await overflow(page)).toEqual([]);

  // Wider, the filters are shown and there is no button.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(filters).toBeHidden();
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
});

test("a card's tab is named after the prospect and its history gives the exact time", async ({
  page,
  signIn,
}) => {
  const tag = uniqueTag();
  const lead = contactLead(tag);
  await sendContactLead(page, lead);
  await signIn();
  const [summary] = await leadsFound(page, tag);
  await openHydrated(page, `/inbox/${summary!.id}`);
  await expect(page).toHaveTitle(`${lead.name} · Sales inbox · Clarity`);
  await card(page).status.selectOption("Contacted");
  const line = card(page).history.getByRole("listitem").first();
  await expect(line).toContainText("just now");
  await expect(line).toHaveText(exactTime);
  await expect(card(page).history).toBeVisible();

  await page.getByRole("link", { name: "← All prospects" }).click();
  await expect(page).toHaveTitle("Sales inbox · Clarity");
});

test("the alert email on a 390-px phone: long values wrap, Open the lead on the first screen, New marked", async ({
  page,
}) => {
  const email = `procurement.enterprise-resource-planning.evaluation-committee.${"x".repeat(40)}@subsidiary.acme-industrial-holdings.example`;
  const at = new Date().toISOString();
  const texts = Array.from(
    { length: 6 },
    (_, i) =>
      `Message ${i}: ${"We run NetSuite and a homegrown WMS across three warehouses. ".repeat(8)}`,
  );
  const last = "We have a new budget approved. Please call me this week.";
  const lead = {
    id: `lead_${crypto.randomUUID()}`,
    kind: "chat" as const,
    visitorRef: "a".repeat(64),
    createdAt: Date.now(),
    updatedAt: Date.now(),
    contact: { email },
    values: null,
    projectType: "NetSuite (ERP)",
    roadmap: null,
    conversations: [
      {
        id: "chat_1",
        projectType: "ERP",
        omittedMessages: 0,
        messages: [...texts, last].map((text, i) => ({
          id: `m${i}`,
          role: "user" as const,
          text,
          at,
        })),
      },
    ],
  };
  const { html } = alertEmail(alertContent(lead, "reopened", "https://clarity.example"));
  writeFileSync("tmp/n2-alert.html", html);
  await page.setViewportSize(PHONE);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The email as a mail client shows it: the file itself, outside the site (no hydration).
    await page.setContent(html);
    expect(await overflow(page)).toEqual([]);
    const button = page.getByRole("link", { name: "Open the lead" });
    expect((await button.boundingBox())!.y).toBeLessThan(PHONE.height - 40);
    await expect(page.locator("blockquote").last()).toContainText(`New${last}`);
  }
});
