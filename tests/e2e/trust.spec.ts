import { company } from "../../content/site";
import { footerNav, prerenderedPages, siteMap, sitemapPaths } from "../../content/site-map";
import { visitorDataCopy } from "../../content/visitor-data";
import { expectNoAxeViolations } from "./axe";
import { chatInput, replies } from "./clarity-page";
import { expect, test } from "./fixtures";
import { overflow } from "./overflow";

/** The in-site paths a page's HTML links to (query and fragment dropped). */
const internalLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*href="(\/[^"#?]*)[^"]*"/g)].map((m) => m[1] || "/");

test("every page of the site map is linked from another page: a crawl from / reaches all of them", async ({
  request,
}) => {
  const linkedFrom = new Map<string, Set<string>>();
  const queue = ["/"];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    for (const to of internalLinks(await response.text())) {
      if (to === path) continue;
      if (!linkedFrom.has(to)) linkedFrom.set(to, new Set());
      linkedFrom.get(to)!.add(path);
      if (!seen.has(to) && (sitemapPaths as readonly string[]).includes(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  const unlinked = sitemapPaths.filter((p) => !linkedFrom.has(p));
  expect(unlinked, "pages no other page links to").toEqual([]);
  expect([...seen].sort()).toEqual([...sitemapPaths].sort());
});

test("every page's footer has the site map, the privacy policy and the terms", async ({
  request,
}) => {
  for (const path of prerenderedPages) {
    const html = await (await request.get(path)).text();
    const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
    const links = internalLinks(footer);
    expect(links, path).toEqual(expect.arrayContaining(["/privacy", "/terms", "/ai-readable"]));
    for (const group of footerNav()) expect(footer, path).toContain(`>${group.heading}</h2>`);
  }
});

test("the footer lists every group and navigates without JavaScript on a content page", async ({
  page,
}) => {
  await page.goto("/faq");
  const map = page.getByRole("contentinfo").getByRole("navigation", { name: "Site map" });
  for (const group of footerNav()) {
    const list = map.getByRole("list", { name: group.heading });
    await expect(list.getByRole("link")).toHaveCount(group.links.length);
  }
  await map.getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(siteMap["/privacy"].heading);
  await expect(page.getByRole("contentinfo")).toContainText(
    `© ${new Date().getFullYear()} ${company.legalName}`,
  );
});

test("the privacy policy says what is kept, for how long, and how to erase it", async ({
  page,
}) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  for (const heading of ["What we store, and why", "Who sees it", "How to erase it", "Imprint"])
    await expect(main.getByRole("heading", { name: heading })).toBeVisible();
  await expect(main).toContainText("30 days after your last change");
  await expect(main).toContainText("365 days");
  await expect(main).toContainText(company.privacyEmail);
  const next = page.getByRole("region", { name: "Questions about your data?" });
  await expect(next.getByRole("link")).toHaveCount(2);
});

test("/trust has an AI use section", async ({ page }) => {
  await page.goto("/trust");
  const ai = page.getByRole("region", { name: "AI use" });
  await expect(ai).toContainText("A person reviews every roadmap");
  await expect(ai).toContainText("built-in engines");
});

test("the data notices under the chat and on /try link to the privacy policy", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "ERP", exact: true }).click();
  await expect(replies(page)).toHaveCount(1);
  await expect(chatInput(page)).toBeVisible();
  const chatNotice = page.getByText(visitorDataCopy.chatNotice);
  await expect(chatNotice.getByRole("button", { name: visitorDataCopy.delete })).toBeVisible();
  await expect(
    chatNotice.getByRole("link", { name: visitorDataCopy.privacy.label }),
  ).toHaveAttribute("href", "/privacy");

  await page.goto("/try");
  const formNotice = page.getByText(visitorDataCopy.formNotice);
  await expect(formNotice.getByRole("button", { name: visitorDataCopy.delete })).toBeVisible();
  await formNotice.getByRole("link", { name: visitorDataCopy.privacy.label }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { name: "How to erase it" })).toBeVisible();
});

test("/privacy and /terms: no axe violations in light and dark, no overflow at 390 and 320 px", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Each page loaded once: the theme is switched and the window narrowed in place.
  for (const path of ["/privacy", "/terms", "/trust"]) {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(path);
    await expectNoAxeViolations(page, `${path} light`);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expectNoAxeViolations(page, `${path} dark`);
    // /trust and / are in content.spec.ts's every-page overflow check.
    for (const width of path === "/trust" ? [] : [390, 320]) {
      await page.setViewportSize({ width, height: 640 });
      expect(await overflow(page), `${path} at ${width} px`).toEqual([]);
    }
    await page.getByRole("button", { name: "Switch to light theme" }).click();
  }
});
