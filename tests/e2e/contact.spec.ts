import { expectNoAxeViolations } from "./axe";
import { answer, fillAll, input, storedDraft, tabTo } from "./contact-page";
import { expect, test } from "./fixtures";
import { overflow } from "./overflow";

test("the form asks one field at a time, reviews, submits and celebrates", async ({ page }) => {
  // The confetti is part of what this test watches (the suite runs with reduced motion).
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/try");
  await expect(page.getByRole("heading", { name: "Get In Touch", level: 1 })).toBeVisible();
  await expect(input(page)).toHaveAttribute("placeholder", "Enter name...");
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
  await expect(page.getByText("What's the best email to reach you?")).toHaveCount(0);

  await answer(page, "Dana Reyes");
  await expect(page.getByRole("list", { name: "Name" }).getByText("Dana Reyes")).toBeVisible();
  await expect(input(page)).toHaveAttribute("placeholder", "Enter email...");
  await expect(input(page)).toHaveValue("");
  await expect(input(page)).toBeFocused();
  await answer(page, "dana@acme.io");
  await expect(input(page)).toHaveAttribute("placeholder", "Enter company...");
  await answer(page, "Acme Industrial");
  await answer(page, "+1 555 0100");

  // On the note step with four fields filled, review starts by itself.
  await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();
  const review = page.locator("dl").first();
  await expect(review).toContainText("Dana Reyes");
  await expect(review).not.toContainText("Note");
  await page.getByRole("button", { name: "Add a note (optional)" }).click();
  await page.getByRole("textbox", { name: "Add a note (optional)" }).fill("Call after 3pm");
  await page.keyboard.press("Enter");
  await expect(review).toContainText("Call after 3pm");

  await page.getByRole("button", { name: "Looks Good" }).click();
  await expect(page.getByRole("heading", { name: "Great!" })).toBeVisible();
  await expect(page.getByText("your request is with our team")).toBeVisible();
  const recap = page.locator("section", { hasText: "What you sent us" });
  for (const v of [
    "Dana Reyes",
    "dana@acme.io",
    "Acme Industrial",
    "+1 555 0100",
    "Call after 3pm",
  ]) {
    await expect(recap).toContainText(v);
  }
  await expect(page.getByRole("link", { name: /Schedule a Call/ })).toHaveAttribute(
    "target",
    "_blank",
  );
  await expect(page.getByRole("link", { name: /Message us on Telegram/ })).toBeVisible();
  // Confetti is being drawn.
  await expect
    .poll(() =>
      page.locator("canvas").evaluate((c: HTMLCanvasElement) => {
        const ctx = c.getContext("2d");
        if (!ctx || !c.width) return 0;
        const { data } = ctx.getImageData(0, 0, c.width, c.height);
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]) painted++;
        return painted;
      }),
    )
    .toBeGreaterThan(0);

  // A reload shows that it was sent, by whom and when (not an empty form that looks like it was
  // lost), without confetti and without the details; "Send another request" starts a fresh form.
  await page.reload();
  await expect(page.getByRole("heading", { name: "We have your request" })).toBeVisible();
  await expect(page.getByText(/^Sent by Dana today at \d{1,2}:\d{2}/)).toBeVisible();
  await expect(recap).toHaveCount(0);
  await expect(page.getByText("dana@acme.io")).toHaveCount(0);
  await expect(page.locator("canvas")).toHaveCount(0);
  await expectNoAxeViolations(page, "success screen after a reload");
  await page.getByRole("button", { name: "Send another request" }).click();
  await expect(input(page)).toHaveAttribute("placeholder", "Enter name...");
  await expect(input(page)).toBeFocused();
  await expect(page.getByText("Dana Reyes")).toHaveCount(0);
  // A new form in progress comes back after a reload instead of the earlier request.
  await answer(page, "Sam Ortiz");
  await expect(input(page)).toHaveAttribute("placeholder", "Enter email...");
  await page.reload();
  await expect(page.getByRole("list", { name: "Name" })).toContainText("Sam Ortiz");
  await expect(page.getByRole("heading", { name: "We have your request" })).toHaveCount(0);
});

test("a field can hold several values, joined with a comma in the lead", async ({ page }) => {
  await page.goto("/try");
  await fillAll(page);
  await page.getByRole("button", { name: "Add Company" }).click();
  await page.getByRole("textbox", { name: "Add Company" }).fill("  Acme Labs ");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Edit Company: Acme Labs" })).toBeFocused();
  // The save runs in the background; it reaches storage shortly after the chip appears.
  await expect
    .poll(async () => (await storedDraft(page)).company)
    .toEqual(["Acme Industrial", "Acme Labs"]);
  await page.getByRole("button", { name: "Looks Good" }).click();
  await expect(page.locator("section", { hasText: "What you sent us" })).toContainText(
    "Acme Industrial, Acme Labs",
  );
});

