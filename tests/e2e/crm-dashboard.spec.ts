import { expectNoAxeViolations } from "./axe";
import { activities, changes, expectStats, pipeline } from "./crm-page";
import { expect, test } from "./fixtures";

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
  await expectNoAxeViolations(page, "success toast, light");
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
  // The deleted item's button is gone; the focus moves to the item now in its place (the last).
  await expect(pipeline(page).getByRole("listitem").last().getByRole("button")).toBeFocused();
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
  await expect(activities(page).getByRole("listitem").first().getByRole("button")).toBeFocused();
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
    // Eight axe analyses; generous on a loaded 2-core machine.
    test.setTimeout(150_000);
    await page.goto("/working-prototype");
    if (theme === "dark") await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expectNoAxeViolations(page, `dashboard ${theme}`);
    /** A modal dialog is checked alone (the dashboard behind it is inert and checked above). */
    const check = async (open: () => Promise<void>, name: string, modal = true) => {
      await open();
      await expect(page.getByRole("dialog", { name })).toBeVisible();
      await expectNoAxeViolations(page, `${name} ${theme}`, {
        ...(modal ? { within: "dialog[open]" } : {}),
      });
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
    await check(
      async () => {
        await page.getByRole("button", { name: "AI Assistant" }).click();
        const input = page.getByRole("textbox", { name: "Message the CRM assistant" });
        await input.fill("Add Initech, $40k, proposal, 60%, closing Dec 15");
        await input.press("Enter");
        await expect(changes(page)).toContainText("Added opportunity for Initech");
        // …with its toast (and Undo action) in the page's region: the assistant is not modal.
        await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
          "Added opportunity for Initech",
        );
        await expect(input).toBeEnabled();
      },
      "CRM AI Assistant",
      false,
    );
  });
}

test("the dashboard fits a phone without horizontal scroll", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/working-prototype");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});
