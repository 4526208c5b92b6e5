import type { Page } from "@playwright/test";
import { home } from "../../content/home";
import { chatLog, heroBox } from "./clarity-page";
import { input, storedDraft } from "./contact-page";
import { pipeline } from "./crm-page";
import { expect, test } from "./fixtures";
import { holdScripts, hydrated } from "./hold-scripts";

/**
 * The pages with a chat, form or dashboard hydrate one island after the first frame
 * (docs/decisions/019). What the visitor does before that is kept and done once the page is live.
 */

/** Opens a page with its modules held: the island loader has run, the island is not live. */
async function openInert(page: Page, path: string) {
  const release = await holdScripts(page);
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => "__islandHeld" in window);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  return { release, documents };
}

test.describe("before the page is live", () => {
  const goal = "Replace our ERP without stopping the warehouse for a week";

  test("the home form sent early starts the chat once the page is live, without a reload", async ({
    page,
  }) => {
    const { release, documents } = await openInert(page, "/");
    await heroBox(page).fill(goal);
    await page.getByRole("button", { name: home.submitLabel }).click();
    release();
    await hydrated(page);
    await expect(chatLog(page)).toContainText(goal);
    expect(new URL(page.url()).search).toBe("");
    expect(documents).toHaveLength(1);
  });

  test("a quick start clicked early starts the chat with its own words", async ({ page }) => {
    const { release } = await openInert(page, "/");
    await page.getByRole("button", { name: "CPQ", exact: true }).click();
    release();
    await expect(chatLog(page)).toContainText("CPQ");
  });

  test("/try: an answer sent with Enter early is the first answer once the page is live", async ({
    page,
  }) => {
    const { release, documents } = await openInert(page, "/try");
    await input(page).fill("Dana Reyes");
    await input(page).press("Enter");
    release();
    await hydrated(page);
    await expect(page.getByRole("list", { name: "Name" })).toContainText("Dana Reyes");
    await expect(page.locator("#contact-progress")).toHaveText("Question 2 of 5");
    await expect.poll(() => storedDraft(page)).toMatchObject({ name: ["Dana Reyes"] });
    expect(documents).toHaveLength(1);
  });

  test("the home form: Enter pressed early starts the chat once the page is live", async ({
    page,
  }) => {
    const { release, documents } = await openInert(page, "/");
    await heroBox(page).fill(goal);
    await heroBox(page).press("Enter");
    // Enter sends, it does not break the line.
    await expect(heroBox(page)).toHaveValue(goal);
    release();
    await hydrated(page);
    await expect(chatLog(page)).toContainText(goal);
    expect(documents).toHaveLength(1);
  });

  test("Enter while React is still hydrating is kept too, not sent natively", async ({ page }) => {
    const { release, documents } = await openInert(page, "/try");
    // The mark hydrate-island.tsx sets once React's listeners are attached, before it is live.
    const hydrating = (on: boolean) =>
      page.evaluate((set) => {
        if (set) document.documentElement.dataset.island = "hydrating";
        else delete document.documentElement.dataset.island;
      }, on);
    await hydrating(true);
    await input(page).fill("Dana Reyes");
    await input(page).press("Enter");
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe("");
    // Taken off again so the held modules start as they would (the entry looks for the island).
    await hydrating(false);
    release();
    await hydrated(page);
    await expect(page.getByRole("list", { name: "Name" })).toContainText("Dana Reyes");
    expect(documents).toHaveLength(1);
  });

  test("/try's form goes the no-JavaScript way if sent before any script runs", async ({
    request,
  }) => {
    const html = await (await request.get("/try")).text();
    const form = /<form[^>]*>(?:(?!<\/form>)[\s\S])*id="contact-input"/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/try/send"');
    expect(form).toContain('method="post"');
    expect(/<input[^>]*id="contact-input"[^>]*>/.exec(html)?.[0]).toContain('name="name"');
  });

  test("/working-prototype: a button clicked early does its job once the page is live", async ({
    page,
  }) => {
    const { release } = await openInert(page, "/working-prototype");
    await pipeline(page).getByRole("button", { name: "+ Add New" }).click();
    release();
    await expect(page.getByRole("dialog", { name: "Add Opportunity" })).toBeVisible();
    await expect(
      page.getByRole("dialog", { name: "Add Opportunity" }).getByLabel("Company"),
    ).toBeVisible();
  });

  test("when the page never comes alive, a form sent goes the way it goes without JavaScript", async ({
    page,
  }) => {
    await openInert(page, "/");
    await heroBox(page).fill(goal);
    await page.getByRole("button", { name: home.submitLabel }).click();
    // Held for 8 s, in case the page comes alive; then sent natively.
    await expect(page).toHaveURL((url) => url.searchParams.get("transformation") === goal, {
      timeout: 15_000,
    });
  });
});

test.describe("once live", () => {
  test("a ?transformation= link starts the chat with it, and the address drops it", async ({
    page,
  }) => {
    const goal = "Replace our ERP without stopping the warehouse for a week";
    await page.goto(`/?transformation=${encodeURIComponent(goal)}`);
    await expect(chatLog(page)).toContainText(goal);
    await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
  });

  test("an island page runs React without a client router; the header's toggle recolours its toasts", async ({
    page,
  }) => {
    await page.goto("/working-prototype");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    // The header is not React's on this page: the enhance script switches the theme.
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await pipeline(page).getByRole("button", { name: "+ Add New" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Opportunity" });
    await dialog.getByLabel("Company").fill("Initech");
    await dialog.getByLabel("Amount (USD)").fill("40000");
    await dialog.getByLabel("Stage").selectOption("Proposal");
    await dialog.getByLabel("Probability (%)").fill("60");
    await dialog.getByLabel("Close date").fill("2026-12-20");
    await dialog.getByRole("button", { name: "Add Opportunity" }).click();
    await expect(page.getByText("Opportunity added successfully")).toBeVisible();
    await expect(page.locator("[data-sonner-toaster]").first()).toHaveAttribute(
      "data-sonner-theme",
      "dark",
    );
  });

  test("a dialog's title labels it: ids match between the server's HTML and the island", async ({
    page,
  }) => {
    await page.goto("/working-prototype");
    await page
      .getByRole("region", { name: "Recent Activities" })
      .getByRole("button", { name: "+ Log Activity" })
      .click();
    await expect(page.getByRole("dialog", { name: "Log Activity" })).toBeVisible();
  });
});
