import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { answerTry, BOT_UA, landOn, startChat, uniqueSource } from "./funnel-visits";
import { expect, test } from "./inbox-page";

/** A row of one of the page's number tables: the step's count, as the table writes it. */
const countIn = (page: Page, table: string, step: string) =>
  page
    .getByRole("table", { name: table })
    .getByRole("row", { name: new RegExp(`^${step}\\b`) })
    .getByRole("cell")
    .first();

/** Opens every "the numbers" table (closed <details> keep theirs from axe and from reading). */
const openTables = (page: Page) =>
  page.evaluate(() => {
    document.querySelectorAll("details").forEach((d) => {
      d.open = true;
    });
  });

test("the funnel page shows the step counts of a scripted set of visits exactly", async ({
  browser,
  baseURL,
  page,
  signIn,
}) => {
  const source = uniqueSource();
  const at = (path: string) => `${path}?utm_source=${source}&utm_medium=email&utm_campaign=e2e`;
  // Two home page views, one of which starts a chat.
  await (await landOn(browser, baseURL!, at("/"))).context().close();
  const chat = await landOn(browser, baseURL!, at("/"));
  await startChat(chat, "We're moving 200 people from QuickBooks to NetSuite");
  await chat.context().close();
  // /try: one visitor gives a name and an email and leaves; another sends the form.
  const leaves = await landOn(browser, baseURL!, at("/try"));
  await answerTry(leaves, ["Kim Lee", "kim@acme.io"]);
  await leaves.context().close();
  const sends = await landOn(browser, baseURL!, at("/try"));
  await answerTry(sends, ["Dana Reyes", "dana@acme.io", "Acme Industrial", "+1 555 0100"], true);
  await sends.context().close();
  // A crawler doing the same counts nothing.
  const bot = await landOn(browser, baseURL!, at("/try"), { userAgent: BOT_UA });
  await answerTry(bot, ["Crawler", "bot@example.com"]);
  await bot.context().close();

  await signIn();
  const expected: [string, string, number][] = [
    ["Clarity chat", "Home page views", 2],
    ["Clarity chat", "Chats started", 1],
    ["Clarity chat", "Leads", 0],
    ["Contact form (/try)", "/try views", 3 - 1],
    ["Contact form (/try)", "First answer", 2],
    ["Contact form (/try)", "Name", 2],
    ["Contact form (/try)", "Email", 2],
    ["Contact form (/try)", "Company", 1],
    ["Contact form (/try)", "Phone", 1],
    ["Contact form (/try)", "Review", 1],
    ["Contact form (/try)", "Sent", 1],
  ];
  // Counts reach the Funnel object a moment after each call (batched off the response path).
  await expect
    .poll(
      async () => {
        await page.goto(`/inbox/funnel?days=7&source=${source}`);
        await openTables(page);
        return Promise.all(expected.map(([t, s]) => countIn(page, t, s).textContent()));
      },
      { timeout: 15_000 },
    )
    .toEqual(expected.map(([, , n]) => String(n)));
  await expect(page.getByRole("heading", { level: 1, name: "Funnel" })).toBeVisible();
  await expect(page.locator("main")).toContainText(`source ${source}`);
  const totals = page.getByRole("region", { name: "Totals" });
  await expect(totals.getByText("Visits").locator("..")).toContainText("4");
});

test("the funnel page: axe clean, light and dark, at 1280 and 390 px, with no script bundle", async ({
  page,
  signIn,
}) => {
  await signIn();
  for (const theme of ["light", "dark"] as const) {
    // One load per theme; the width is changed in place (a page without script: only CSS media
    // queries differ, as after a load at that width). The tables are opened before axe reads the
    // page: a closed <details> shows only its summary, which the open one shows too, unchanged.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((t) => localStorage.setItem("clarity-theme", t), theme);
    await page.goto("/inbox/funnel?days=30");
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    await openTables(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `funnel ${theme} ${width}, tables open`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
  const scripts = await page.locator("script[src], link[rel=modulepreload]").count();
  expect(scripts, "the funnel page loads no script bundle").toBe(0);
});

test("signed out, the funnel page says to sign in and shows no counts", async ({ page }) => {
  const res = await page.goto("/inbox/funnel");
  expect(res?.status()).toBe(401);
  await expect(page.getByRole("alert")).toContainText("Sign in to the sales inbox first.");
  await expect(page.getByRole("link", { name: "Sign in on the inbox" })).toHaveAttribute(
    "href",
    "/inbox",
  );
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("the privacy policy says what is counted, and that erasure leaves only totals", async ({
  page,
}) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  await expect(main).toContainText("Where your visit came from");
  await expect(main).toContainText("What we count, and only as totals");
  await expect(main).toContainText("robots are not counted");
  await expect(main).toContainText("The totals we count keep their numbers");
});
