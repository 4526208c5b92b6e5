import { activities, changes, openAssistant } from "./crm-page";
import { expect, test } from "./fixtures";

test("a text message is logged as a note, shown with its own icon in the activities", async ({
  page,
}) => {
  const dialog = await openAssistant(page);
  const input = dialog.getByRole("textbox", { name: "Message the CRM assistant" });
  await input.fill("texted Jane Roe - Initech the onboarding checklist");
  await input.press("Enter");
  await expect(changes(page)).toContainText("Logged note activity");
  const newest = activities(page).getByRole("listitem").first();
  await expect(newest).toContainText("Jane Roe");
  await expect(newest.getByRole("img", { name: "note" })).toBeVisible();
});
