import type { Page } from "@playwright/test";
import { answer, answerStored, holdDraftLoads, input, storedDraft } from "./contact-page";
import { expect, test } from "./fixtures";
import { holdScripts, hydrated } from "./hold-scripts";

/**
 * Both forms work before (and without) JavaScript (docs/decisions/017); the contact form helps as
 * it goes.
 */

const alert = (page: Page) => page.locator("#contact-problem");
const progress = (page: Page) => page.locator("#contact-progress");

test.describe("/try before JavaScript", () => {
  test("the first question and its input are in the prerendered page, with no spinner", async ({
    request,
  }) => {
    const html = await (await request.get("/try")).text();
    expect(html).toContain('id="contact-input"');
    expect(html).toContain("What&#x27;s your name?");
    expect(html).toContain("Question 1 of 5");
    expect(html).not.toContain("Loading your details");
  });

  test("answers given while the saved draft loads are merged into it, resumed at its step", async ({
    page,
  }) => {
    await page.goto("/try");
    await answerStored(page, "Dana Reyes");
    await answerStored(page, "dana@acme.io");
    await expect(input(page)).toHaveAttribute("placeholder", "Enter company...");

    // The next visit: the saved draft is slow to come, the visitor answers meanwhile.
    const releaseDraft = await holdDraftLoads(page);
    await page.reload();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute("placeholder", "Enter name...");
    // Each answer is stored at once, added to the saved form the page does not have yet.
    await answerStored(page, "Dana Reyes");
    await answerStored(page, "dana.reyes@acme.io");
    await expect(progress(page)).toHaveText("Question 3 of 5");
    expect(await storedDraft(page)).toMatchObject({
      name: ["Dana Reyes"],
      email: ["dana@acme.io", "dana.reyes@acme.io"],
    });
    releaseDraft();

    await expect(page.getByRole("list", { name: "Email" })).toContainText("dana@acme.io");
    await expect(page.getByRole("list", { name: "Email" })).toContainText("dana.reyes@acme.io");
    await expect(page.getByRole("list", { name: "Name" }).getByRole("listitem")).toHaveCount(1);
    await expect(input(page)).toHaveAttribute("placeholder", "Enter company...");
    await expect(input(page)).toBeFocused();
    await expect
      .poll(() => storedDraft(page))
      .toMatchObject({ name: ["Dana Reyes"], email: ["dana@acme.io", "dana.reyes@acme.io"] });
  });
});

test.describe("/try when its scripts are slow", () => {
  test("an Enter held until the loader gives up brings the next question, which stays once the page is live", async ({
    page,
  }) => {
    // The loader's 8 s are the page's clock's: run on at once, not waited for.
    await page.clock.install();
    const release = await holdScripts(page);
    await page.goto("/try", { waitUntil: "commit" });
    await page.waitForFunction(() => "__islandHeld" in window);
    await input(page).fill("Dana Reyes");
    await input(page).press("Enter");
    await Promise.all([page.waitForURL("**/try/send"), page.clock.runFor(8_000)]);
    await page.waitForLoadState("load");
    const form = page.getByRole("form", { name: "Contact form" });
    const email = form.getByLabel("What's the best email to reach you?");
    await expect(form.getByLabel("What's your name?")).toHaveValue("Dana Reyes");
    await expect(email).toBeFocused();
    await expect(page.getByText(/required|Invalid|must be/)).toHaveCount(0);
    await email.pressSequentially("dana@");

    // The scripts come after all: the page goes live around the form, which keeps what is typed.
    release();
    await hydrated(page);
    await expect(email).toHaveValue("dana@");
    await expect(form.getByLabel("What's your name?")).toHaveValue("Dana Reyes");
    await expect(form.getByRole("button", { name: "Send" })).toBeVisible();
  });
});

