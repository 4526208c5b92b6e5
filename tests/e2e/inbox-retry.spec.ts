import { freePort, startServer } from "../../scripts/lib/server.ts";
import { createWebhookReceiver } from "../fixtures/webhook-receiver.ts";
import { expect, test } from "./fixtures";
import { contactLead, uniqueTag } from "./inbox-page";
import { E2E_SALES_TOKEN } from "./sales-token";

// Sales see a rejected delivery with its reason, and retry it from the lead's page once the
// receiving system is fixed. Its own server, with a webhook that first refuses the payload.
test("a delivery the webhook refused shows its error in the inbox, and Retry delivers it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const receiver = createWebhookReceiver(await freePort());
  receiver.answer.status = 422;
  receiver.answer.body = '{"error":"field company_size is required"}';
  await receiver.start();
  const server = await startServer({
    port: await freePort(),
    persistDir: "tmp/inbox-retry",
    fresh: true,
    env: { LEAD_WEBHOOK_URL: receiver.url, SALES_TOKEN: E2E_SALES_TOKEN },
  });
  try {
    const tag = uniqueTag();
    const lead = contactLead(tag);
    const sent = await page.request.post(`${server.url}/api/contact/submit`, { data: lead });
    expect(sent.status()).toBe(201);
    await expect.poll(() => receiver.deliveries.length, { timeout: 20_000 }).toBe(1);

    await page.goto(`${server.url}/inbox?q=${tag}`);
    await page.getByLabel("Your name").fill("Alex Kim");
    await page.getByLabel("Sales token").fill(E2E_SALES_TOKEN);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("link", { name: lead.name }).first().click();
    await expect(page.getByRole("heading", { name: lead.name, level: 1 })).toBeVisible();
    await expect(page.getByText("field company_size is required").first()).toBeVisible();
    await expect(page.getByText("Failed", { exact: true }).first()).toBeVisible();

    receiver.answer.status = 204;
    await page.getByRole("button", { name: "Retry delivery" }).click();
    await expect(page.getByRole("region", { name: "History" })).toContainText(
      "You retried the delivery",
    );
    await expect.poll(() => receiver.deliveries.length, { timeout: 20_000 }).toBe(2);
    expect(receiver.deliveries[1]!.idempotencyKey).toBe(receiver.deliveries[0]!.idempotencyKey);
    await expect(async () => {
      await page.reload();
      await expect(page.getByText("Delivered", { exact: true }).first()).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 20_000 });
  } finally {
    await server.stop();
    await receiver.stop();
  }
});
