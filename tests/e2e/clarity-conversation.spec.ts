import type { Request } from "@playwright/test";
import { MAX_MESSAGE_CHARS } from "#contracts/message-limit";
import {
  chatInput,
  chatLog,
  exchange,
  heroBox,
  keepUnderChatLimit,
  longMessage,
  replies,
} from "./clarity-page";
import { expect, test } from "./fixtures";

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
  const paste = longMessage(3, MAX_MESSAGE_CHARS + 500);
  expect(paste.length).toBeGreaterThan(MAX_MESSAGE_CHARS);
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
