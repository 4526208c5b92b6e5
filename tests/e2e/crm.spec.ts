import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);
const pipeline = (page: Page) => page.getByRole("region", { name: "Opportunity Pipeline" });
/** The newest turn's list of what the assistant changed. */
const changes = (page: Page) =>
  page.getByRole("list", { name: "Changes made by the assistant" }).last();
const activities = (page: Page) => page.getByRole("region", { name: "Recent Activities" });

async function expectStats(
  page: Page,
  contacts: string,
  value: string,
  deals: string,
  forecast: string,
) {
  await expect(stat(page, "Total Contacts")).toHaveText(contacts);
  await expect(stat(page, "Pipeline Value")).toHaveText(value);
  await expect(stat(page, "Active Deals")).toHaveText(deals);
  await expect(stat(page, "Monthly Forecast")).toHaveText(forecast);
}

test("the dashboard shows the seed data and the four live stats", async ({ page }) => {
  await page.goto("/working-prototype");
  await expect(page.getByRole("heading", { level: 1, name: "Working Prototype" })).toBeVisible();
  await expect(page.getByText("Interactive CRM Dashboard - Core Features")).toBeVisible();
  await expect(page.getByText("Demo Ready")).toBeVisible();
  await expectStats(page, "1,397", "$410,000", "3", "$170,250");
  await expect(pipeline(page)).toContainText("Northwind Logistics");
  await expect(pipeline(page)).toContainText("$125,000");
  await expect(pipeline(page)).toContainText("Dec 15");
  await expect(pipeline(page)).toContainText("75%");
  await expect(activities(page).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText("Live", { exact: true })).toHaveCount(4);
});

