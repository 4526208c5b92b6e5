import { type Browser, devices, type Page, type Response } from "@playwright/test";
import { answer } from "./contact-page";
import { expect, testAddress } from "./fixtures";

/**
 * Scripted visits for the funnel specs: each a visitor of its own (a new browser context, so a
 * new tab's session storage and no cookie) at an address of its own, with a person's Chrome user
 * agent (headless Chromium's own says "HeadlessChrome", which the Worker does not count).
 */
export const PERSON_UA = devices["Desktop Chrome"].userAgent;
export const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A campaign source no other test's visits carry. */
export const uniqueSource = () => `e2e-${Math.random().toString(36).slice(2, 10)}`;

/** Opens `path` as a new visitor and waits for its island, and for its view beacon when sent. */
export async function landOn(
  browser: Browser,
  baseURL: string,
  path: string,
  { userAgent = PERSON_UA, referer }: { userAgent?: string; referer?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    userAgent,
    extraHTTPHeaders: { "CF-Connecting-IP": testAddress() },
  });
  const page = await context.newPage();
  const counted = /^\/(try)?(\?|$)/.test(path);
  const beacon = counted ? page.waitForRequest("**/api/funnel/view") : null;
  await page.goto(path, referer ? { referer } : {});
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await beacon;
  return page;
}

/** A save of the visitor's form: one value added, or (given while the saved form loaded) the whole form. */
const isSave = (r: Response) =>
  r.request().method() !== "GET" &&
  ["/api/contact/fields", "/api/contact/draft"].includes(new URL(r.url()).pathname);

/**
 * Answers /try's questions in order, each once the server has stored it (the next question comes
 * before that, and a visitor's context closed at once would cut the last save short: a browser
 * lets a closing tab's save finish, Playwright's `context.close()` does not); the fourth brings
 * review, which `send` sends.
 */
export async function answerTry(page: Page, answers: readonly string[], send = false) {
  for (const value of answers) {
    const stored = page.waitForResponse((r) => isSave(r) && r.ok());
    await answer(page, value);
    await stored;
  }
  if (!send) return;
  await page.getByRole("button", { name: "Looks Good" }).click();
  await expect(page.getByRole("heading", { name: "Great!" })).toBeVisible();
}

/** Starts a Clarity chat with a message and waits for the reply to be stored. */
export async function startChat(page: Page, message: string) {
  await page.getByLabel(/What transformation/i).fill(message);
  const reply = page.waitForResponse("**/api/clarity");
  await page.getByRole("button", { name: /start my free assessment/i }).click();
  await (await reply).finished();
}
