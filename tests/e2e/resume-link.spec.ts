import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { freePort, stopGroup, untilHealthy } from "../../scripts/lib/server.ts";
import { expectNoAxeViolations } from "./axe";
import { answer, input } from "./contact-page";
import { expect, test, testAddress } from "./fixtures";
import { overflow } from "./overflow";

/**
 * Finishing the form on another device (docs/decisions/023): a /try draft started in one browser
 * is finished in another through the emailed link. The shared e2e server has no sender (ALERT_EMAIL_FROM), so
 * these tests run their own server with one, and read the email where `wrangler dev`'s simulated
 * `EMAIL` binding puts it: its log names the text and HTML files it wrote for each send.
 * RESUME_SCREENS=1 also saves the pictures in docs/screens/resume-link/.
 */
const SCREENS = process.env.RESUME_SCREENS === "1";
/** The resume email's subject (worker/prospect/resume-email.ts). */
const resumeSubject = "Finish your Clarity request on any device";
const shots = "docs/screens/resume-link";

let server: { url: string; child: ChildProcess; log: string; persistDir: string };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const persistDir = `tmp/e2e-resume-${port}`;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      PERSIST_DIR: persistDir,
      OPENAI_API_KEY: "",
      ALERT_EMAIL_FROM: "hello@clarity.test",
      SITE_ORIGIN: url,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server = { url, child, log: "", persistDir };
  child.stdout?.setEncoding("utf8").on("data", (d: string) => {
    server.log += d;
  });
  await untilHealthy(child, url, "the resume-link server");
});

test.afterAll(async () => {
  if (!server) return;
  await stopGroup(server.child);
  rmSync(server.persistDir, { recursive: true, force: true });
});

/**
 * The files of the last resume email `wrangler dev` logged for `to` (it logs every send of the
 * `EMAIL` binding: From, To, Subject, then the paths of the text and HTML bodies it wrote).
 */
function emailTo(to: string): { text: string; html: string; htmlPath: string } | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: wrangler colours its log
  const log = server.log.replace(/\u001b\[[0-9;]*m/g, "");
  const sends = log.split("send_email binding called with MessageBuilder:").slice(1);
  const mine = sends
    .filter((s) => s.includes(`To: ${to}\n`) && s.includes(`Subject: ${resumeSubject}\n`))
    .at(-1);
  const textPath = mine && /^Text: (.+\.txt)$/m.exec(mine)?.[1];
  const htmlPath = mine && /^HTML: (.+\.html)$/m.exec(mine)?.[1];
  if (!textPath || !htmlPath) return null;
  return { text: readFileSync(textPath, "utf8"), html: readFileSync(htmlPath, "utf8"), htmlPath };
}

/** A browser of its own (its own cookies), from its own client address. */
async function newBrowser(
  browser: Browser,
  options: { colorScheme?: "light" | "dark"; width?: number } = {},
) {
  const context = await browser.newContext({
    colorScheme: options.colorScheme ?? "light",
    viewport: { width: options.width ?? 1280, height: 900 },
    extraHTTPHeaders: { "CF-Connecting-IP": testAddress() },
  });
  // The site's own dark theme is the visitor's choice, kept in local storage (theme-boot.ts).
  if (options.colorScheme === "dark")
    await context.addInitScript(() => localStorage.setItem("clarity-theme", "dark"));
  return { context, page: await context.newPage() };
}

/** Opens a page and waits until the /try island is live. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

const offer = (page: Page) => page.getByRole("button", { name: "Email me a link to finish later" });

/** Asks for the link: the address given in the form is filled in, or `typed` is typed. */
async function askForLink(page: Page, email: string, typed = false) {
  await offer(page).click();
  const box = page.getByRole("textbox", { name: "Email for the link" });
  await expect(box).toBeFocused();
  if (typed) {
    await expect(box).toHaveValue("");
    await box.fill(email);
  } else await expect(box).toHaveValue(email);
  await page.getByRole("button", { name: "Send link" }).click();
  const sent = page.getByRole("status").filter({ hasText: `Link sent to ${email}` });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
}

/** The link in the last resume email to `email`, once wrangler has logged it. */
async function linkSentTo(email: string): Promise<string> {
  await expect.poll(() => emailTo(email) !== null, { timeout: 10_000 }).toBe(true);
  const text = emailTo(email)?.text ?? "";
  const link = /^(http:\/\/127\.0\.0\.1:\d+\/try\?resume=\S+)$/m.exec(text)?.[1];
  expect(link, text).toBeDefined();
  return link as string;
}

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

  // Another device: no cookie, another address.
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

  // The form is sent: the link has done its work, and says so.
  const later = await newBrowser(browser);
  await visit(later.page, link);
  await expect(later.page.getByRole("alert")).toContainText(
    "This link no longer opens a form: the answers it saved were sent",
  );
  await expect(later.page).toHaveURL(`${server.url}/try`);
  await expect(later.page.getByRole("list", { name: "Name" })).toHaveCount(0);
  for (const b of [phone, laptop, later]) await b.context.close();
});

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
    for (const width of [390, 1280]) {
      const b = await newBrowser(browser, { colorScheme, width });
      await visit(b.page, `${server.url}/try`);
      await answer(b.page, "Lee Park");
      await answer(b.page, email);
      await offer(b.page).click();
      await expect(b.page.getByRole("textbox", { name: "Email for the link" })).toHaveValue(email);
      await expectNoAxeViolations(b.page, `offer ${colorScheme} ${width}`);
      if (width === 390) {
        // Reflow (WCAG 1.4.10): nothing spills at a phone's width, nor at 320 px.
        expect(await overflow(b.page)).toEqual([]);
        await b.page.setViewportSize({ width: 320, height: 900 });
        expect(await overflow(b.page)).toEqual([]);
        await b.page.setViewportSize({ width: 390, height: 900 });
      }
      if (SCREENS)
        await b.page
          .locator("main")
          .screenshot({ path: `${shots}/try-offer-${width}-${colorScheme}.png` });
      if (width === 1280) {
        await b.page.getByRole("button", { name: "Send link" }).click();
        await expect(b.page.getByRole("status").filter({ hasText: "Link sent" })).toBeVisible();
        await expectNoAxeViolations(b.page, `sent ${colorScheme}`);
        if (SCREENS)
          await b.page
            .locator("main")
            .screenshot({ path: `${shots}/try-sent-${width}-${colorScheme}.png` });
        const opened = await newBrowser(browser, { colorScheme, width: 390 });
        await visit(opened.page, await linkSentTo(email));
        await expect(
          opened.page.getByRole("status").filter({ hasText: "Welcome back" }),
        ).toBeVisible();
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
      await b.context.close();
    }
  }
});

test("without a sender (the shared e2e server) /try offers no link", async ({ page }) => {
  await page.goto("/try");
  await answer(page, "Dana Reyes");
  await expect(input(page)).toHaveAttribute("placeholder", "Enter email...");
  expect((await (await page.request.get("/api/contact/draft")).json()).canEmailLink).toBe(false);
  await expect(offer(page)).toHaveCount(0);
});
