/**
 * Makes sure the Chromium the build and the e2e tests drive is there (scripts/lib/chromium.ts:
 * Debian's headless shell); installs it with apt-get when root.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPackage, chromiumPath } from "./lib/chromium.ts";

if (!existsSync(chromiumPath)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromiumPath}: run 'sudo apt-get install -y ${chromiumPackage}' (Debian).`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${chromiumPackage} with apt-get…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${chromiumPackage}`,
    { stdio: "inherit" },
  );
}
