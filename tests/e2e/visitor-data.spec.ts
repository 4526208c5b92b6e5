import { VISITOR_COOKIE } from "#contracts/visitor";
import { expectNoAxeViolations } from "./axe";
import { chatInput, heroBox, replies } from "./clarity-page";
import { answer, input, storedDraft } from "./contact-page";
import { expect, test } from "./fixtures";
import { overflow } from "./overflow";

const chatNotice = "Clarity keeps this conversation so our team can prepare your roadmap.";

test("Delete my data on /try erases the chat and the draft: an empty form, also after a reload and for the old cookie", async ({
  page,
}) => {
  test.setTimeout(90_000); // four axe scans
  await page.goto("/");
  await page.getByRole("button", { name: "ERP", exact: true }).click();
  await expect(replies(page)).toHaveCount(1);
  await expect(page.getByText(chatNotice)).toBeVisible();

  await page.goto("/try");
  await answer(page, "Dana Reyes");
  await answer(page, "dana@acme.io");
  await expect.poll(async () => (await storedDraft(page)).email).toEqual(["dana@acme.io"]);
  const cookie = (await page.context().cookies()).find((c) => c.name === VISITOR_COOKIE);
  expect(cookie).toBeDefined();

  // Asked first: Cancel keeps everything.
  await page.getByRole("button", { name: "Delete my data" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your data?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("It can't be undone.");
  await expectNoAxeViolations(page, "/try delete dialog, light");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete my data" })).toBeFocused();
  expect((await storedDraft(page)).name).toEqual(["Dana Reyes"]);

  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await page.getByRole("button", { name: "Delete my data" }).click();
  await expectNoAxeViolations(page, "/try delete dialog, dark");
  const erased = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/visitor");
  await dialog.getByRole("button", { name: "Delete my data" }).click();
  expect((await erased).status()).toBe(200);
  await expect(page.getByText("Your data has been deleted")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // An empty form, ready for the next answer.
  await expect(input(page)).toHaveAttribute("placeholder", "Enter name...");
  await expect(input(page)).toBeFocused();
  await expect(page.getByText("Dana Reyes")).toHaveCount(0);
  await expectNoAxeViolations(page, "/try after erasure, dark");

  await page.reload();
  await expect(input(page)).toHaveAttribute("placeholder", "Enter name...");
  await expect(page.getByRole("list", { name: "Name" })).toHaveCount(0);
  expect(await (await page.request.get("/api/contact/draft")).json()).toMatchObject({
    draft: { name: [], email: [], company: [], phone: [], note: [] },
    submitted: null,
  });
  // Erased on the server, not only forgotten by this browser: the old cookie finds nothing.
  const old = await page.request.get("/api/contact/draft", {
    headers: { cookie: `${VISITOR_COOKIE}=${cookie!.value}` },
  });
  expect(await old.json()).toMatchObject({ draft: { name: [], email: [] }, submitted: null });
});

test("Delete my data under the chat starts the home page over, with the focus in its box", async ({
  page,
}) => {
  await page.goto("/");
  await heroBox(page).fill("Move our finance team to NetSuite");
  await heroBox(page).press("Enter");
  await expect(replies(page)).toHaveCount(1);
  await expect(chatInput(page)).toBeEnabled();
  await page.getByRole("button", { name: "Delete my data" }).click();
  await page
    .getByRole("dialog", { name: "Delete your data?" })
    .getByRole("button", { name: "Delete my data" })
    .click();
  await expect(page.getByText("Your data has been deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Chat with Clarity" })).toHaveCount(0);
  await expect(heroBox(page)).toHaveValue("");
  await expect(heroBox(page)).toBeFocused();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain(VISITOR_COOKIE);
});

for (const width of [390, 320]) {
  test(`the Your data notice fits a ${width}-px phone under the chat and the form`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "CPQ", exact: true }).click();
    await expect(replies(page)).toHaveCount(1);
    await expect(page.getByText(chatNotice)).toBeVisible();
    expect(await overflow(page)).toEqual([]);
    await page.goto("/try");
    await expect(page.getByRole("button", { name: "Delete my data" })).toBeVisible();
    expect(await overflow(page)).toEqual([]);
    await page.getByRole("button", { name: "Delete my data" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your data?" });
    await expect(dialog).toBeVisible();
    // The dialog and both its buttons are whole on screen.
    for (const box of [
      dialog,
      dialog.getByRole("button", { name: "Cancel" }),
      dialog.getByRole("button", { name: "Delete my data" }),
    ]) {
      const { x, width } = (await box.boundingBox())!;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(width === 0 ? 0 : page.viewportSize()!.width);
    }
  });
}
