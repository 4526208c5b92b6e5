import { site } from "../../content/site";
import { siteMap } from "../../content/site-map";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { overflow } from "./overflow";

const keyCopy: Record<string, string[]> = {
  "/who": ["Best fit", "Not the right fit", "Six moments when teams call us", "Why the mid-market"],
  "/why": ["Three eras of leverage", "Intellectual", "Our belief"],
  "/how": [
    "Understand Your Context",
    "Stress Test with Your Team",
    "Build &amp; Test",
    "Reality Check &amp; Analysis",
    "It&#x27;s Okay to Fail Here",
    "900%–1,900%",
  ],
  "/about": [
    "Clarity first",
    "Start human",
    "Build for adaptability",
    "Earn trust through results",
  ],
  "/trust": ["Fortune 500 Experience", "$1M+ Project Track Record", "Real-World Validation"],
  "/clarity": [
    "Certainty before commitment.",
    "Know exactly where your project will work",
    "Hidden dependencies",
    "High risk",
  ],
  "/solution": ["Traditional Approach", "SIMULATION FIRST"],
  "/what-changed": ["Parallel interviews"],
  "/use-cases": [
    "ERP Implementations",
    "CPQ Systems",
    "AI Adoption Projects",
    "Common issues caught",
  ],
  "/outcomes": [
    "Green Light",
    "Adjust Before You Commit",
    "Strategic No-Go",
    "Team Realignment",
    "Implementation blueprint",
  ],
  "/investment": ["$25K–$50K", "4–8 weeks", "900%–1,900%"],
  "/faq": ["How long does a readiness simulation take?", "FAQPage"],
  "/rfp": ["Ready to Send", "$75,000–$150,000", "30%", "Weeks 11–14", "99.9%"],
  "/spec-document": ["Engineering Ready", "under 200 ms", "500+", "80%", "20 users per department"],
  "/ai-readable": ["Value proposition", "Who this is for", "Get started"],
};

test("content pages are prerendered with their heading and key copy", async ({ request }) => {
  for (const [path, copy] of Object.entries(keyCopy)) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(
      siteMap[path as keyof typeof siteMap].heading.replace(/'/g, "&#x27;").replace(/&/g, "&amp;"),
    );
    for (const c of copy) expect(html, `${path}: ${c}`).toContain(c);
    expect(html, path).toContain('<link rel="canonical"');
    expect(html, path).toContain('property="og:title"');
  }
});

test("the spec's anchors exist", async ({ page }) => {
  const anchors = {
    "/who": ["who-this-is-for", "personas", "scenarios", "who-we-are", "why-mid-market"],
    "/why": ["why-built", "what-changed", "who-its-for", "deeper-why", "why-fail", "our-belief"],
    "/how": [
      "simulation-process",
      "four-phases",
      "timeline-investment",
      "what-you-receive",
      "possible-outcomes",
      "try-it-yourself",
    ],
  };
  for (const [path, ids] of Object.entries(anchors)) {
    await page.goto(path);
    for (const id of ids) await expect(page.locator(`#${id}`), `${path}#${id}`).toHaveCount(1);
  }
});

