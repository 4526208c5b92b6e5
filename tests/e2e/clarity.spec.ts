import { offer } from "../../content/offer-facts";
import { freePort, startServer } from "../../scripts/lib/server.ts";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

const box = (page: import("@playwright/test").Page) =>
  page.getByRole("textbox", { name: "What transformation do you want to achieve?" });
const chatInput = (page: import("@playwright/test").Page) =>
  page.getByRole("textbox", { name: "Message Clarity" });
const log = (page: import("@playwright/test").Page) =>
  page.getByRole("log", { name: "Conversation with Clarity" });

test("a blank project description is rejected with a toast and marked invalid", async ({
  page,
}) => {
  await page.goto("/");
  await box(page).fill("   ");
  await page.getByRole("button", { name: "Start my free assessment" }).click();
  await expect(page.getByText("Required field")).toBeVisible();
  await expect(page.getByText("Please tell us about your project").first()).toBeVisible();
  await expect(box(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { name: "Chat with Clarity" })).toHaveCount(0);
});

test("Shift+Enter adds a line; Enter starts the chat, which streams a reply and builds the roadmap", async ({
  page,
}) => {
  await page.goto("/");
  await box(page).click();
  await page.keyboard.type("Move our finance team to NetSuite");
  await page.keyboard.press("Shift+Enter");
  await page.keyboard.type("from QuickBooks");
  await expect(box(page)).toHaveValue("Move our finance team to NetSuite\nfrom QuickBooks");
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Chat with Clarity" })).toBeVisible();
  await expect(log(page).getByText("Move our finance team to NetSuite")).toBeVisible();
  // Clarity acknowledges the platform and asks one next question.
  await expect(
    log(page)
      .getByText(/NetSuite/)
      .nth(1),
  ).toBeVisible();
  await expect(log(page)).toContainText("What's pushing NetSuite now");
  await expect(chatInput(page)).toBeEnabled();

  const roadmap = page.getByRole("complementary", { name: "Strategic Roadmap" });
  await expect(roadmap).toContainText("Move our finance team to NetSuite");
  // What Clarity learned, as labelled facts streamed with the reply.
  await expect(roadmap.getByText("NetSuite (ERP)")).toBeVisible();
  await expect(roadmap).toContainText("QuickBooks");
  await expect(roadmap).not.toContainText("Contact Email");
  for (const step of [
    "Complete strategic alignment with key stakeholders",
    "Review and validate transformation objectives",
    `Receive detailed roadmap and assessment within ${offer.roadmapWithin}`,
  ]) {
    await expect(roadmap).toContainText(step);
  }

  const sent: unknown[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname === "/api/clarity") sent.push(req.postDataJSON());
  });
  await chatInput(page).fill(
    "We're growing fast; the CFO and two analysts, reach me at dana@acme.io",
  );
  await chatInput(page).press("Enter");
  // The Worker keeps the conversation: the browser sends only the new message, with the chat id.
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toEqual({
    id: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    message: {
      id: expect.any(String),
      role: "user",
      parts: [
        {
          type: "text",
          text: "We're growing fast; the CFO and two analysts, reach me at dana@acme.io",
        },
      ],
    },
  });
  await expect(roadmap).toContainText("dana@acme.io");
  // Team Alignment shows team facts, not the visitor's sentences.
  await expect(roadmap).not.toContainText("CFO and two analysts");
  await expect(roadmap.getByRole("listitem").filter({ hasText: "growth" })).toBeVisible();
  await expect(log(page)).toContainText("growth");
});

test("a quick start sends its label at once", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "CPQ", exact: true }).click();
  await expect(log(page).getByText("CPQ", { exact: true })).toBeVisible();
  await expect(log(page)).toContainText("product catalog");
});

test("blank chat input is not sent, Stop keeps the partial reply, and / resets", async ({
  page,
}) => {
  // A server at the engine's own pace (a word every 24 ms, not the suite's 4): the rest of the
  // reply must not all have arrived before the press takes effect, on a busy machine too.
  const port = await freePort();
  const server = await startServer({
    port,
    persistDir: `tmp/clarity-stop-${port}`,
    fresh: true,
    env: { ENGINE_WORD_DELAY_MS: "" },
  });
  try {
    await stopKeepsThePartialReply(page, server.url);
  } finally {
    await server.stop();
  }
});

