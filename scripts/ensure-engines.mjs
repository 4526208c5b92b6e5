/**
 * Makes sure the cross-engine suite's engines are here (tests/engines/; README "Testing: which
 * engines run what"): Debian's Firefox ESR, and WebKitGTK's WebDriver (which brings MiniBrowser,
 * Safari's engine) with Xvfb to give it a display. Installs what is missing with apt-get when root,
 * as ensure-chromium.mjs does.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const onPath = (tool) => {
  try {
    execSync(`command -v ${tool}`, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

const firefox = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const wanted = [
  ["firefox-esr", existsSync(firefox)],
  ["webkit2gtk-driver", onPath("WebKitWebDriver")],
  ["xvfb", onPath("xvfb-run")],
]
  .filter(([, present]) => !present)
  .map(([name]) => name);

if (wanted.length) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing for the cross-engine tests: run 'sudo apt-get install -y ${wanted.join(" ")}' (Debian).`,
    );
    process.exit(1);
  }
  console.log(`Installing ${wanted.join(", ")} with apt-get…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${wanted.join(" ")}`,
    { stdio: "inherit" },
  );
}
