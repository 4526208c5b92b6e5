import { test as base, expect } from "@playwright/test";

/**
 * Every e2e test fails if the page reports a Content-Security-Policy violation: the CSP must
 * allow everything the site really does, and nothing else.
 */
/** A documentation address (RFC 3849), new for each call. */
export const testAddress = () =>
  `2001:db8::${[...crypto.getRandomValues(new Uint16Array(2))].map((n) => n.toString(16)).join(":")}`;

export const test = base.extend<{ cspViolations: string[] }>({
  // Navigations resolve once the page is interactive (React hydrated, or a static page's enhance
  // script ran and it has no island waiting to hydrate), so a click never lands on inert
  // prerendered HTML.
  page: async ({ page }, use) => {
    // Each test is its own client address: the Worker limits writes per address
    // (CF-Connecting-IP, which wrangler dev takes from the request), and every test runs from
    // 127.0.0.1. Cloudflare sets the header itself in production.
    await page.context().setExtraHTTPHeaders({ "CF-Connecting-IP": testAddress() });
    const hydrated = () =>
      page.waitForFunction(() => {
        const { hydrated, enhanced } = document.documentElement.dataset;
        if (document.querySelector("[data-island]")) return hydrated === "true";
        return hydrated === "true" || enhanced === "true";
      });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== "commit") await hydrated();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated();
      return response;
    };
    await use(page);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (msg) => {
        const text = msg.text();
        if (/Content Security Policy|Content-Security-Policy/i.test(text)) violations.push(text);
      });
      // Refusals that print nothing (an eval probe inside try/catch) still reach DevTools' Issues.
      const cdp = await page.context().newCDPSession(page);
      cdp.on("Audits.issueAdded", ({ issue }) => {
        if (issue.code === "ContentSecurityPolicyIssue")
          violations.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails));
      });
      await cdp.send("Audits.enable");
      await use(violations);
      expect(violations, "CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
