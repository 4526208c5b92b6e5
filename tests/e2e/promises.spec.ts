import { prerenderPaths } from "../../content/site-map";
import { expect, test } from "./fixtures";

/**
 * The site promises a call within the minute only where it can keep it (an alert channel to sales;
 * docs/decisions/022). The e2e server configures none, so no page, file or screen may promise it.
 */
const PROMISE = /within (the|a) minute/i;

test("no prerendered page or file promises a call within the minute", async ({ request }) => {
  for (const path of prerenderPaths) {
    const text = await (await request.get(path)).text();
    expect(text, path).not.toMatch(PROMISE);
  }
});

test("the contact form's answers say what will happen, not a call within the minute", async ({
  page,
  request,
}) => {
  const draft = await (await request.get("/api/contact/draft")).json();
  expect(draft.promises).toEqual({ callWithinMinute: false, roadmapByEmail: false });
  await page.goto("/try");
  await expect(page.locator("main")).not.toContainText(PROMISE);
});
