import { expectNoAxeViolations } from "./axe";
import { answer, answerStored, holdDraftLoads, input, isSave, storedDraft } from "./contact-page";
import { expect, test } from "./fixtures";

// What the visitor typed survives reloads, failed loads, a lost connection and leaving the page.

test("a reload mid-form restores every value and the step", async ({ page }) => {
  await page.goto("/try");
  // Each reload comes once the server has the answers (a reload sooner: the next test).
  await answerStored(page, "Dana Reyes");
  await answerStored(page, "dana@acme.io");
  await expect(input(page)).toHaveAttribute("placeholder", "Enter company...");
  await page.reload();
  await expect(page.getByRole("list", { name: "Name" })).toContainText("Dana Reyes");
  await expect(page.getByRole("list", { name: "Email" })).toContainText("dana@acme.io");
  await expect(input(page)).toHaveAttribute("placeholder", "Enter company...");
  await answerStored(page, "Acme");
  await answerStored(page, "555");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Review your details" })).toBeVisible();
});

test("an answer given while the saved form still loads is stored, though the page is reloaded first", async ({
  page,
}) => {
  // A slow phone: the saved form has not come when the visitor answers, and reloads.
  const release = await holdDraftLoads(page);
  await page.goto("/try");
  const sent = page.waitForRequest(isSave, { timeout: 10_000 });
  await answer(page, "Dana Reyes");
  await expect(input(page)).toHaveAttribute("placeholder", "Enter email...");
  // Sent at once, on its own: not held back until the saved form is in.
  await sent;
  await page.unroute("**/api/contact/draft");
  await page.reload();
  release();
  await expect.poll(async () => (await storedDraft(page)).name).toEqual(["Dana Reyes"]);
  await page.reload();
  await expect(page.getByRole("list", { name: "Name" })).toContainText("Dana Reyes");
  await expect(input(page)).toHaveAttribute("placeholder", "Enter email...");
});

test("a saved form that fails to load is retried, and never replaced by an empty one", async ({
  page,
}) => {
  await page.goto("/try");
  // Stored before the reload below, whether it was given before or after the form had loaded.
  await answerStored(page, "Dana Reyes");
  await expect(input(page)).toHaveAttribute("placeholder", "Enter email...");

  // Two failed loads are retried on their own (after 1 s and 2 s).
  let failures = 2;
  await page.route("**/api/contact/draft", (route) =>
    route.request().method() === "GET" && failures-- > 0
      ? route.fulfill({ status: 503, body: "{}" })
      : route.fallback(),
  );
  await page.reload();
  await expect(page.getByRole("list", { name: "Name" })).toContainText("Dana Reyes", {
    timeout: 10_000,
  });

  // When loading keeps failing, the page says so instead of offering an empty form.
  failures = Number.POSITIVE_INFINITY;
  await page.reload();
  const alert = page.getByRole("alert").filter({ hasText: "We couldn't load your details" });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(input(page)).toHaveCount(0);
  await expectNoAxeViolations(page, "contact load failed");
  failures = 0;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("list", { name: "Name" })).toContainText("Dana Reyes");
  await expect(input(page)).toBeFocused();
  expect((await storedDraft(page)).name).toEqual(["Dana Reyes"]);
});

test("a value typed while offline is saved once the connection is back, with no more typing", async ({
  page,
}) => {
  await page.goto("/try");
  await answer(page, "Dana Reyes");
  await expect.poll(async () => (await storedDraft(page)).name).toEqual(["Dana Reyes"]);
  await page.context().setOffline(true);
  await answer(page, "dana@acme.io");
  await expect(input(page)).toHaveAttribute("placeholder", "Enter company...");
  expect((await storedDraft(page)).email).toEqual([]);
  await page.context().setOffline(false);
  await expect.poll(async () => (await storedDraft(page)).email).toEqual(["dana@acme.io"]);
  await page.reload();
  await expect(page.getByRole("list", { name: "Email" })).toContainText("dana@acme.io");
  await expect(input(page)).toHaveAttribute("placeholder", "Enter company...");
});

test("a value whose save failed is still saved when the visitor leaves the page at once", async ({
  page,
}) => {
  // Answers given before the saved draft is back are merged into it and saved whole: wait for
  // it, so this answer takes the field-update path whose failure is the point.
  const draftLoaded = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/contact/draft" && r.request().method() === "GET",
  );
  await page.goto("/try");
  await draftLoaded;
  let failed = false;
  await page.route("**/api/contact/fields", (route) => {
    failed = true;
    return route.abort();
  });
  await answer(page, "Dana Reyes");
  await expect.poll(() => failed).toBe(true);
  await page.goto("/about");
  await expect.poll(async () => (await storedDraft(page)).name).toEqual(["Dana Reyes"]);
});