async function stopKeepsThePartialReply(page: import("@playwright/test").Page, origin: string) {
  await page.goto(`${origin}/`);
  await page.getByRole("button", { name: "ERP", exact: true }).click();
  await expect(log(page)).toContainText("pushing");
  await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
  await chatInput(page).fill("   ");
  await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();

  // Press Stop the moment the reply starts to show: its opening stays, its closing question never
  // comes. The press happens inside the page, in the same task that shows the text, so a busy
  // machine cannot let the rest of the reply (about 1.5 s of words) arrive before it.
  await log(page).evaluate((el) => {
    new MutationObserver((_, observer) => {
      if (!el.textContent?.includes("as a driver")) return;
      const stop = Array.from(document.querySelectorAll("button")).find(
        (b) => b.textContent?.trim() === "Stop",
      );
      if (!stop) return;
      observer.disconnect();
      stop.click();
      el.dataset.stopped = "true";
    }).observe(el, { childList: true, subtree: true, characterData: true });
  });
  await chatInput(page).fill("We are growing; sales, finance, operations and IT are affected");
  await chatInput(page).press("Enter");
  await expect(log(page)).toHaveAttribute("data-stopped", "true");
  await expect(chatInput(page)).toBeEnabled();
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0);
  const partial = await log(page).textContent();
  // Long enough for the rest of the reply (about 1.5 s of words) to have arrived had it not stopped.
  await page.waitForTimeout(2000);
  await expect(log(page)).toContainText("as a driver");
  await expect(log(page)).not.toContainText("Which systems");
  expect(await log(page).textContent()).toBe(partial);

  await page.getByRole("link", { name: "Clarity home" }).click();
  await expect(page.getByRole("heading", { name: "Chat with Clarity" })).toHaveCount(0);
  await expect(box(page)).toHaveValue("");
}

test("a failing Worker shows the error toast, keeps the message, and Try again gets the reply", async ({
  page,
}) => {
  await page.route("**/api/clarity", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":{"code":"internal","message":"x"}}',
    }),
  );
  await page.goto("/");
  await page.getByRole("button", { name: "CRM", exact: true }).click();
  await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
  await expect(log(page)).toContainText("CRM");
  await expect(chatInput(page)).toBeEnabled();
  const retry = log(page).getByRole("button", { name: "Try again" });
  await expect(retry).toBeVisible();
  await expectNoAxeViolations(page, "/ chat failed, light");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expectNoAxeViolations(page, "/ chat failed, dark");

  // The Worker is back: one press asks again for a reply to the same message.
  await page.unroute("**/api/clarity");
  await retry.click();
  await expect(log(page)).toContainText("CRM project");
  await expect(retry).toHaveCount(0);
  await expect(chatInput(page)).toBeFocused();
  await expect(log(page).getByText("CRM", { exact: true })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Strategic Roadmap" })).toBeVisible();
});

test("a rate-limited visitor is told when to try again", async ({ page }) => {
  await page.route("**/api/clarity", (route) =>
    route.fulfill({
      status: 429,
      headers: { "content-type": "application/json", "retry-after": "42" },
      body: '{"error":{"code":"rate_limit:chat","message":"Too many requests"}}',
    }),
  );
  await page.goto("/");
  await page.getByRole("button", { name: "ERP", exact: true }).click();
  await expect(page.getByText("Please try again in 42 seconds.")).toBeVisible();
  await expect(log(page)).toContainText("ERP");
  await expect(chatInput(page)).toBeEnabled();
  await expect(log(page).getByRole("button", { name: "Try again" })).toBeVisible();
});

test("chat output containing HTML is shown as text, never as markup", async ({ page }) => {
  const stream = [
    { type: "start" },
    { type: "text-start", id: "t" },
    { type: "text-delta", id: "t", delta: 'Hi <img src=x onerror="window.pwned=1"> **bold**' },
    { type: "text-end", id: "t" },
    { type: "finish" },
  ]
    .map((c) => `data: ${JSON.stringify(c)}\n\n`)
    .join("");
  await page.route("**/api/clarity", (route) =>
    route.fulfill({
      status: 200,
      headers: { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" },
      body: `${stream}data: [DONE]\n\n`,
    }),
  );
  await page.goto("/");
  await page.getByRole("button", { name: "AI Implementation" }).click();
  await expect(log(page).locator("strong", { hasText: "bold" })).toBeVisible();
  await expect(log(page).locator("img")).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
  ).toBeUndefined();
});

test("the chat is usable by keyboard alone and has no axe violations in either theme", async ({
  page,
}) => {
  // axe runs several full-page analyses; generous on a loaded 2-core machine.
  test.setTimeout(90_000);
  await page.goto("/");
  await box(page).focus();
  await page.keyboard.type("HubSpot CRM for a 120 employees company");
  await page.keyboard.press("Enter");
  // Wait for Clarity's reply to finish (the visitor's own message also says "HubSpot", so that
  // alone raced the stream: Enter pressed while the reply streamed sent nothing).
  await expect(log(page)).toContainText("What's pushing");
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0);
  // The chat box has the focus once the reply is in: the next message is typed straight away.
  await expect(chatInput(page)).toBeFocused();
  await page.keyboard.type("Sales and customer support");
  await page.keyboard.press("Enter");
  await expect(log(page)).toContainText("customer service");
  await expect(chatInput(page)).toBeFocused();
  await expectNoAxeViolations(page, "chat light");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expectNoAxeViolations(page, "chat dark");
});

test("the home form has no axe violations on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expectNoAxeViolations(page, "home phone");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});
