/**
 * What a page reports that a visitor never sees, recorded in the page itself: WebKit's console is
 * not captured under automation, and Firefox's only partly through WebDriver BiDi, so both engines
 * run this instead. Firefox runs it before any of the page's scripts (a preload script); WebKit
 * (WebDriver classic has none) right after each load, before anything the flow does.
 *
 * It keeps: errors thrown and promises rejected unhandled; `console.error` (the site logs a failed
 * assistant call so); an `error` event on any element, such as a `<link rel="modulepreload">`
 * (Firefox fired one for the preload helper on every page with an island); and every
 * Content-Security-Policy violation.
 */
export function recordProblems(): void {
  const w = window as unknown as { __engineProblems?: string[] };
  if (w.__engineProblems) return;
  const problems: string[] = [];
  w.__engineProblems = problems;
  const text = (v: unknown) => (v instanceof Error ? `${v.name}: ${v.message}` : String(v));
  addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof Element) {
        const rel = target.getAttribute("rel");
        const url = target.getAttribute("href") ?? target.getAttribute("src") ?? "";
        problems.push(`${target.localName}${rel ? `[rel=${rel}]` : ""} ${url}: error event`);
      } else {
        problems.push(
          `uncaught ${text((event as ErrorEvent).error ?? (event as ErrorEvent).message)}`,
        );
      }
    },
    true,
  );
  addEventListener("unhandledrejection", (event) =>
    problems.push(`unhandled rejection: ${text(event.reason)}`),
  );
  document.addEventListener("securitypolicyviolation", (event) =>
    problems.push(`CSP: ${event.violatedDirective} refused ${event.blockedURI || "inline"}`),
  );
  const original = console.error;
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(text).join(" ")}`);
    original.apply(console, args);
  };
}

/** The recorder as a script for `evaluateOnNewDocument` and WebDriver's execute. */
export const recorderScript = `(${recordProblems.toString()})();`;

/** Reads (and clears) what the page recorded since the last read. */
export function takeProblems(): string[] {
  const problems = (window as unknown as { __engineProblems?: string[] }).__engineProblems;
  return problems ? problems.splice(0) : ["the problem recorder is not installed"];
}
