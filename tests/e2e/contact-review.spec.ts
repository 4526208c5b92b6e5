import { fillAll, input, storedDraft } from "./contact-page";
import { expect, test } from "./fixtures";

test("review: a chip edits inline, Escape cancels, an emptied chip and × remove it", async ({
  page,
}) => {
  await page.goto("/try");
  await fillAll(page);
  await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();

  await page.getByRole("button", { name: "Edit Company: Acme Industrial" }).click();
  const editor = page.getByRole("textbox", { name: "Edit Company" });
  await editor.fill("Acme Corp");
  await editor.press("Escape");
  await expect(page.getByRole("button", { name: "Edit Company: Acme Industrial" })).toBeVisible();

  await page.getByRole("button", { name: "Edit Company: Acme Industrial" }).click();
  await editor.fill("  Acme Corp  ");
  await editor.press("Enter");
  await expect(page.getByRole("button", { name: "Edit Company: Acme Corp" })).toBeVisible();

  await page.getByRole("button", { name: "Edit Phone: +1 555 0100" }).click();
  await page.getByRole("textbox", { name: "Edit Phone" }).fill("");
  await page.getByRole("textbox", { name: "Edit Phone" }).blur();
  await expect(page.locator("dl").first()).toContainText("Not provided");

  // A removed answer can be given again without leaving review.
  await page.getByRole("button", { name: "Add Phone" }).click();
  await page.getByRole("textbox", { name: "Add Phone" }).fill("+1 555 0199");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: /Edit Phone/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Add Phone" }).click();
  await page.getByRole("textbox", { name: "Add Phone" }).fill("+1 555 0199");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Edit Phone: +1 555 0199" })).toBeVisible();

  await page.getByRole("button", { name: "Remove Name: Dana Reyes" }).click();
  await expect(page.getByRole("button", { name: /Edit Name/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add Name" })).toBeFocused();

  // Edits are stored in the visitor's draft; a reload continues from the first empty field.
  await expect
    .poll(() => storedDraft(page))
    .toMatchObject({
      name: [],
      company: ["Acme Corp"],
      phone: ["+1 555 0199"],
    });
  await page.reload();
  await expect(input(page)).toHaveAttribute("placeholder", "Enter name...");
});

test("a hurried typist who types on right after Enter loses no key, on a slow phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await page.goto("/try");
  await expect(input(page)).toBeFocused();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  // Every key the moment the last one is down: no pause for the chip to slide in.
  await page.keyboard.type(
    "Dana Reyes\ndana.o'neil+rfp@mail.acme.io\nAcme Industrial\n+1 555 0100\n",
  );
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();
  for (const [label, value] of [
    ["Name", "Dana Reyes"],
    ["Email", "dana.o'neil+rfp@mail.acme.io"],
    ["Company", "Acme Industrial"],
    ["Phone", "+1 555 0100"],
  ])
    await expect(page.getByRole("button", { name: `Edit ${label}: ${value}` })).toBeVisible();
  await expect
    .poll(() => storedDraft(page))
    .toMatchObject({
      name: ["Dana Reyes"],
      email: ["dana.o'neil+rfp@mail.acme.io"],
      company: ["Acme Industrial"],
      phone: ["+1 555 0100"],
    });
});
