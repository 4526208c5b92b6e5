/**
 * Firefox and WebKit behind one small interface (`Tab`, tab.ts), so every flow is written once:
 * Firefox through puppeteer-core (firefox.ts), WebKit through webdriverio (webkit.ts). Starts the
 * engine asked for, and says what is missing to run one here.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { FirefoxTab, firefoxPath } from "./firefox.ts";
import type { EngineName, Tab } from "./tab.ts";
import { miniBrowserPath, WebKitTab } from "./webkit.ts";

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
