/**
 * Which Chromium the build and the e2e tests drive: Debian's headless shell (package
 * `chromium-headless-shell`), the same Blink, V8 and compositor as the browser without its window
 * layers — Playwright's own choice for headless runs, and half the CPU of the full browser's
 * headless mode on this suite (docs/decisions/027). `CHROMIUM_PATH` names another.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** The Debian package that provides `chromiumPath` when it is missing. */
export const chromiumPackage = "chromium-headless-shell";
