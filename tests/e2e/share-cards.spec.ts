import { brand, themeColor } from "../../content/brand";
import { offer } from "../../content/offer-facts";
import { shareCardPages, shareCardSize, shareCardTitle } from "../../content/share-card";
import { company, site } from "../../content/site";
import { sitemapPaths } from "../../content/site-map";
import { icoEntries, pngSize } from "../../scripts/lib/ico";
import { expect, test } from "./fixtures";

/** What a link preview reads: the `<meta>` tags of a page's HTML, by property or name. */
function metaTags(html: string): Map<string, string[]> {
  const decode = (s: string) =>
    s.replace(
      /&(amp|lt|gt|quot|#x27|#39);/g,
      (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[e]!,
    );
  const tags = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const key = tag.match(/\b(?:property|name)="([^"]+)"/)?.[1];
    const content = tag.match(/\bcontent="([^"]*)"/)?.[1];
    if (key && content !== undefined) tags.set(key, [...(tags.get(key) ?? []), decode(content)]);
  }
  return tags;
}

/** The local path of an absolute address on the site's own origin. */
const local = (href: string) => {
  expect(href.startsWith(`${site.url}/`), href).toBe(true);
  return href.slice(site.url.length);
};

test("every page's share card is its own 1200×630 PNG, named in og and twitter tags", async ({
  request,
}) => {
  const images = new Set<string>();
  for (const path of shareCardPages) {
    const meta = metaTags(await (await request.get(path)).text());
    const [image] = meta.get("og:image") ?? [];
    expect(image, path).toMatch(/^https:\/\/.+\/og\/[\w-]+\.png$/);
    expect(meta.get("twitter:image"), path).toEqual([image]);
    expect(meta.get("twitter:card"), path).toEqual(["summary_large_image"]);
    expect(meta.get("og:image:width"), path).toEqual([String(shareCardSize.width)]);
    expect(meta.get("og:image:height"), path).toEqual([String(shareCardSize.height)]);
    expect(meta.get("og:image:alt")?.[0], path).toContain(shareCardTitle(path));
    images.add(image!);

    const card = await request.get(local(image!));
    expect(card.status(), image).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await card.body()), image).toEqual(shareCardSize);
  }
  expect(images.size, "one card per page").toBe(shareCardPages.length);
});

test("favicon.ico, the touch icon and the manifest's icons resolve at their sizes", async ({
  request,
}) => {
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect(icoEntries(await ico.body())).toEqual([
    { width: 16, height: 16, png: true },
    { width: 32, height: 32, png: true },
  ]);

  const touch = await request.get("/apple-touch-icon.png");
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });

  const response = await request.get("/manifest.webmanifest");
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining(site.name),
    short_name: site.name,
    start_url: "/",
    display: expect.stringMatching(/^(standalone|browser)$/),
    theme_color: themeColor.light,
    background_color: brand.light.bg,
  });
  const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === "image/png");
  expect(pngs.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  for (const icon of pngs as { src: string; sizes: string }[]) {
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(pngSize(await (await request.get(icon.src)).body()), icon.src).toEqual({
      width,
      height,
    });
  }
});

test("every page links the icons and manifest and has a theme colour per scheme", async ({
  page,
}) => {
  await page.goto("/how");
  const head = page.locator("head");
  await expect(head.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    "href",
    "/apple-touch-icon.png",
  );
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );
  for (const scheme of ["light", "dark"] as const) {
    await expect(
      head.locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`),
    ).toHaveAttribute("content", themeColor[scheme]);
  }
});

test("security.txt follows RFC 9116", async ({ request }) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const fields = Object.fromEntries(
    (await response.text())
      .trim()
      .split("\n")
      .map((line) => line.split(/:\s(.*)/s).slice(0, 2)),
  );
  expect(fields.Contact).toBe(`mailto:${company.privacyEmail}`);
  expect(fields.Canonical).toBe(`${site.url}/.well-known/security.txt`);
  expect(fields["Preferred-Languages"]).toBe("en");
  // Expires: in the future, and no more than a year after the build (RFC 9116, section 2.5.5).
  const expires = Date.parse(fields.Expires);
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires - Date.now()).toBeLessThanOrEqual(366 * 24 * 3600 * 1000);
});

test("the structured data names the organisation, the site and the offer", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
  const { "@context": context, "@graph": graph } = JSON.parse(json!);
  expect(context).toBe("https://schema.org");
  const node = (type: string) => graph.find((n: { "@type": string }) => n["@type"] === type);
  const organization = node("Organization");
  expect(organization).toMatchObject({ name: site.legalName, url: site.url, email: site.email });
  expect(node("WebSite")).toMatchObject({
    name: site.name,
    url: `${site.url}/`,
    publisher: { "@id": organization["@id"] },
  });
  expect(node("Service")).toMatchObject({
    provider: { "@id": organization["@id"] },
    offers: {
      "@type": "Offer",
      priceCurrency: "USD",
      priceSpecification: { minPrice: offer.price.min, maxPrice: offer.price.max },
    },
  });
});

test("sitemap.xml gives every page a lastmod", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
  expect(entries.map((e) => e[1])).toEqual(sitemapPaths.map((p) => `${site.url}${p}`));
  for (const [, , lastmod] of entries) {
    expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(lastmod!)).toBeLessThanOrEqual(Date.now());
  }
});
