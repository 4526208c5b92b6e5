import { chatInput, chatLog, exchange, heroBox, replies } from "./clarity-page";
import { expect, test } from "./fixtures";

const roadmapOf = (page: import("@playwright/test").Page) =>
  page.getByRole("complementary", { name: "Strategic Roadmap" });

test("the roadmap shows facts as the prospect gives them; a next-step link opens the contact page; no stray attributes", async ({
  page,
}) => {
  await page.goto("/");
  await heroBox(page).fill(
    "I'm the CFO of a 300-person manufacturer. We run on QuickBooks and spreadsheets and plan to move to NetSuite next year.",
  );
  await heroBox(page).press("Enter");
  await expect(replies(page)).toHaveCount(1);
  const roadmap = roadmapOf(page);
  await expect(roadmap.getByText("NetSuite (ERP)")).toBeVisible();
  await expect(roadmap).toContainText("300 people");
  await expect(roadmap).toContainText("next year");

  await exchange(page, "Finance (8 people), operations and purchasing are affected.");
  await expect(roadmap).toContainText("finance (8 people)");
  await expect(roadmap).not.toContainText("Core team");
  await exchange(page, "The board wants us live by Q3 next year, budget around $400K.");
  await expect(roadmap).toContainText("Q3 next year");
  await expect(roadmap).toContainText("$400K");
  await exchange(page, "What happens next?");

  // react-markdown's node prop never reaches the DOM.
  expect(await chatLog(page).locator("[node]").count()).toBe(0);
  const booking = chatLog(page)
    .getByRole("link", { name: /30-minute call/ })
    .last();
  await expect(booking).toHaveAttribute("target", "_blank");
  await expect(booking).toHaveAttribute("rel", "noopener noreferrer");
  await chatLog(page)
    .getByRole("link", { name: /contact page/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/try$/);
});

test("the chat view never scrolls past the footer", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "ERP", exact: true }).click();
  await expect(replies(page)).toHaveCount(1);
  for (const text of ["We are growing fast", "Finance and operations", "QuickBooks and Shopify"])
    await exchange(page, text);
  const overflow = await page.evaluate(() => {
    const footer = document.querySelector("footer")!.getBoundingClientRect();
    return document.documentElement.scrollHeight - (footer.bottom + window.scrollY);
  });
  expect(overflow).toBeLessThanOrEqual(1);
});

test("on a phone, a 'Roadmap updated' cue jumps to the panel", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "CRM", exact: true }).click();
  await expect(replies(page)).toHaveCount(1);
  await exchange(page, "Sales and customer support, about 120 employees.");
  const cue = page.getByRole("button", { name: /Roadmap updated/ });
  await expect(cue).toBeVisible();
  await cue.click();
  await expect(roadmapOf(page)).toBeFocused();
  await expect(roadmapOf(page)).toBeInViewport();
  await expect(cue).toHaveCount(0);
});

test("a message over the limit shows the counter and is not sent; the home page offers to continue", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "ERP", exact: true }).click();
  await expect(replies(page)).toHaveCount(1);
  await chatInput(page).fill("x ".repeat(2100));
  await expect(page.getByText("4,200 / 4,000")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
  await chatInput(page).fill("We're growing and finance lives in spreadsheets");
  await chatInput(page).press("Enter");
  await expect(replies(page)).toHaveCount(2);

  await page.goto("/about");
  await page.goto("/");
  await page.getByRole("button", { name: "Continue your conversation" }).click();
  await expect(chatLog(page)).toContainText("finance lives in spreadsheets");
  await expect(replies(page)).toHaveCount(2);
  await expect(roadmapOf(page)).toContainText("manual work in spreadsheets");
  await exchange(page, "Finance and the warehouse");
  await expect(replies(page)).toHaveCount(3);
});
