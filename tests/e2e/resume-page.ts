import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { freePort, stopGroup, untilHealthy } from "../../scripts/lib/server.ts";
import { expect, test, testAddress } from "./fixtures";

/** The resume email's subject (worker/outbound/visitor-mail/resume-email.ts). */
const resumeSubject = "Finish your Clarity request on any device";

/**
 * The resume-link specs' server (docs/decisions/023). The shared e2e server has no sender
 * (ALERT_EMAIL_FROM), so a spec that emails a link runs its own server with one, started before
 * the file's tests and stopped after them, and reads the email where `wrangler dev`'s simulated
 * `EMAIL` binding puts it: its log names the text and HTML files it wrote for each send.
 */
export function resumeServer() {
  const server: { url: string; child?: ChildProcess; log: string; persistDir: string } = {
    url: "",
    log: "",
    persistDir: "",
  };

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
    Object.assign(server, { url, child, log: "", persistDir });
    child.stdout?.setEncoding("utf8").on("data", (d: string) => {
      server.log += d;
    });
    await untilHealthy(child, url, "the resume-link server");
  });

  test.afterAll(async () => {
    if (!server.child) return;
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

  /** The link in the last resume email to `email`, once wrangler has logged it. */
  async function linkSentTo(email: string): Promise<string> {
    await expect.poll(() => emailTo(email) !== null, { timeout: 10_000 }).toBe(true);
    const text = emailTo(email)?.text ?? "";
    const link = /^(http:\/\/127\.0\.0\.1:\d+\/try\?resume=\S+)$/m.exec(text)?.[1];
    expect(link, text).toBeDefined();
    return link as string;
  }

  return { server, emailTo, linkSentTo };
}

/** A browser of its own (its own cookies), from its own client address. */
export async function newBrowser(
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
export async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export const offer = (page: Page) =>
  page.getByRole("button", { name: "Email me a link to finish later" });

/** Asks for the link: the address given in the form is filled in, or `typed` is typed. */
export async function askForLink(page: Page, email: string, typed = false) {
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
