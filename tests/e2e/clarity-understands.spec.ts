import { freePort, startServer } from "../../scripts/lib/server.ts";
import { chatLog, exchange, heroBox, replies } from "./clarity-page";
import { expect, test } from "./fixtures";
import { salesPerson } from "./inbox-page";
import { E2E_SALES_TOKEN } from "./sales-token";

const roadmapOf = (page: import("@playwright/test").Page) =>
  page.getByRole("complementary", { name: "Strategic Roadmap" });

/**
 * A prospect who types the way people do — shorthand, a typo, a correction, a question the site's
 * pages answer in words of their own, a phone number and "call me" — and the rep who opens the
 * lead (docs/decisions/033, 034).
 */
test("Clarity understands shorthand, a correction, a site question and a call asked for; the rep sees them on the lead", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const server = await startServer({
    port,
    persistDir: `tmp/e2e-understands-${port}`,
    fresh: true,
    env: { SALES_TOKEN: E2E_SALES_TOKEN, CHAT_LEAD_QUIET_MS: "3000" },
  });
  try {
    await page.goto(`${server.url}/`);
    await heroBox(page).fill(
      "hi - ~220 ppl food manufacturer, buget aprox €300k, moving from Sage 200 to NetSuite",
    );
    await heroBox(page).press("Enter");
    await expect(replies(page)).toHaveCount(1);
    const roadmap = roadmapOf(page);
    await expect(roadmap).toContainText("NetSuite");
    await expect(roadmap).toContainText("220 people");
    await expect(roadmap).toContainText("€300K");
    // Today's system is a system, never the project.
    await expect(roadmap).toContainText("Sage");

    await exchange(page, "sorry, I meant 250 staff, not 220");
    await expect(roadmap).toContainText("250 people");
    await expect(roadmap).not.toContainText("220 people");
    await expect(replies(page).last().locator("..")).not.toContainText("220");

    await exchange(page, "if I change my mind later can you wipe what I typed here?");
    const answer = chatLog(page).locator("a[href='/privacy#erase']").last();
    await expect(answer).toBeVisible();

    await exchange(
      page,
      "I'm Dana from Harbour Foods. Call me on 07700 900 456 tomorrow morning, dana.reyes@harbourfoods.example",
    );
    const last = replies(page).last().locator("..");
    await expect(last).toContainText("+44 7700 900456");
    await expect(last).not.toContainText(/leave (?:us )?(?:a|your) (?:phone|number)/i);

    // The rep: the chat lead arrives once the chat is quiet, with the phone, the company, the
    // typed budget and size, and the call asked for.
    const rep = await salesPerson(browser, server.url, "Ana Rep");
    await expect
      .poll(
        async () => {
          const res = await rep.page.request.get("/api/inbox/prospects?q=harbourfoods");
          return res.ok() ? (await res.json()).total : 0;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await rep.page.goto(`${server.url}/inbox`);
    const row = rep.page.getByRole("row", { name: /Harbour Foods/ });
    await expect(row).toContainText("Wants a call");
    await expect(row).toContainText("250 people");
    await expect(row).toContainText("€300K");
    await row.getByRole("link", { name: "Dana" }).click();
    const main = rep.page.locator("main");
    await expect(main).toContainText("+44 7700 900456");
    await expect(main).toContainText("Harbour Foods");
    await expect(main).toContainText("€300K");
    await expect(main).toContainText("250 people");
    await rep.context.close();
  } finally {
    await server.stop();
  }
});
