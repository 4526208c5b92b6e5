import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { answer, answerStored } from "./contact-page";
import { expect, test } from "./fixtures";
import { overflow } from "./overflow";
import { askForLink, newBrowser, resumeServer, visit } from "./resume-page";

/**
 * An emailed link opened in a browser that holds answers of its own (docs/decisions/023): /try
 * asks which answers to keep, in a dialog, before anything is copied; "Keep my answers" changes
 * nothing, and only "Replace my answers with the ones from the link" brings the link's in. On a
 * server of this file's own with a sender (resume-page.ts). RESUME_SCREENS=1 also saves the
 * pictures in docs/screens/resume-link/.
 */
const SCREENS = process.env.RESUME_SCREENS === "1";
const shots = "docs/screens/resume-link";

const { server, linkSentTo } = resumeServer();

test.describe.configure({ mode: "serial" });

const choice = (page: Page) =>
  page.getByRole("dialog", { name: "Which answers should this form keep?" });

for (const width of [1280, 390]) {
  test(`a browser with answers of its own is asked which to keep (${width} px)`, async ({
    browser,
  }) => {
    // The link: a draft of two answers begun in another browser.
    const email = `dana.${crypto.randomUUID().slice(0, 8)}@acme.io`;
    const sender = await newBrowser(browser, { width: 390 });
    await visit(sender.page, `${server.url}/try`);
    await answer(sender.page, "Dana Reyes");
    await answerStored(sender.page, email);
    await askForLink(sender.page, email);
    const link = await linkSentTo(email);

    // The opening browser has begun the form itself.
    const opener = await newBrowser(browser, { width });
    await visit(opener.page, `${server.url}/try`);
    await answerStored(opener.page, "Sam Ortiz");
    const name = opener.page.getByRole("list", { name: "Name" });

    await visit(opener.page, link);
    const dialog = choice(opener.page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("1 of 5 questions");
    await expect(dialog).toContainText("brings 2 of 5");
    // Nothing spills at this width (the long choice wraps). The header of every Dialog reaches
    // past its box by its close button's negative margin: that is the Dialog's own, not this.
    const spills = await overflow(opener.page);
    expect(spills.filter((s) => !s.startsWith('div "Which answers'))).toEqual([]);
    for (const theme of ["dark", "light"] as const) {
      await opener.page.emulateMedia({ colorScheme: theme });
      await opener.page.evaluate((dark) => {
        document.documentElement.classList.toggle("dark", dark);
      }, theme === "dark");
      await expectNoAxeViolations(opener.page, `choice ${width} ${theme}`, { within: "dialog" });
      if (SCREENS)
        await opener.page.screenshot({ path: `${shots}/try-choice-${width}-${theme}.png` });
    }

    // "Keep my answers": nothing is copied, and the page says so; the link stays for later.
    await dialog.getByRole("button", { name: "Keep my answers" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      opener.page.getByRole("status").filter({ hasText: "We kept the answers" }),
    ).toBeVisible();
    await expect(opener.page).toHaveURL(`${server.url}/try`);
    await expect(name).toContainText("Sam Ortiz");
    await expect(name).not.toContainText("Dana Reyes");

    // Opened again, "Replace my answers with the ones from the link" brings the link's in.
    await visit(opener.page, link);
    await choice(opener.page)
      .getByRole("button", { name: "Replace my answers with the ones from the link" })
      .click();
    await expect(opener.page.getByRole("status").filter({ hasText: "Welcome back" })).toBeVisible();
    await expect(name).toContainText("Dana Reyes");
    await expect(name).not.toContainText("Sam Ortiz");
    await expect(opener.page.getByRole("list", { name: "Email" })).toContainText(email);
    await expect(opener.page).toHaveURL(`${server.url}/try`);

    // What this browser types now is its own: the browser the link came from never sees it.
    await answerStored(opener.page, "Northwind Private Holdings");
    await sender.page.reload();
    await expect(sender.page.getByRole("list", { name: "Name" })).toContainText("Dana Reyes");
    await expect(sender.page.getByText("Northwind Private Holdings")).toHaveCount(0);
    for (const b of [sender, opener]) await b.context.close();
  });
}
