import { prerenderedPages, siteMap } from "../../content/site-map";
import { expect, test } from "./fixtures";

test.describe("every page", () => {
  for (const path of prerenderedPages) {
    test(`${path} loads with the shared header and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.url()).toMatch(new RegExp(`${path === "/" ? "/" : path}$`));
      await expect(page).toHaveTitle(siteMap[path].title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const header = page.getByRole("banner").first();
      await expect(header.getByRole("link", { name: "Clarity home" })).toHaveAttribute("href", "/");
      await expect(header.getByRole("link", { name: "About Us" })).toHaveAttribute(
        "href",
        "/about",
      );
      await expect(header.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/try");
      await expect(page.getByRole("link", { name: "AI Readability" })).toHaveAttribute(
        "href",
        "/ai-readable",
      );
      await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    });
  }

  test("are prerendered: heading and links are in the HTML before any script runs", async ({
    request,
  }) => {
    for (const path of prerenderedPages) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(">About Us</a>");
      expect(html, path).toContain(siteMap[path].heading.replace(/'/g, "&#x27;"));
    }
  });
});

test.describe("header", () => {
  test("highlights the current page and navigates", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Contact" })).not.toHaveAttribute("aria-current");
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/try$/);
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("logo goes home and scrolls to the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/");
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
      window.scrollTo(0, 2000);
    });
    await page.getByRole("link", { name: "Clarity home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("theme toggle switches, recolours the logo and persists without a flash", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/about");
    // Light by default, whatever the system says.
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    // The logo's mark takes the theme's primary colour.
    const mark = page.getByRole("link", { name: "Clarity home" }).locator("rect");
    const fill = () => mark.evaluate((el) => getComputedStyle(el).fill);
    expect(await fill()).toBe("rgb(15, 76, 129)");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect.poll(fill).toBe("rgb(140, 196, 255)");

    // Persists across a reload, already in the first paint (set before hydration).
    await page.goto("/faq", { waitUntil: "commit" });
    await page.waitForLoadState("domcontentloaded");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true,
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact" })
      .click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("is compact and inline on a 390-px phone, with no horizontal scroll", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/", "/about", "/try"]) {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of ["About Us", "Contact"]) {
        await expect(nav.getByRole("link", { name })).toBeInViewport();
      }
      await expect(nav.getByRole("button", { name: /Switch to/ })).toBeInViewport();
      const header = await page.getByRole("banner").first().boundingBox();
      expect(header?.height).toBeLessThanOrEqual(64);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    }
  });
});

test.describe("errors", () => {
  test("an unknown path gets the 404 page with status 404 and a console log", async ({ page }) => {
    const logs: string[] = [];
    page.on("console", (msg) => logs.push(msg.text()));
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect.poll(() => logs.join("\n")).toContain("/no/such/page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a page that fails to render shows the friendly error screen", async ({ page }) => {
    // Replace the content pages' code (/about's among them) with a component that throws, then
    // navigate to /about from a page React Router hydrates whole (the 404 page; the pages with an
    // island and the content pages load the next page from the server).
    await page.route(/\/assets\/content-page-[^/]+\.js$/, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: "export default function About() { throw new Error('render failure'); }",
      }),
    );
    await page.goto("/no/such/page");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About Us" })
      .click();
    await expect(
      page.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  });
});

// Security headers on every kind of response: security.spec.ts.

test("the shell has no axe violations in light and dark, desktop and phone", async ({ page }) => {
  // axe runs several full-page analyses; generous on a loaded 2-core machine.
  test.setTimeout(90_000);
  const { expectNoAxeViolations } = await import("./axe");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/no-such-page");
    await expectNoAxeViolations(page, `404 light ${width}`);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expectNoAxeViolations(page, `404 dark ${width}`);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
  }
});
