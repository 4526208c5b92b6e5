import {
  activities,
  changes,
  expectStats,
  openAssistant,
  pipeline,
  stat,
  toasts,
} from "./crm-page";
import { expect, test } from "./fixtures";

test("the assistant adds, logs and updates — with Undo — and the data resets on reload", async ({
  page,
}) => {
  const dialog = await openAssistant(page);
  await expect(dialog).toContainText("Hi! I'm your CRM AI assistant.");
  const input = dialog.getByRole("textbox", { name: "Message the CRM assistant" });
  await expect(dialog.getByRole("button", { name: "Send" })).toBeDisabled();

  await input.fill("Add Initech, $40k, proposal, 60%, closing Dec 15");
  await input.press("Enter");
  await expect(page.getByText("Added opportunity for Initech").first()).toBeVisible();
  await expect(changes(page)).toContainText("Added opportunity for Initech");
  await expect(dialog).toContainText("Added Initech");
  // The assistant is not modal: its toast is in the page's region, beside it.
  await expect(toasts(page)).toContainText("Added opportunity for Initech");
  await expectStats(page, "1,447", "$450,000", "4", "$194,250");
  await changes(page).getByRole("button", { name: "Undo" }).click();
  await expect(dialog).toContainText("Undone");
  await expectStats(page, "1,397", "$410,000", "3", "$170,250");

  await expect(input).toBeEnabled();
  await input.fill("log a call with Jane Roe - Initech about pricing");
  await input.press("Enter");
  await expect(page.getByText("Logged call activity").first()).toBeVisible();
  await expect(changes(page)).toContainText("Logged call activity");
  await expect(activities(page).getByRole("listitem").first()).toContainText("Pricing");

  await expect(input).toBeEnabled();
  await input.fill("move Atlas to negotiation");
  await input.press("Enter");
  await expect(page.getByText("Updated opportunity for Atlas Manufacturing").first()).toBeVisible();
  await expect(changes(page)).toContainText("Updated opportunity for Atlas Manufacturing");
  await expect(pipeline(page).getByRole("listitem").last()).toContainText("Negotiation");
  // Undo from the toast this time.
  await toasts(page)
    .getByRole("listitem")
    .filter({ hasText: "Updated opportunity for Atlas Manufacturing" })
    .getByRole("button", { name: "Undo" })
    .click();
  await expect(pipeline(page).getByRole("listitem").last()).toContainText("Discovery");
  await expect(changes(page)).toContainText("Undone");

  await expect(input).toBeEnabled();
  await input.fill("what's the pipeline total?");
  await input.press("Enter");
  await expect(dialog).toContainText("$410,000");

  await page.reload();
  await expect(activities(page).getByRole("listitem")).toHaveCount(3);
  await expectStats(page, "1,397", "$410,000", "3", "$170,250");
});

test("an assistant failure shows the toast and the apology message", async ({ page }) => {
  await page.route("**/api/crm-assistant", (r) => r.fulfill({ status: 500, body: "{}" }));
  const dialog = await openAssistant(page);
  await dialog.getByRole("textbox").fill("pipeline total?");
  await dialog.getByRole("textbox").press("Enter");
  await expect(toasts(page)).toContainText("Failed to get response. Please try again.");
  await expect(dialog).toContainText("Sorry, I encountered an error. Please try again.");
});

test("the assistant asks for what is missing, and the answer completes the request", async ({
  page,
}) => {
  const dialog = await openAssistant(page, "Launch Full Demo");
  const input = dialog.getByRole("textbox", { name: "Message the CRM assistant" });
  await input.fill("add Hooli");
  await input.press("Enter");
  await expect(dialog).toContainText("what's the amount?");
  await expect(stat(page, "Active Deals")).toHaveText("3");
  await expect(input).toBeFocused();
  await page.keyboard.type("$50k in proposal");
  await page.keyboard.press("Enter");
  await expect(changes(page)).toContainText("Added opportunity for Hooli");
  await expectStats(page, "1,447", "$460,000", "4", "$170,250");
});

test("the assistant's suggestions run with one click", async ({ page }) => {
  const dialog = await openAssistant(page);
  await dialog.getByRole("button", { name: "What's the pipeline total?" }).click();
  await expect(dialog).toContainText("Your pipeline totals $410,000 across 3 deals.");
  await expect(dialog.getByRole("list", { name: "Things to try" })).toHaveCount(0);
});

/** A UI message stream as the Worker sends it, with the given chunks. */
const uiStream = (chunks: object[]) =>
  `${[
    { type: "start" },
    { type: "start-step" },
    ...chunks,
    { type: "finish-step" },
    { type: "finish" },
  ]
    .map((c) => `data: ${JSON.stringify(c)}\n\n`)
    .join("")}data: [DONE]\n\n`;

test("tool calls that fail the schema are never applied, and say what is missing", async ({
  page,
}) => {
  await page.route("**/api/crm-assistant", (route) =>
    route.fulfill({
      status: 200,
      headers: { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" },
      body: uiStream([
        { type: "text-start", id: "t" },
        { type: "text-delta", id: "t", delta: "Working on it." },
        { type: "text-end", id: "t" },
        // Valid JSON the Worker passed on, but the browser's check refuses it (no amount).
        {
          type: "tool-input-available",
          toolCallId: "c1",
          toolName: "add_opportunity",
          input: {
            company: "Initech",
            stage: "Proposal",
            probability: 60,
            closeDate: "2026-12-15",
          },
        },
        // What the Worker sends when the model's input fails the tool schema.
        {
          type: "tool-input-error",
          toolCallId: "c2",
          toolName: "add_activity",
          input: { type: "call" },
          errorText: "Invalid input for tool add_activity",
        },
      ]),
    }),
  );
  const dialog = await openAssistant(page);
  await dialog.getByRole("textbox").fill("add Initech");
  await dialog.getByRole("textbox").press("Enter");
  await expect(changes(page)).toContainText("Not applied: Missing the amount.");
  await expect(changes(page)).toContainText(
    "Not applied: Missing the contact (Name - Company) and the subject.",
  );
  await expectStats(page, "1,397", "$410,000", "3", "$170,250");
  await expect(activities(page).getByRole("listitem")).toHaveCount(3);
});

test("the assistant's toast closes with it and does not come back in the next dialog", async ({
  page,
}) => {
  const dialog = await openAssistant(page);
  await dialog.getByRole("textbox").fill("Add Initech, $40k, proposal, 60%, closing Dec 15");
  await dialog.getByRole("textbox").press("Enter");
  await expect(toasts(page)).toContainText("Added opportunity for Initech");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "AI Assistant" })).toBeFocused();
  await expect(toasts(page).getByText("Added opportunity for Initech")).toHaveCount(0);

  await pipeline(page).getByRole("button", { name: "+ Add New" }).click();
  const form = page.getByRole("dialog", { name: "Add Opportunity" });
  await expect(form.getByLabel("Company")).toBeVisible();
  // The dialog's region replays sonner's active toasts a tick after it mounts: give it the time
  // to, then check that nothing came back.
  await expect(form.getByRole("region", { name: /Notifications/ })).toBeAttached();
  await page.waitForTimeout(500);
  // Not a retrying assertion: a replayed toast would time out by itself within expect's 5 s.
  // (The closed assistant keeps its conversation, hidden: only what is visible counts.)
  expect(
    await page.getByText("Added opportunity for Initech").filter({ visible: true }).count(),
  ).toBe(0);
});
