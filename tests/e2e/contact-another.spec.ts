import { expectNoAxeViolations } from "./axe";
import { answer, fillAll, input } from "./contact-page";
import { expect, test } from "./fixtures";

test("a second, different request from the same browser is sent too; a reload shows only its sender's first name", async ({
  page,
}) => {
  await page.goto("/try");
  await fillAll(page);
  await page.getByRole("button", { name: "Looks Good" }).click();
  await expect(page.getByRole("heading", { name: "Great!" })).toBeVisible();

  await page.getByRole("button", { name: "Send another request" }).click();
  await expect(input(page)).toBeFocused();
  await answer(page, "Sam Ortiz");
  await answer(page, "sam.ortiz@northwind.example");
  await answer(page, "Northwind Traders");
  await answer(page, "+1 555 0142");
  const submitted = page.waitForResponse((r) => r.url().endsWith("/api/contact/submit"));
  await page.getByRole("button", { name: "Looks Good" }).click();
  expect((await submitted).status()).toBe(201);
  await expect(page.getByRole("heading", { name: "Great!" })).toBeVisible();
  // Right after sending, the recap shows what this request holds.
  const recap = page.locator("section", { hasText: "What you sent us" });
  await expect(recap).toContainText("sam.ortiz@northwind.example");
  await expect(recap).not.toContainText("Dana Reyes");

  // A reload (or the next person at this computer) sees who sent it and when, not the details.
  await page.reload();
  await expect(page.getByRole("heading", { name: "We have your request" })).toBeVisible();
  await expect(page.getByText(/^Sent by Sam today at \d{1,2}:\d{2}/)).toBeVisible();
  for (const detail of [
    "sam.ortiz@northwind.example",
    "+1 555 0142",
    "Northwind Traders",
    "Ortiz",
    "dana@acme.io",
    "+1 555 0100",
    "Dana",
  ]) {
    await expect(page.locator("body")).not.toContainText(detail);
  }
  await expect(page.getByText("What you sent us")).toHaveCount(0);
  await expectNoAxeViolations(page, "restored success screen, first name only");
});