test("validation shows the first message in a toast and sends nothing", async ({ page }) => {
  let submits = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/contact/submit")) submits++;
  });
  await page.goto("/try");
  await answer(page, "Dana Reyes");
  await answer(page, "dana@acme.io");
  await answer(page, "Acme");
  await answer(page, "+1 555 0100");
  // Entry refuses a bad address (forms-before-js.spec.ts); a review edit is not checked until
  // "Looks Good", where the toast is the last line of defence.
  await page.getByRole("button", { name: "Edit Email: dana@acme.io" }).click();
  await page.getByRole("textbox", { name: "Edit Email" }).fill("not-an-email");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Looks Good" }).click();
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts.getByText("Validation Error")).toBeVisible();
  await expect(toasts.getByText("Invalid email address")).toBeVisible();
  // The same message is under the marked chip too.
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email address" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();
  expect(submits).toBe(0);
});

test("while sending the button reads Sending...; a failure toasts and stays in review", async ({
  page,
}) => {
  let release = () => {};
  const answered = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/contact/submit", async (r) => {
    await answered;
    await r.fulfill({ status: 503, body: "{}" });
  });
  await page.goto("/try");
  await fillAll(page);
  await page.getByRole("button", { name: "Looks Good" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Looks Good" })).toBeEnabled();
  await expect(page.getByRole("heading", { name: "Great!" })).toHaveCount(0);
});

test("double-clicking Looks Good sends one lead", async ({ page }) => {
  const statuses: number[] = [];
  page.on("response", (r) => {
    if (r.url().endsWith("/api/contact/submit")) statuses.push(r.status());
  });
  await page.goto("/try");
  await fillAll(page);
  await page.getByRole("button", { name: "Looks Good" }).dblclick();
  await expect(page.getByRole("heading", { name: "Great!" })).toBeVisible();
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.every((s) => s === 201 || s === 200)).toBe(true);
});

test("keyboard only, with no axe violations in entry, review and success, light and dark", async ({
  page,
}) => {
  test.setTimeout(60_000); // five axe scans
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/try");
  await expectNoAxeViolations(page, "entry light");
  await expect(input(page)).toBeEnabled();
  await tabTo(page, input(page));
  for (const v of ["Dana Reyes", "dana@acme.io", "Acme", "+1 555 0100"]) {
    await expect(input(page)).toBeEnabled();
    await expect(input(page)).toBeFocused();
    await page.keyboard.type(v);
    await page.keyboard.press("Enter");
  }
  // Review takes focus from the vanished input, so Tab continues from there.
  await expect(page.getByRole("heading", { name: "Review your details" })).toBeFocused();
  await expectNoAxeViolations(page, "review light");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Edit Name: Dana Reyes" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Edit Name" })).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type(" Smith");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Edit Name: Dana Reyes Smith" })).toBeFocused();
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expectNoAxeViolations(page, "review dark");
  await tabTo(page, page.getByRole("button", { name: "Looks Good" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Great!" })).toBeFocused();
  await expect(page.locator("section", { hasText: "What you sent us" })).toContainText(
    "Dana Reyes Smith",
  );
  // Reduced motion: no confetti.
  await expect(page.locator("canvas")).toBeHidden();
  await expectNoAxeViolations(page, "success dark");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expectNoAxeViolations(page, "success light");
});

test("long answers stay whole on a 320-px phone, in review and on the success screen", async ({
  page,
}) => {
  const email = "dana.reyes-montgomery@globalmanufacturing.example.com";
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/try");
  await answer(page, "Dana Reyes-Montgomery");
  await answer(page, email);
  await answer(page, "Global Manufacturing Holdings International");
  await answer(page, "+1 555 0100 ext 42");
  await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();
  // The whole address is on screen to check for typos, not cut off with an ellipsis.
  const chip = page.getByRole("button", { name: `Edit Email: ${email}` });
  await expect(chip).toHaveText(email);
  expect(await chip.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  expect(await overflow(page)).toEqual([]);
  await page.getByRole("button", { name: "Looks Good" }).click();
  await expect(page.getByRole("heading", { name: "Great!" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await overflow(page)).toEqual([]);
});