test("Start My Readiness Simulation scrolls to Try it yourself", async ({ page }) => {
  await page.goto("/how");
  await page.getByRole("link", { name: "Start My Readiness Simulation" }).click();
  await expect(page.getByRole("heading", { name: "Try it yourself" })).toBeInViewport();
  await expect(page).toHaveURL(/#try-it-yourself$/);
  await expect(page.getByRole("link", { name: "Contact Us About Partnerships" })).toHaveAttribute(
    "href",
    "/try",
  );
});

test("who: ends with one primary and one secondary call to action", async ({ page }) => {
  await page.goto("/who");
  const next = page.getByRole("region", { name: "See whether a simulation fits your project" });
  await expect(next.getByRole("link")).toHaveCount(2);
  await expect(next.getByRole("link", { name: "Get Free Assessment" })).toHaveAttribute(
    "href",
    "/try",
  );
  // The spec's label for /who's call, the call's length beside it, not instead of it.
  const call = next.getByRole("link", { name: "Schedule Call (opens in a new tab)", exact: true });
  await expect(call).toHaveAttribute("href", site.calendarUrl);
  await expect(call).toHaveAttribute("target", "_blank");
  await expect(call).toHaveAttribute("rel", /noopener/);
  await expect(call).toHaveAccessibleDescription("A free 30-minute call");
  await expect(next.getByText("A free 30-minute call")).toBeVisible();
});

test("clarity tabs: Overview first, click and arrow keys switch", async ({ page }) => {
  await page.goto("/clarity");
  const overview = page.getByRole("tab", { name: "Overview" });
  const visualize = page.getByRole("tab", { name: "Visualize" });
  await expect(overview).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Sample scoping conversation")).toBeVisible();
  await visualize.click();
  await expect(page.getByRole("heading", { name: "Hidden dependencies" })).toBeVisible();
  await expect(page.getByText("Sample scoping conversation")).toBeHidden();
  await page.keyboard.press("ArrowLeft");
  await expect(overview).toBeFocused();
  await expect(overview).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(visualize).toHaveAttribute("aria-selected", "true");
});

test("faq: one answer open at a time, and it closes again — without JavaScript too", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/faq");
    const first = page.locator("details").nth(0);
    const second = page.locator("details").nth(1);
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(second).not.toHaveAttribute("open", "");
    await context.close();
  }
});

test("content pages ship no JavaScript bundle, only the inline enhance script", async ({
  request,
}) => {
  for (const path of Object.keys(keyCopy)) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<script[^>]+src=|rel="modulepreload"|__reactRouterContext/);
    expect(html, path).toContain('root.dataset.enhanced = "true"');
  }
});

test("sample documents export a PDF of just the document", async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = "true";
    };
  });
  for (const path of ["/rfp", "/spec-document"]) {
    await page.goto(path);
    await page.getByRole("button", { name: "Export PDF" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-printed", "true");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner").first()).toBeHidden();
    await expect(page.getByRole("button", { name: "Export PDF" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const pdf = await page.pdf({ format: "Letter" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(10_000);
    await page.emulateMedia({ media: "screen" });
  }
});

test("llms.txt and sitemap.xml are generated", async ({ request }) => {
  const llms = await request.get("/llms.txt");
  expect(llms.headers()["content-type"]).toContain("text/plain");
  expect(await llms.text()).toMatch(/^# Clarity\n\n> /);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>https://clarity-readiness.com/working-prototype</loc>");
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
});

// One test a page (loaded once, its theme switched in place): each page's two scans have their
// own time limit, rather than the whole site's thirty summed under one.
for (const path of Object.keys(keyCopy))
  test(`${path} has no axe violations on a phone, light and dark`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expectNoAxeViolations(page, `${path} light`);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expectNoAxeViolations(page, `${path} dark`);
  });

test("a six-column table reads as row cards on a phone: every value is on screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/why");
  const era = page.getByRole("region", { name: "Three eras of leverage" }).getByRole("listitem");
  await expect(era).toHaveCount(3);
  await expect(era.first()).toContainText("Waste sourceBad harvests, idle land");
  const value = await era.first().getByText("Bad harvests, idle land").boundingBox();
  expect(value!.x + value!.width).toBeLessThanOrEqual(390);
});

// WCAG 1.4.10 (Reflow): every page readable at 390 and 320 CSS px without scrolling sideways.
// Each page is loaded once and narrowed in place, as a phone turned or a window resized.
test("every page fits 390 and 320 px without scrolling sideways", async ({ page }) => {
  test.setTimeout(90_000);
  const about = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "About Us" });
  for (const path of [...Object.keys(keyCopy), "/", "/try", "/working-prototype"]) {
    await page.setViewportSize({ width: 390, height: 640 });
    await page.goto(path);
    await expect(page.locator(".animate-spin")).toHaveCount(0); // settled, not mid-load
    expect(await overflow(page), `${path} at 390 px`).toEqual([]);
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(page.locator(".animate-spin")).toHaveCount(0);
    expect(await overflow(page), `${path} at 320 px`).toEqual([]);
  }
  expect((await about.boundingBox())?.height, "header links on one line at 320 px").toBeLessThan(
    40,
  );
  await page.setViewportSize({ width: 390, height: 640 });
  expect((await about.boundingBox())?.height, "header links on one line at 390 px").toBeLessThan(
    40,
  );
});
