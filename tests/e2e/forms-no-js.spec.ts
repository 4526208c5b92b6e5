import type { Page } from "@playwright/test";
import { home } from "../../content/home";
import { heroBox } from "./clarity-page";
import { input } from "./contact-page";
import { expect, test } from "./fixtures";
import { E2E_SALES_TOKEN } from "./sales-token";

/** Both forms without JavaScript, docs/decisions/017 (before the page is live: islands.spec.ts). */

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const open = async (page: Page, path: string) => {
    await page.goto(path, { waitUntil: "commit" });
    await page.waitForLoadState("load");
  };

  test("/try is a plain five-field form whose lead reaches the inbox", async ({ page }) => {
    await open(page, "/try");
    await expect(input(page)).toBeHidden();
    const form = page.getByRole("form", { name: "Contact form" });
    const company = `Northwind Foundry ${crypto.randomUUID().slice(0, 8)}`;
    await form.getByLabel("What's your name?").fill("Sam Ortiz");
    // The browser's own check passes it (no dot needed); the contract's does not.
    await form.getByLabel("What's the best email to reach you?").fill("sam.ortiz@northwind");
    await form.getByLabel("Which company are you with?").fill(company);
    await form.getByLabel("What number should we call?").fill("abc");
    await form.getByLabel(/Anything we should know/).fill("Mornings are best.");
    await form.getByRole("button", { name: "Send" }).click();

    // Refused: the form comes back filled in, each problem under its field.
    const email = page.getByLabel("What's the best email to reach you?");
    await expect(email).toHaveValue("sam.ortiz@northwind");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Invalid email address");
    await expect(page.getByLabel("What number should we call?")).toHaveAccessibleDescription(
      "Phone must be digits, e.g. +1 555 0100",
    );
    await expect(page.getByLabel("Which company are you with?")).toHaveValue(company);
    await email.fill("sam.ortiz@northwind.example");
    await page.getByLabel("What number should we call?").fill("+1 555 0142");
    await page.getByRole("button", { name: "Send" }).click();

    await expect(page.getByRole("heading", { name: "Great!" })).toBeVisible();
    await expect(page.getByText("your request is with our team")).toBeVisible();

    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/api/inbox/leads?q=${encodeURIComponent(company)}`, {
            headers: { Authorization: `Bearer ${E2E_SALES_TOKEN}` },
          });
          return res.ok() ? (await res.json()).total : res.status();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    const res = await page.request.get(`/api/inbox/leads?q=${encodeURIComponent(company)}`, {
      headers: { Authorization: `Bearer ${E2E_SALES_TOKEN}` },
    });
    const lead = JSON.stringify(await res.json());
    expect(lead).toContain("sam.ortiz@northwind.example");
    expect(lead).toContain('"contact"');
  });

  test("/try: an answer posted on its own brings the next question, the answer kept, no error", async ({
    page,
  }) => {
    await open(page, "/try");
    // Enter in the first question where a browser shows it without scripts (one that does not
    // hide it): its form goes to /try/send with that one answer.
    await Promise.all([
      page.waitForURL("**/try/send"),
      input(page).evaluate((el: HTMLInputElement) => {
        el.value = "Sam Ortiz";
        el.form?.requestSubmit();
      }),
    ]);
    await page.waitForLoadState("load");
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.getByLabel("What's your name?")).toHaveValue("Sam Ortiz");
    const email = form.getByLabel("What's the best email to reach you?");
    await expect(email).toBeFocused();
    await expect(email).toHaveValue("");
    for (const field of await form.getByRole("textbox").all())
      await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/required|Invalid|must be/)).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    // The rest on a phone's width.
    await page.setViewportSize({ width: 390, height: 844 });

    // Given in full, a wrong answer is still named, under its field.
    await email.fill("sam.ortiz@northwind");
    await form.getByLabel("Which company are you with?").fill("Northwind Foundry");
    await form.getByLabel("What number should we call?").fill("+1 555 0142");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(email).toHaveAccessibleDescription("Invalid email address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(page.getByLabel("What's your name?")).toHaveValue("Sam Ortiz");
  });

  test("the home form and its quick starts send the visitor's words natively", async ({ page }) => {
    await open(page, "/");
    await heroBox(page).fill("Move our CPQ off spreadsheets");
    await page.getByRole("button", { name: home.submitLabel }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("transformation") === "Move our CPQ off spreadsheets",
    );
    await page.waitForLoadState("load");
    await page.getByRole("button", { name: "CPQ", exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.getAll("transformation").at(-1) === "CPQ",
    );
  });
});
