import { readFileSync } from "node:fs";
import type { Request } from "@playwright/test";
import { CLARITY_MAX_MESSAGE_CHARS } from "../../worker/contracts/clarity";
import { chatInput, chatLog, exchange, heroBox, longMessage, replies } from "./clarity-page";
import { expect, test } from "./fixtures";

/** The chat's per-visitor limit from wrangler.toml: a real visitor types slower than this. */
const chatLimit = (() => {
  const toml = readFileSync("wrangler.toml", "utf8");
  const [, limit, period] =
    /name = "CHAT_LIMITER"[^[]*?limit = (\d+), period = (\d+)/.exec(toml) ?? [];
  return { limit: Number(limit), periodMs: Number(period) * 1000 };
})();

/**
 * Waits, when needed, so that this test sends no more chat requests in one of the limiter's
 * windows (aligned to the clock) than the limit allows, with a margin for a request sent just
 * before a window ends and counted just after.
 */
async function keepUnderChatLimit(sent: number[]) {
  const { limit, periodMs } = chatLimit;
  const now = Date.now();
  const windowStart = now - (now % periodMs);
  const inWindow = sent.filter((t) => t >= windowStart - 1000).length;
  if (inWindow >= limit - 1 || now - windowStart > periodMs - 1000) {
    await new Promise((r) => setTimeout(r, windowStart + periodMs + 1000 - now));
  }
}

test("a 30-exchange conversation of long messages gets its 30th reply, each request carrying only the new message", async ({
  page,
}) => {
  // 30 streamed replies, and up to one wait for the chat limiter's next minute.
  test.setTimeout(240_000);
  const requests: Request[] = [];
  const sentAt: number[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname === "/api/clarity") {
      requests.push(req);
      sentAt.push(Date.now());
    }
  });
  await page.goto("/");
  const first = longMessage(0);
  await heroBox(page).fill(first);
  await heroBox(page).press("Enter");
  await expect(replies(page)).toHaveCount(1);
  await expect(chatInput(page)).toBeEnabled();

  for (let turn = 1; turn < 30; turn++) {
    await keepUnderChatLimit(sentAt);
    await exchange(page, longMessage(turn));
  }

  await expect(replies(page)).toHaveCount(30);
  // The 30th reply has streamed in full: words after its hidden "Clarity:", and no Stop button.
  await expect(replies(page).last().locator("xpath=..")).toHaveText(/^Clarity:\s*\S+\s+\S+/);
  await expect(page.getByText("Failed to send message")).toHaveCount(0);
  await expect(chatLog(page).getByRole("button", { name: "Try again" })).toHaveCount(0);

  // The browser never resends the conversation: every request is the chat id and one message.
  expect(requests).toHaveLength(30);
  const bodies = requests.map((r) => r.postDataJSON());
  expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
  expect(bodies[29]).toEqual({
    id: bodies[0].id,
    message: {
      id: expect.any(String),
      role: "user",
      parts: [{ type: "text", text: longMessage(29) }],
    },
  });
  expect(Math.max(...requests.map((r) => r.postData()!.length))).toBeLessThan(2 * 1250);
});

test("a 4,500-character paste shows the counter, is not sent, and the shortened message gets a reply", async ({
  page,
}) => {
  const paste = longMessage(3, CLARITY_MAX_MESSAGE_CHARS + 500);
  expect(paste.length).toBeGreaterThan(CLARITY_MAX_MESSAGE_CHARS);
  await page.goto("/");
  await page.getByRole("button", { name: "ERP", exact: true }).click();
  await expect(replies(page)).toHaveCount(1);
  await expect(chatInput(page)).toBeEnabled();

  const sent: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/clarity") sent.push(r.url());
  });
  await chatInput(page).fill(paste);
  await chatInput(page).press("Enter");
  await expect(page.getByText(/please shorten your message to send it/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
  await expect(chatInput(page)).toHaveValue(paste);
  expect(sent).toHaveLength(0);

  await exchange(page, "Finance, operations and the warehouse teams are affected");
  await expect(replies(page)).toHaveCount(2);
  await expect(chatLog(page)).toContainText("Finance, operations and the warehouse teams");
  await expect(page.getByText("Failed to send message")).toHaveCount(0);
});

test("a full conversation says why and how to continue, instead of offering Try again", async ({
  page,
}) => {
  const full =
    "This conversation has reached its 200 messages. Please leave your details on the contact page (/try) and we'll continue by email.";
  await page.goto("/");
  await page.getByRole("button", { name: "CRM", exact: true }).click();
  await expect(replies(page)).toHaveCount(1);
  await page.route("**/api/clarity", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "conflict:chat_full", message: full } }),
    }),
  );
  await chatInput(page).fill("One more thing about our sales team");
  await chatInput(page).press("Enter");
  await expect(page.getByText(full)).toBeVisible();
  await expect(chatLog(page).getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(chatInput(page)).toHaveValue("One more thing about our sales team");
});
