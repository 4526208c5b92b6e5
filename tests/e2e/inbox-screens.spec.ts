import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { freePort, startServer } from "../../scripts/lib/server.ts";
import { chatInput, chatLog, exchange } from "./clarity-page";
import { expect, test } from "./fixtures";
import { openHydrated, salesPerson } from "./inbox-page";
import { E2E_SALES_TOKEN } from "./sales-token";

/**
 * `INBOX_SCREENS=1`: pictures of the sales inbox (docs/decisions/025) — the list and a prospect's
 * card, light and dark, 1280 and 390 px — from a server of its own with a few prospects who
 * talked to Clarity, written to docs/screens/sales-inbox/. Skipped otherwise.
 */
const DIR = "docs/screens/sales-inbox";
const prospects = [
  {
    topic: "ERP",
    text: "I'm Dana Reyes, CFO at Acme Industrial. We're 300 people, budget around $400K, go-live Q3 next year. Send the roadmap to dana.reyes@acme-industrial.example",
  },
  {
    topic: "CRM",
    text: "My name is Sam Ortiz. Sales team of 40 on spreadsheets, 120 people in total, budget $150K, we need it within 6 months. Email sam@northwind.example",
  },
  {
    topic: "CPQ",
    text: "This is Priya Natarajan from Atlas Logistics. 1,200 employees, budget $1.2M, ASAP please. priya@atlas-logistics.example",
  },
];

async function chatLead(browser: Browser, url: string, p: (typeof prospects)[number]) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await openHydrated(page, "/");
  await page.getByRole("button", { name: p.topic, exact: true }).click();
  await expect(chatLog(page)).toContainText(p.topic);
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0, { timeout: 15_000 });
  await expect(chatInput(page)).toBeEnabled({ timeout: 15_000 });
  await exchange(page, p.text);
  return { context, page };
}

async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => {
      document.documentElement.classList.toggle("dark", t === "dark");
      document.documentElement.style.colorScheme = t;
    }, theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${DIR}/${name}-${theme}-${width}.png`, fullPage: true });
    }
  }
}

test("screenshots of the list and a prospect's card", async ({ browser }) => {
  test.skip(!process.env.INBOX_SCREENS, "INBOX_SCREENS=1 writes the pictures");
  test.setTimeout(180_000);
  mkdirSync(DIR, { recursive: true });
  const server = await startServer({
    port: await freePort(),
    persistDir: "tmp/inbox-screens",
    fresh: true,
    env: { SALES_TOKEN: E2E_SALES_TOKEN },
  });
  try {
    const chats = [];
    for (const p of prospects) chats.push(await chatLead(browser, server.url, p));
    // Dana also sends the contact form: one prospect, two requests.
    const sent = await chats[0]!.page.request.post("/api/contact/submit", {
      data: {
        name: "Dana Reyes",
        email: "dana.reyes@acme-industrial.example",
        company: "Acme Industrial",
        phone: "+1 555 010 0199",
        note: "Please call me after 3pm Central about the NetSuite evaluation.",
      },
    });
    expect(sent.status()).toBe(201);
    const alex = await salesPerson(browser, server.url, "Alex Kim");
    const sam = await salesPerson(browser, server.url, "Sam Ortiz");
    const page = alex.page;
    await openHydrated(page, "/inbox");
    await expect(page.getByText("3 prospects")).toBeVisible({ timeout: 20_000 });
    // A morning's work: Sam takes Priya, Alex works Dana.
    await page.getByRole("link", { name: "Dana Reyes" }).first().click();
    await expect(page.getByRole("heading", { name: "Dana Reyes", level: 1 })).toBeVisible();
    await page.getByLabel("Owner", { exact: true }).selectOption({ label: "Alex Kim (me)" });
    await page.getByLabel("Add a note").fill("Left a voicemail, call back Thursday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByLabel("Status", { exact: true }).selectOption("Contacted");
    await expect(page.getByRole("region", { name: "History" })).toContainText("Contacted");
    await openHydrated(sam.page, "/inbox");
    await sam.page.getByRole("link", { name: "Priya Natarajan" }).first().click();
    await expect(
      sam.page.getByRole("heading", { name: "Priya Natarajan", level: 1 }),
    ).toBeVisible();
    await sam.page.getByLabel("Status", { exact: true }).selectOption("Qualified");
    await expect(sam.page.getByRole("region", { name: "History" })).toContainText("Qualified");
    await page.getByRole("link", { name: "← All prospects" }).click();
    await expect(page.getByRole("row", { name: /Priya/ })).toContainText("Qualified");
    await page.getByRole("button", { name: "Budget" }).click();
    await expect(page).toHaveURL(/sort=budget/);
    await shoot(page, "list");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("link", { name: "Dana Reyes" }).first().click();
    await expect(page.getByRole("heading", { name: "Dana Reyes", level: 1 })).toBeVisible();
    await shoot(page, "card");
    for (const c of [...chats, alex, sam]) await c.context.close();
  } finally {
    await server.stop();
  }
});
