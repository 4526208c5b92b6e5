import { answer, input } from "./contact-page";
import { expect, test } from "./fixtures";
import { askForLink, newBrowser, offer, resumeServer, visit } from "./resume-page";

/**
 * Finishing the form on another device (docs/decisions/023): a /try draft started in one browser
 * is finished in another through the emailed link, on a server of this file's own with a sender
 * (resume-page.ts). What an ended or mangled link says, axe and reflow:
 * resume-link-notices.spec.ts.
 */
const { server, emailTo, linkSentTo } = resumeServer();

test.describe.configure({ mode: "serial" });

test("a draft started in one browser is finished in another through the emailed link", async ({
  browser,
}) => {
  const email = `dana.${crypto.randomUUID().slice(0, 8)}@acme.io`;
  const phone = await newBrowser(browser, { width: 390 });
  await visit(phone.page, `${server.url}/try`);
  // Nothing to keep yet: no offer.
  await expect(offer(phone.page)).toHaveCount(0);
  await answer(phone.page, "Dana Reyes");
  await answer(phone.page, email);
  await expect(input(phone.page)).toHaveAttribute("placeholder", "Enter company...");
  await askForLink(phone.page, email);

  const link = await linkSentTo(email);
  const mail = emailTo(email);
  expect(mail?.text).toContain("You've answered 2 of 5 questions");
  expect(mail?.html).toContain(`href="${link}"`);

  // Another device: no cookie, another address; it gets a visitor of its own with the answers.
  const laptop = await newBrowser(browser);
  expect(await laptop.context.cookies()).toEqual([]);
  await visit(laptop.page, link);
  await expect(laptop.page.getByRole("status").filter({ hasText: "Welcome back" })).toBeVisible();
  // The token leaves the address bar once used.
  await expect(laptop.page).toHaveURL(`${server.url}/try`);
  await expect(laptop.page.getByRole("list", { name: "Name" })).toContainText("Dana Reyes");
  await expect(laptop.page.getByRole("list", { name: "Email" })).toContainText(email);
  await expect(laptop.page.getByText("Question 3 of 5")).toBeVisible();
  await answer(laptop.page, "Acme Industrial");
  await answer(laptop.page, "+1 555 0100");
  await expect(laptop.page.getByRole("heading", { name: "Review your details" })).toBeVisible();
  await laptop.page.getByRole("button", { name: "Looks Good" }).click();
  await expect(laptop.page.getByRole("heading", { name: "Great!" })).toBeVisible();
  await expect(laptop.page.getByRole("status").filter({ hasText: "Welcome back" })).toHaveCount(0);

  // The link has done its work (it copies its answers once), and says so.
  const later = await newBrowser(browser);
  await visit(later.page, link);
  await expect(later.page.getByRole("alert")).toContainText(
    "This link no longer opens a form: it was already opened once",
  );
  await expect(later.page).toHaveURL(`${server.url}/try`);
  await expect(later.page.getByRole("list", { name: "Name" })).toHaveCount(0);
  for (const b of [phone, laptop, later]) await b.context.close();
});

test("without a sender (the shared e2e server) /try offers no link", async ({ page }) => {
  await page.goto("/try");
  await answer(page, "Dana Reyes");
  await expect(input(page)).toHaveAttribute("placeholder", "Enter email...");
  expect((await (await page.request.get("/api/contact/draft")).json()).canEmailLink).toBe(false);
  await expect(offer(page)).toHaveCount(0);
});
