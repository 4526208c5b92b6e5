import { expectNoAxeViolations } from "./axe";
import { answer } from "./contact-page";
import { expect, test } from "./fixtures";
import { overflow } from "./overflow";
import { askForLink, newBrowser, offer, resumeServer, visit } from "./resume-page";

/**
 * What the emailed link says when it no longer opens a form (docs/decisions/023), and the offer
 * and the notices under axe and at a phone's width, on a server of this file's own with a sender
 * (resume-page.ts). The draft finished on another device: resume-link.spec.ts.
 * RESUME_SCREENS=1 also saves the pictures in docs/screens/resume-link/.
 */
const SCREENS = process.env.RESUME_SCREENS === "1";
const shots = "docs/screens/resume-link";

const { server, emailTo, linkSentTo } = resumeServer();

test.describe.configure({ mode: "serial" });

test("Delete my data ends the link; a mangled link says it is not valid", async ({ browser }) => {
  const email = `sam.${crypto.randomUUID().slice(0, 8)}@acme.io`;
  const first = await newBrowser(browser);
  await visit(first.page, `${server.url}/try`);
  await answer(first.page, "Sam Ortiz");
  // No address in the form yet: the visitor types where the link goes.
  await askForLink(first.page, email, true);
  const link = await linkSentTo(email);
  await first.page.getByRole("button", { name: "Delete my data" }).click();
  await first.page
    .getByRole("dialog", { name: "Delete your data?" })
    .getByRole("button", { name: "Delete my data" })
    .click();
  await expect(first.page.getByText("Your data has been deleted")).toBeVisible();

  const second = await newBrowser(browser);
  await visit(second.page, link);
  await expect(second.page.getByRole("alert")).toContainText("deleted with “Delete my data”");
  await visit(second.page, `${link.slice(0, -3)}xyz`);
  await expect(second.page.getByRole("alert")).toContainText("This link isn't valid");
  for (const b of [first, second]) await b.context.close();
});

test("the offer and the notice pass axe in both themes", async ({ browser }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    const email = `lee.${crypto.randomUUID().slice(0, 8)}@acme.io`;
    // One browser per theme: the offer is read at a phone's width, then at a desktop's in the same
    // page (its layout differs by CSS media queries only), where the link is sent.
    const b = await newBrowser(browser, { colorScheme, width: 390 });
    await visit(b.page, `${server.url}/try`);
    await answer(b.page, "Lee Park");
    await answer(b.page, email);
    await offer(b.page).click();
    await expect(b.page.getByRole("textbox", { name: "Email for the link" })).toHaveValue(email);
    for (const width of [390, 1280]) {
      await b.page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(b.page, `offer ${colorScheme} ${width}`);
      if (width === 390) {
        // Reflow (WCAG 1.4.10): nothing spills at a phone's width, nor at 320 px.
        expect(await overflow(b.page)).toEqual([]);
        await b.page.setViewportSize({ width: 320, height: 900 });
        expect(await overflow(b.page)).toEqual([]);
      }
      if (SCREENS)
        await b.page
          .locator("main")
          .screenshot({ path: `${shots}/try-offer-${width}-${colorScheme}.png` });
    }
    await b.page.getByRole("button", { name: "Send link" }).click();
    await expect(b.page.getByRole("status").filter({ hasText: "Link sent" })).toBeVisible();
    await expectNoAxeViolations(b.page, `sent ${colorScheme}`);
    if (SCREENS)
      await b.page
        .locator("main")
        .screenshot({ path: `${shots}/try-sent-1280-${colorScheme}.png` });
    await b.context.close();
    const opened = await newBrowser(browser, { colorScheme, width: 390 });
    await visit(opened.page, await linkSentTo(email));
    await expect(opened.page.getByRole("status").filter({ hasText: "Welcome back" })).toBeVisible();
    await expectNoAxeViolations(opened.page, `opened ${colorScheme}`);
    if (SCREENS) {
      await opened.page
        .locator("main")
        .screenshot({ path: `${shots}/try-opened-390-${colorScheme}.png` });
      // The email as a mail client would show it, at a phone's and a desktop's width.
      const html = emailTo(email)?.htmlPath as string;
      for (const w of [390, 1280]) {
        await opened.page.setViewportSize({ width: w, height: 900 });
        await opened.page.goto(`file://${html}`);
        await opened.page.screenshot({
          path: `${shots}/email-${w}-${colorScheme}.png`,
          fullPage: true,
        });
      }
    }
    await opened.context.close();
  }
});
