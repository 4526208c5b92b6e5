/**
 * Firefox and WebKit behind one small interface (`Tab`), so every flow is written once.
 *
 * - Firefox: Debian's firefox-esr, headless, driven by puppeteer-core over WebDriver BiDi.
 *   (Playwright's `moz-firefox` channel fails at `newContext` on ESR: it asks for
 *   `emulation.setMediaFeaturesOverride`, which ESR lacks; so does `emulation.setScriptingEnabled`,
 *   so a page without JavaScript is a second Firefox started with `javascript.enabled` off.)
 * - WebKit: WebKitGTK's MiniBrowser (Safari's engine) through WebKitWebDriver and webdriverio
 *   (WebDriver classic). It has no headless mode: it runs under Xvfb (`xvfb-run -a`).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import puppeteer, { type Page, type Browser as PuppeteerBrowser } from "puppeteer-core";
import { remote } from "webdriverio";
import { freePort } from "../../scripts/lib/server.ts";
import { recorderScript } from "./recorder.ts";

export type EngineName = "firefox" | "webkit";

/** One page in one engine, with what the flows need and nothing more. */
export interface Tab {
  readonly engine: EngineName;
  readonly javaScript: boolean;
  /** Loads a URL; resolves at the load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a function in the page (its source is sent; it closes over nothing). */
  run<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real click, through the engine's input, on the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Real key presses into the element (focused first). */
  type(selector: string, text: string): Promise<void>;
  /** Presses Enter in the element. */
  enter(selector: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export const VIEWPORT = { width: 1024, height: 720 };

export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** The MiniBrowser that libwebkit2gtk-4.1-0 installs (its path has the architecture in it). */
export function miniBrowserPath(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  try {
    const files = execFileSync("dpkg", ["-L", "libwebkit2gtk-4.1-0"], { encoding: "utf8" });
    const found = files.split("\n").find((f) => f.endsWith("/MiniBrowser"));
    if (found) return found;
  } catch {
    // not a Debian system, or the package is missing: the check below says so
  }
  return "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
}

/** Rejects when `promise` has not settled within `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// ─── Firefox ──────────────────────────────────────────────────────────────────────────────────

class FirefoxTab implements Tab {
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

// ─── WebKit ───────────────────────────────────────────────────────────────────────────────────

type WdioBrowser = Awaited<ReturnType<typeof remote>>;

/** Every driver started (each its own process group), ended even when the run is cut short. */
const drivers = new Set<ChildProcess>();
function endDriver(driver: ChildProcess) {
  drivers.delete(driver);
  try {
    process.kill(-driver.pid!, "SIGTERM");
  } catch {
    // already gone
  }
}
process.on("exit", () => {
  for (const driver of drivers) endDriver(driver);
});

class WebKitTab implements Tab {
  readonly engine = "webkit";
  readonly javaScript: boolean;
  private readonly browser: WdioBrowser;
  private readonly driver: ChildProcess;
  constructor(browser: WdioBrowser, driver: ChildProcess, javaScript: boolean) {
    this.browser = browser;
    this.driver = driver;
    this.javaScript = javaScript;
  }

  static async launch(javaScript: boolean): Promise<WebKitTab> {
    const port = await freePort();
    // Its own process group: closing ends xvfb-run, Xvfb, the driver and MiniBrowser together.
    const driver = spawn("xvfb-run", ["-a", "WebKitWebDriver", `--port=${port}`], {
      stdio: "ignore",
      detached: true,
    });
    drivers.add(driver);
    try {
      await untilListening(port, driver);
      const args = ["--automation"];
      if (!javaScript) args.push("--enable-javascript=false");
      // Without a display the session request never answers: it gets a deadline.
      const browser = await within(
        remote({
          hostname: "127.0.0.1",
          port,
          logLevel: "error",
          connectionRetryCount: 0,
          connectionRetryTimeout: 30_000,
          capabilities: {
            browserName: "MiniBrowser",
            "wdio:enforceWebDriverClassic": true,
            "webkitgtk:browserOptions": { binary: miniBrowserPath(), args },
          } as WebdriverIO.Capabilities,
        }),
        40_000,
        "starting WebKit (MiniBrowser)",
      );
      // The window's outer size: MiniBrowser's header bar takes the rest.
      const inner = (await browser.execute(() => [outerHeight - innerHeight])) as number[];
      await browser.setWindowSize(VIEWPORT.width, VIEWPORT.height + (inner[0] ?? 0));
      return new WebKitTab(browser, driver, javaScript);
    } catch (error) {
      endDriver(driver);
      throw error;
    }
  }

  private async afterLoad() {
    if (this.javaScript) await this.browser.execute(recorderScript);
  }
  async goto(url: string) {
    await this.browser.url(url);
    await this.afterLoad();
  }
  async reload() {
    await this.browser.refresh();
    await this.afterLoad();
  }
  run<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A) {
    return this.browser.execute(fn as never, ...(args as unknown as never[])) as Promise<
      Awaited<R>
    >;
  }
  async click(selector: string) {
    await this.browser.$(selector).click();
  }
  async type(selector: string, text: string) {
    await this.browser.$(selector).addValue(text);
  }
  async enter(selector: string) {
    await this.browser.$(selector).addValue("\uE007");
  }
  async screenshot(file: string) {
    await this.browser.saveScreenshot(file);
  }
  async close() {
    try {
      await within(this.browser.deleteSession(), 10_000, "closing WebKit");
    } finally {
      endDriver(this.driver);
    }
  }
}

/** Waits until the driver answers /status (or fails if it exited). */
async function untilListening(port: number, driver: ChildProcess) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // not yet
    }
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    if (Date.now() > deadline) throw new Error("WebKitWebDriver did not start within 20 s");
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function launch(engine: EngineName, options: { javaScript?: boolean } = {}): Promise<Tab> {
  const javaScript = options.javaScript ?? true;
  return engine === "firefox" ? FirefoxTab.launch(javaScript) : WebKitTab.launch(javaScript);
}

/** What is missing to run an engine here, or null. */
export function missing(engine: EngineName): string | null {
  if (engine === "firefox") return existsSync(firefoxPath) ? null : `Firefox at ${firefoxPath}`;
  for (const tool of ["xvfb-run", "WebKitWebDriver"]) {
    try {
      execFileSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" });
    } catch {
      return tool;
    }
  }
  return existsSync(miniBrowserPath()) ? null : `MiniBrowser at ${miniBrowserPath()}`;
}