test.describe("the contact form helps", () => {
  test("focus is in the first open question on load and after a resumed draft; progress shows", async ({
    page,
  }) => {
    await page.goto("/try");
    await expect(input(page)).toBeFocused();
    await expect(progress(page)).toHaveText("Question 1 of 5");
    await answerStored(page, "Dana Reyes");
    await expect(progress(page)).toHaveText("Question 2 of 5");
    await page.reload();
    await expect(input(page)).toHaveAttribute("placeholder", "Enter email...");
    await expect(input(page)).toBeFocused();
    await expect(progress(page)).toHaveText("Question 2 of 5");
  });

  test("a bad email or phone is caught as it is given, with the focus kept in the field", async ({
    page,
  }) => {
    await page.goto("/try");
    await answer(page, "Dana Reyes");
    for (const bad of ["dana@", "dana at acme dot com"]) {
      await answer(page, bad);
      await expect(alert(page)).toHaveText("Invalid email address");
      await expect(alert(page)).toHaveAttribute("role", "alert");
      await expect(input(page)).toHaveAttribute("aria-invalid", "true");
      await expect(input(page)).toHaveAttribute("aria-describedby", "contact-problem");
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveValue(bad);
      await expect(page.getByRole("list", { name: "Email" })).toHaveCount(0);
    }
    await input(page).pressSequentially(".");
    await expect(alert(page)).toHaveCount(0);
    await expect(input(page)).toHaveAttribute("aria-invalid", "false");
    await answer(page, "dana@acme.io");
    await answer(page, "Acme Industrial");
    await answer(page, "abc");
    await expect(alert(page)).toHaveText("Phone must be digits, e.g. +1 555 0100");
    await expect(input(page)).toBeFocused();
    await expect(progress(page)).toHaveText("Question 4 of 5");
    await answer(page, "+1 555 0100");
    await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();
    expect((await storedDraft(page)).phone).toEqual(["+1 555 0100"]);
  });

  test("at Looks Good, the bad chip is marked and has the focus", async ({ page }) => {
    let submits = 0;
    await page.route("**/api/contact/submit", async (route) => {
      submits++;
      await route.fallback();
    });
    await page.goto("/try");
    await answer(page, "Dana Reyes");
    await answer(page, "dana@acme.io");
    await answer(page, "Acme Industrial");
    await answer(page, "+1 555 0100");
    await page.getByRole("button", { name: "Edit Email: dana@acme.io" }).click();
    await page.getByRole("textbox", { name: "Edit Email" }).fill("dana at acme dot com");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Looks Good" }).click();

    await expect(page.getByText("Validation Error")).toBeVisible();
    const chip = page.getByRole("button", { name: "Edit Email: dana at acme dot com" });
    await expect(chip).toBeFocused();
    await expect(chip).toHaveAttribute("aria-invalid", "true");
    await expect(chip).toHaveAccessibleDescription("Invalid email address");
    expect(submits).toBe(0);

    await chip.click();
    await page.getByRole("textbox", { name: "Edit Email" }).fill("dana@acme.io");
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("button", { name: "Edit Email: dana@acme.io" }),
    ).not.toHaveAttribute("aria-invalid");
    await page.getByRole("button", { name: "Looks Good" }).click();
    await expect(page.getByRole("heading", { name: "Great!" })).toBeVisible();
  });

  test("review waits while a note is being typed", async ({ page }) => {
    // The page's clock stands still from the phone on: the 500 ms before review start are ours.
    await page.clock.install();
    await page.goto("/try");
    await answer(page, "Dana Reyes");
    await answer(page, "dana@acme.io");
    await answer(page, "Acme Industrial");
    await page.clock.pauseAt(Date.now() + 60_000);
    await answer(page, "+1 555 0100");
    await page.clock.runFor(500);
    await expect(input(page)).toHaveAttribute("placeholder", "Enter note...");
    await input(page).fill("Please call after 3pm, ");
    await page.clock.runFor(2_000);
    await expect(page.getByRole("heading", { name: "Review your details" })).toHaveCount(0);
    await input(page).pressSequentially("Berlin time");
    await input(page).press("Enter");
    await page.clock.runFor(500);
    await page.clock.runFor(500);
    await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();
    await expect(page.locator("dl").first()).toContainText("Please call after 3pm, Berlin time");
  });

  test("an emptied note lets review start", async ({ page }) => {
    await page.clock.install();
    await page.goto("/try");
    await answer(page, "Dana Reyes");
    await answer(page, "dana@acme.io");
    await answer(page, "Acme Industrial");
    await page.clock.pauseAt(Date.now() + 60_000);
    await answer(page, "+1 555 0100");
    await page.clock.runFor(500);
    await input(page).fill("Never mind");
    await page.clock.runFor(1_000);
    await input(page).fill("");
    await page.clock.runFor(500);
    await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();
  });
});
