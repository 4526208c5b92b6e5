/**
 * WebKit as a `Tab`: WebKitGTK's MiniBrowser (Safari's engine) through WebKitWebDriver and
 * webdriverio (WebDriver classic). It has no headless mode: it runs under Xvfb (`xvfb-run -a`).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { remote } from "webdriverio";
import { freePort } from "../../scripts/lib/server.ts";
import { recorderScript } from "./recorder.ts";
import { type Tab, VIEWPORT, within } from "./tab.ts";

/** The MiniBrowser that libwebkit2gtk-4.1-0 installs (its path has the architecture in it). */
export function miniBrowserPath(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  try {
    const files = execFileSync("dpkg", ["-L", "libwebkit2gtk-4.1-0"], { encoding: "utf8" });
    const found = files.split("\n").find((f) => f.endsWith("/MiniBrowser"));
    if (found) return found;
  } catch {
    // not a Debian system, or the package is missing: `missing` (engines.ts) says so
  }
  return "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
}

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

export class WebKitTab implements Tab {
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