test("opportunities: add (with validation), view, edit and delete", async ({ page }) => {
  await page.goto("/working-prototype");
  await pipeline(page).getByRole("button", { name: "+ Add New" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Opportunity" });
  await dialog.getByLabel("Company").fill("Initech");
  await dialog.getByLabel("Amount (USD)").fill("40000");
  await dialog.getByLabel("Stage").selectOption("Proposal");
  await dialog.getByLabel("Probability (%)").fill("150");
  await dialog.getByLabel("Close date").fill("2026-12-20");
  await dialog.getByRole("button", { name: "Add Opportunity" }).click();
  await expect(dialog.getByText("Probability must be between 0 and 100")).toBeVisible();
  await expect(dialog.getByLabel("Probability (%)")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Probability (%)").fill("60");
  await dialog.getByRole("button", { name: "Add Opportunity" }).click();
  await expect(page.getByText("Opportunity added successfully")).toBeVisible();
  await expect(pipeline(page).getByRole("listitem").last()).toContainText("Initech");
  await expectStats(page, "1,447", "$450,000", "4", "$194,250");

  await pipeline(page)
    .getByRole("button", { name: /Initech/ })
    .click();
  const detail = page.getByRole("dialog", { name: "Initech" });
  await expect(detail).toContainText("$40,000");
  await expect(detail).toContainText("December 20, 2026");
  await detail.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Opportunity" });
  await expect(edit.getByLabel("Stage")).toHaveValue("Proposal");
  await edit.getByLabel("Stage").selectOption("Negotiation");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Opportunity updated successfully")).toBeVisible();
  await expect(pipeline(page).getByRole("listitem").last()).toContainText("Negotiation");

  await pipeline(page)
    .getByRole("button", { name: /Initech/ })
    .click();
  await page
    .getByRole("dialog", { name: "Initech" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Opportunity deleted")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectStats(page, "1,397", "$410,000", "3", "$170,250");
});

test("activities: log at the top with Just now, view notes, edit and delete", async ({ page }) => {
  await page.goto("/working-prototype");
  await activities(page).getByRole("button", { name: "+ Log Activity" }).click();
  const dialog = page.getByRole("dialog", { name: "Log Activity" });
  await dialog.getByRole("button", { name: "Log Activity" }).click();
  await expect(dialog.getByText("Contact is required")).toBeVisible();
  await dialog.getByLabel("Type").selectOption("meeting");
  await dialog.getByLabel("Contact").fill("Jane Roe - Initech");
  await expect(dialog.getByLabel("Notes")).toHaveAttribute("placeholder", "Optional");
  await dialog.getByLabel("Subject").fill("Kickoff");
  await dialog.getByLabel("Notes").fill("Bring the timeline");
  await dialog.getByRole("button", { name: "Log Activity" }).click();
  await expect(page.getByText("Activity logged successfully")).toBeVisible();
  const first = activities(page).getByRole("listitem").first();
  await expect(first).toContainText("Kickoff");
  await expect(first).toContainText("Just now");

  await first.getByRole("button").click();
  const detail = page.getByRole("dialog", { name: "Kickoff" });
  await expect(detail).toContainText("Bring the timeline");
  await detail.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Activity" });
  await expect(edit.getByLabel("Type")).toHaveValue("meeting");
  await edit.getByLabel("Subject").fill("Kickoff meeting");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Activity updated successfully")).toBeVisible();
  await activities(page)
    .getByRole("button", { name: /Kickoff meeting/ })
    .click();
  await page
    .getByRole("dialog", { name: "Kickoff meeting" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Activity deleted")).toBeVisible();
  await expect(activities(page).getByRole("listitem")).toHaveCount(3);
});

test("the assistant adds, logs and updates — with Undo — and the data resets on reload", async ({
  page,
}) => {
  await page.goto("/working-prototype");
  await page.getByRole("button", { name: "AI Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "CRM AI Assistant" });
  await expect(dialog).toContainText("Hi! I'm your CRM AI assistant.");
  const input = dialog.getByRole("textbox", { name: "Message the CRM assistant" });
  await expect(dialog.getByRole("button", { name: "Send" })).toBeDisabled();

  await input.fill("Add Initech, $40k, proposal, 60%, closing Dec 15");
  await input.press("Enter");
  await expect(page.getByText("Added opportunity for Initech").first()).toBeVisible();
  await expect(changes(page)).toContainText("Added opportunity for Initech");
  await expect(dialog).toContainText("Added Initech");
  await expectStats(page, "1,447", "$450,000", "4", "$194,250");
  await dialog.getByRole("button", { name: "Undo" }).click();
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
  await dialog.getByRole("button", { name: "Undo" }).last().click();
  await expect(pipeline(page).getByRole("listitem").last()).toContainText("Discovery");

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
  await page.goto("/working-prototype");
  await page.getByRole("button", { name: "AI Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "CRM AI Assistant" });
  await dialog.getByRole("textbox").fill("pipeline total?");
  await dialog.getByRole("textbox").press("Enter");
  await expect(page.getByText("Failed to get response. Please try again.")).toBeVisible();
  await expect(dialog).toContainText("Sorry, I encountered an error. Please try again.");
});

test("the assistant asks for what is missing, and the answer completes the request", async ({
  page,
}) => {
  await page.goto("/working-prototype");
  await page.getByRole("button", { name: "Launch Full Demo" }).click();
  const dialog = page.getByRole("dialog", { name: "CRM AI Assistant" });
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
  await page.goto("/working-prototype");
  await page.getByRole("button", { name: "AI Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "CRM AI Assistant" });
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
  await page.goto("/working-prototype");
  await page.getByRole("button", { name: "AI Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "CRM AI Assistant" });
  await dialog.getByRole("textbox").fill("add Initech");
  await dialog.getByRole("textbox").press("Enter");
  await expect(changes(page)).toContainText("Not applied: Missing the amount.");
  await expect(changes(page)).toContainText(
    "Not applied: Missing the contact (Name - Company) and the subject.",
  );
  await expectStats(page, "1,397", "$410,000", "3", "$170,250");
  await expect(activities(page).getByRole("listitem")).toHaveCount(3);
});

test("keyboard only: open a dialog, fill it, submit, and focus comes back", async ({ page }) => {
  await page.goto("/working-prototype");
  const add = pipeline(page).getByRole("button", { name: "+ Add New" });
  // Tab from the top of the page until the Add New button has focus.
  for (let i = 0; i < 30 && !(await add.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(add).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add Opportunity" });
  await expect(dialog.getByLabel("Company")).toBeFocused();
  await page.keyboard.type("Umbrella Corp");
  await page.keyboard.press("Tab");
  await page.keyboard.type("90000");
  await page.keyboard.press("Tab");
  await page.keyboard.type("80");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByLabel("Stage")).not.toHaveValue("");
  await dialog.getByLabel("Close date").focus();
  await page.keyboard.type("01312027");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Opportunity added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await expect(pipeline(page).getByRole("listitem").last()).toContainText("Jan 31");

  // Tab never reaches the page behind an open dialog (after its last control the browser's own
  // UI may take focus, as with every native modal); Escape closes it; focus returns to the opener.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  const visited = new Set<string>();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const where = await dialog.evaluate((d) => {
      const a = document.activeElement;
      return a === document.body
        ? "browser"
        : d.contains(a)
          ? a?.id || a?.textContent || "?"
          : "page";
    });
    expect(where).not.toBe("page");
    visited.add(where);
  }
  expect(visited).toContain("opp-company");
  expect(visited).toContain("Add Opportunity");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

for (const theme of ["light", "dark"] as const) {
  test(`the dashboard and every dialog have no axe violations (${theme})`, async ({ page }) => {
    // Eight full-page axe analyses; generous on a loaded 2-core machine.
    test.setTimeout(150_000);
    await page.goto("/working-prototype");
    if (theme === "dark") await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expectNoAxeViolations(page, `dashboard ${theme}`);
    const check = async (open: () => Promise<void>, name: string) => {
      await open();
      await expect(page.getByRole("dialog", { name })).toBeVisible();
      await expectNoAxeViolations(page, `${name} ${theme}`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    };
    const openOpp = () =>
      pipeline(page)
        .getByRole("button", { name: /Northwind/ })
        .click();
    const openAct = () =>
      activities(page)
        .getByRole("button", { name: /Pricing review/ })
        .click();
    await check(
      () => pipeline(page).getByRole("button", { name: "+ Add New" }).click(),
      "Add Opportunity",
    );
    await check(openOpp, "Northwind Logistics");
    await check(async () => {
      await openOpp();
      await page.getByRole("button", { name: "Edit" }).click();
      // Inline errors are part of what must be accessible.
      await page.getByLabel("Probability (%)").fill("150");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Probability must be between 0 and 100")).toBeVisible();
    }, "Edit Opportunity");
    await check(
      () => activities(page).getByRole("button", { name: "+ Log Activity" }).click(),
      "Log Activity",
    );
    await check(openAct, "Pricing review call");
    await check(async () => {
      await openAct();
      await page.getByRole("button", { name: "Edit" }).click();
    }, "Edit Activity");
    await check(async () => {
      await page.getByRole("button", { name: "AI Assistant" }).click();
      const input = page.getByRole("textbox", { name: "Message the CRM assistant" });
      await input.fill("Add Initech, $40k, proposal, 60%, closing Dec 15");
      await input.press("Enter");
      await expect(changes(page)).toContainText("Added opportunity for Initech");
      await expect(input).toBeEnabled();
    }, "CRM AI Assistant");
  });
}

test("the dashboard fits a phone without horizontal scroll", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/working-prototype");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});
