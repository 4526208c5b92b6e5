/**
 * Firefox as a `Tab`: Debian's firefox-esr, headless, driven by puppeteer-core over WebDriver BiDi.
 * (Playwright's `moz-firefox` channel fails at `newContext` on ESR: it asks for
 * `emulation.setMediaFeaturesOverride`, which ESR lacks; so does `emulation.setScriptingEnabled`,
 * so a page without JavaScript is a second Firefox started with `javascript.enabled` off.)
 */
import puppeteer, { type Page, type Browser as PuppeteerBrowser } from "puppeteer-core";
import { recorderScript } from "./recorder.ts";
import { type Tab, VIEWPORT, within } from "./tab.ts";

export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export class FirefoxTab implements Tab {
  readonly engine = "firefox";
  readonly javaScript: boolean;
  private readonly browser: PuppeteerBrowser;
  private readonly page: Page;
  constructor(browser: PuppeteerBrowser, page: Page, javaScript: boolean) {
    this.browser = browser;
    this.page = page;
    this.javaScript = javaScript;
  }

  static async launch(javaScript: boolean): Promise<FirefoxTab> {
    const browser = await within(
      puppeteer.launch({
        browser: "firefox",
        executablePath: firefoxPath,
        headless: true,
        // A command the browser never answers fails in 30 s, not Puppeteer's 180.
        protocolTimeout: 30_000,
        ...(javaScript ? {} : { extraPrefsFirefox: { "javascript.enabled": false } }),
      }),
      60_000,
      "starting Firefox",
    );
    // Puppeteer sizes new tabs only: the first one is sized here.
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    await page.setViewport(VIEWPORT);
    if (javaScript) await page.evaluateOnNewDocument(recorderScript);
    page.setDefaultTimeout(20_000);
    return new FirefoxTab(browser, page, javaScript);
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: "load" });
  }
  async reload() {
    await this.page.reload({ waitUntil: "load" });
  }
  run<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A) {
    return this.page.evaluate(fn as never, ...(args as unknown as never[])) as Promise<Awaited<R>>;
  }
  async click(selector: string) {
    await this.page.click(selector);
  }
  async type(selector: string, text: string) {
    await this.page.type(selector, text);
  }
  async enter(selector: string) {
    const element = await this.page.$(selector);
    if (!element) throw new Error(`no element ${selector}`);
    await element.press("Enter");
  }
  async screenshot(file: string) {
    await this.page.screenshot({ path: file as `${string}.png` });
  }
  async close() {
    await this.browser.close();
  }
}
