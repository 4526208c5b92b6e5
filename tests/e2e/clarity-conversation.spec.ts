import { MAX_MESSAGE_CHARS } from "#contracts/message-limit";
import { chatInput, chatLog, exchange, longMessage, replies } from "./clarity-page";
import { expect, test } from "./fixtures";

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
