import { createHmac } from "node:crypto";
import { freePort, startServer } from "../../scripts/lib/server.ts";
import { createWebhookReceiver } from "../fixtures/webhook-receiver.ts";
import { answerStored, input } from "./contact-page";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

test("a hard kill of the server mid-form loses nothing: the draft is back after a restart", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const options = { port, persistDir: `tmp/contact-restart-${port}` };
  let server = await startServer({ ...options, fresh: true });
  try {
    await page.goto(`${server.url}/try`);
    // Killed once each answer is stored: what the server acknowledged must survive the kill.
    for (const value of ["Dana Reyes", "dana@acme.io"]) await answerStored(page, value);
    await expect(input(page)).toHaveAttribute("placeholder", "Enter company...");
    await server.stop("SIGKILL");
    server = await startServer(options);
    await page.reload();
    await expect(page.getByRole("list", { name: "Name" })).toContainText("Dana Reyes");
    await expect(page.getByRole("list", { name: "Email" })).toContainText("dana@acme.io");
    await expect(input(page)).toHaveAttribute("placeholder", "Enter company...");
  } finally {
    await server.stop();
  }
});

test("webhook receiver down, then up: every lead is delivered exactly once, signed", async () => {
  test.setTimeout(120_000);
  const receiver = createWebhookReceiver(await freePort());
  const port = await freePort();
  const server = await startServer({
    port,
    persistDir: `tmp/e2e-webhook-${port}`,
    fresh: true,
    env: {
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: "whsec-test",
      LEAD_RETRY_BASE_MS: "300",
    },
  });
  try {
    const leads = await Promise.all(
      ["Ana", "Ben", "Cy"].map(async (name) => {
        // No cookie: each lead comes from its own visitor.
        const res = await fetch(`${server.url}/api/contact/submit`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name,
            email: `${name.toLowerCase()}@acme.io`,
            company: "Acme",
            phone: "555",
          }),
        });
        expect(res.status).toBe(201);
        return ((await res.json()) as { leadId: string }).leadId;
      }),
    );
    // The receiver is down while the first attempts fail; then it comes up.
    await new Promise((r) => setTimeout(r, 1200));
    expect(receiver.deliveries).toHaveLength(0);
    await receiver.start();
    await expect
      .poll(() => new Set(receiver.deliveries.map((d) => d.idempotencyKey)).size, {
        timeout: 30_000,
      })
      .toBe(3);
    await new Promise((r) => setTimeout(r, 2000));
    expect(receiver.deliveries.map((d) => d.idempotencyKey).sort()).toEqual([...leads].sort());
    for (const d of receiver.deliveries) {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(d.signature ?? "") ?? [];
      expect(v1).toBe(createHmac("sha256", "whsec-test").update(`${t}.${d.body}`).digest("hex"));
    }
  } finally {
    await server.stop();
    await receiver.stop();
  }
});
