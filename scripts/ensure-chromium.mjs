/** Makes sure Debian's Chromium is at /usr/bin/chromium; installs it with apt-get when root. */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${path}: run 'sudo apt-get install -y chromium' (Debian).`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium with apt-get…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
}
