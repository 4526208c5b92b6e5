import { freePort, startServer } from "../../scripts/lib/server.ts";
import { createWebhookReceiver } from "../fixtures/webhook-receiver.ts";
import { expect, test } from "./fixtures";

test("an email given in the Clarity chat reaches sales as a chat lead once the chat is quiet", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const receiver = createWebhookReceiver(await freePort());
  await receiver.start();
  const port = await freePort();
  const server = await startServer({
    port,
    persistDir: `tmp/e2e-chat-lead-${port}`,
    fresh: true,
    env: { LEAD_WEBHOOK_URL: receiver.url, CHAT_LEAD_QUIET_MS: "8000" },
  });
  try {
    await page.goto(`${server.url}/`);
    await page.getByRole("button", { name: "ERP", exact: true }).click();
    const box = page.getByPlaceholder("Type your message...");
    await expect(box).toBeEnabled({ timeout: 15_000 });
    await box.fill("Finance and ops. Send the roadmap to Jane.Roe@acme.io");
    await box.press("Enter");
    await expect(box).toBeEnabled({ timeout: 15_000 });
    await box.fill("We run NetSuite and Shopify");
    await box.press("Enter");

    // One delivery, after the quiet time (8 s here, 2 min by default; a reply streams in about 1.5 s), with the whole
    // conversation.
    await expect.poll(() => receiver.deliveries.length, { timeout: 30_000 }).toBe(1);
    const lead = JSON.parse(receiver.deliveries[0]!.body);
    expect(lead).toMatchObject({
      kind: "chat",
      contact: { email: "jane.roe@acme.io" },
      values: null,
    });
    // The conversation as the Worker recorded it (the browser no longer sends transcripts).
    const [conversation] = lead.conversations;
    expect(
      conversation.messages
        .filter((m: { role: string }) => m.role === "user")
        .map((m: { text: string }) => m.text),
    ).toEqual([
      "ERP",
      "Finance and ops. Send the roadmap to Jane.Roe@acme.io",
      "We run NetSuite and Shopify",
    ]);
    expect(receiver.deliveries[0]!.idempotencyKey).toBe(lead.leadId);
  } finally {
    await server.stop();
    await receiver.stop();
  }
});
