import { chatInput, chatLog, exchange } from "./clarity-page";
import { expect, test } from "./fixtures";
import { E2E_SALES_TOKEN } from "./sales-token";

/**
 * A lead sales have contacted that gets news from the prospect is new again, marked reopened — in
 * the inbox list without a reload — so nobody misses "please call me urgently" (docs/decisions/022,
 * 025).
 */
const bearer = { Authorization: `Bearer ${E2E_SALES_TOKEN}` };

test("a contacted chat lead reopens when the prospect writes again", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = `pat.${crypto.randomUUID().slice(0, 8)}@acme-industrial.com`;
  await page.goto("/");
  await page.getByRole("button", { name: "CRM", exact: true }).click();
  await expect(chatLog(page)).toContainText("CRM");
  await expect(chatInput(page)).toBeEnabled({ timeout: 15_000 });
  await exchange(page, `We're 120 people. Send the roadmap to ${email}`);

  const find = async () => {
    const res = await page.request.get(`/api/inbox/leads?q=${encodeURIComponent(email)}`, {
      headers: bearer,
    });
    return (await res.json()).leads[0] as { id: string; status: string } | undefined;
  };
  await expect.poll(async () => (await find())?.id, { timeout: 15_000 }).toBeTruthy();
  const { id } = (await find())!;
  const contacted = await page.request.post(`/api/inbox/leads/${id}/status`, {
    headers: bearer,
    data: { status: "contacted" },
  });
  expect(contacted.ok()).toBe(true);

  // Sales have the inbox open.
  const sales = await browser.newContext();
  const inbox = await sales.newPage();
  const session = await inbox.request.post("/api/inbox/session", {
    data: { token: E2E_SALES_TOKEN, name: "Casey Sales" },
  });
  expect(session.status()).toBe(204);
  await inbox.goto(`/inbox?q=${encodeURIComponent(email)}`);
  const row = inbox.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Contacted");

  await exchange(page, "Please call me urgently, we have a board meeting on Friday.");
  await expect.poll(async () => (await find())?.status, { timeout: 10_000 }).toBe("new");
  await expect(row).toContainText("Reopened", { timeout: 5_000 });
  await expect(row).toContainText("New");
  await sales.close();
});
