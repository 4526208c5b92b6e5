/**
 * Post-build step: draws what a browser, a chat app or a crawler asks for besides the pages, from
 * the brand (`public/favicon.svg`, `public/logo-light.svg`, `content/brand.ts`) and the site map:
 *
 *   og/<page>.png              a 1200×630 share card per prerendered page, with its title
 *   favicon.ico                16 + 32 px (PNG images in an ICO)
 *   apple-touch-icon.png       180 px, opaque (iOS rounds the corners itself)
 *   icon-192.png, icon-512.png and icon-maskable-512.png, for the web manifest
 *   manifest.webmanifest       name, icons, theme colours
 *   .well-known/security.txt   RFC 9116, expiring a year after the build
 *
 * One headless Chromium (Debian's, as the e2e tests use) and one tab draw every image, so the
 * step takes a few seconds (docs/decisions/016-share-cards.md).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import { brand, themeColor } from "../content/brand.ts";
import {
  shareCardPages,
  shareCardPath,
  shareCardSize,
  shareCardTitle,
} from "../content/share-card.ts";
import { company, site } from "../content/site.ts";
import { siteMap } from "../content/site-map.ts";
import { chromiumPath } from "./lib/chromium.ts";
import { icoFromPngs } from "./lib/ico.ts";

const started = Date.now();
const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(chromiumPath)) {
  console.error(
    `write-brand-assets: no Chromium at ${chromiumPath}; the share cards and icons are drawn with it.\n` +
      "Run 'node scripts/ensure-chromium.mjs' (npm test does), or set CHROMIUM_PATH.",
  );
  process.exit(1);
}

const write = (rel: string, data: string | Uint8Array) => {
  const file = join(clientDir, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
};
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

const mark = readFileSync("public/favicon.svg", "utf8");
const logo = readFileSync("public/logo-light.svg", "utf8");
const { light } = brand;
const font = `"Inter", "Segoe UI", system-ui, "Helvetica Neue", Arial, sans-serif`;

function cardHtml(title: string, description: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: ${shareCardSize.width}px; height: ${shareCardSize.height}px; overflow: hidden;
    background: ${light.bg}; color: ${light.fg}; font-family: ${font}; }
  .card { position: relative; height: 100%; padding: 72px 88px 64px; display: flex;
    flex-direction: column; overflow: hidden; }
  .band { position: absolute; inset: 0 0 auto; height: 14px; background: ${light.primary}; }
  .glow { position: absolute; right: -160px; top: -120px; width: 560px; height: 560px;
    border-radius: 50%; background: ${light.primarySoft}; }
  .logo { position: relative; height: 60px; }
  .logo svg { height: 60px; width: auto; }
  h1 { position: relative; margin-top: auto; font-size: 64px; line-height: 1.1;
    letter-spacing: -0.025em; font-weight: 700; max-width: 960px;
    display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
  p { position: relative; margin-top: 24px; font-size: 28px; line-height: 1.35;
    color: ${light.fgMuted}; max-width: 940px;
    display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
  footer { position: relative; margin-top: 40px; display: flex; justify-content: space-between;
    align-items: center; font-size: 26px; font-weight: 600; }
  .host { color: ${light.primary}; }
  .tagline { color: ${light.accent}; }
</style></head><body><div class="card"><div class="glow"></div><div class="band"></div>
  <div class="logo">${logo}</div>
  <h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(description)}</p>
  <footer><span class="host">${new URL(site.url).host}</span><span class="tagline">${escapeHtml(site.tagline)}</span></footer>
</div></body></html>`;
}

/** The mark at `size` px; `background` fills the corners its rounded square leaves transparent. */
function iconHtml(size: number, { background = "transparent", inset = 0 } = {}): string {
  const inner = size - 2 * inset;
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${background}">
  <div style="padding:${inset}px">${mark.replace("<svg ", `<svg width="${inner}" height="${inner}" style="display:block" `)}</div>
</body></html>`;
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  const page = await browser.newPage({ viewport: shareCardSize, deviceScaleFactor: 1 });
  for (const path of shareCardPages) {
    await page.setContent(cardHtml(shareCardTitle(path), siteMap[path].description));
    write(shareCardPath(path), await page.screenshot({ type: "png" }));
  }

  const icon = async (size: number, options?: Parameters<typeof iconHtml>[1]) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(iconHtml(size, options));
    const opaque = options?.background !== undefined;
    return page.screenshot({ type: "png", omitBackground: !opaque });
  };
  write("favicon.ico", icoFromPngs([await icon(16), await icon(32)]));
  write("apple-touch-icon.png", await icon(180, { background: light.primary }));
  write("icon-192.png", await icon(192));
  write("icon-512.png", await icon(512));
  // Maskable: full bleed, the mark inside the central 80 % safe zone.
  write("icon-maskable-512.png", await icon(512, { background: light.primary, inset: 64 }));
} finally {
  await browser.close();
}

const manifest = {
  name: `${site.name}: readiness simulations`,
  short_name: site.name,
  description: site.description,
  start_url: "/",
  scope: "/",
  display: "browser",
  lang: "en",
  theme_color: themeColor.light,
  background_color: light.bg,
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
  ],
};
write("manifest.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`);

// RFC 9116: Expires is required and should be less than a year away; a build a year old is stale.
const expires = new Date(started);
expires.setUTCFullYear(expires.getUTCFullYear() + 1);
expires.setUTCHours(0, 0, 0, 0);
write(
  ".well-known/security.txt",
  [
    // The company's contact, configured once in content/site.ts with the footer's and /privacy's.
    `Contact: mailto:${company.privacyEmail}`,
    `Expires: ${expires.toISOString()}`,
    `Canonical: ${new URL("/.well-known/security.txt", site.url).href}`,
    "Preferred-Languages: en",
    "",
  ].join("\n"),
);

console.log(
  `drew ${shareCardPages.length} share cards and 6 icons in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
