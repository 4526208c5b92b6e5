/**
 * `npm run size`: first-load JS and CSS per page (gzip), read from the prerendered HTML of the
 * build, checked against the budgets. Exits 1 when a budget is broken. Deterministic, so it runs
 * in `npm test` too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { prerenderedPages } from "../content/site-map.ts";
import { COMPILE_HINT } from "./lib/compile-hints.ts";
import { documentFirstLoad } from "./lib/document-first-load.ts";
import { inlineScripts } from "./lib/inline-scripts.ts";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
const KB = 1024;
/**
 * Budgets (gzip). Content pages ship no bundle, only the inline enhance script
 * (docs/decisions/005), so they sit far under the 90 KB target; the pages with a chat, form or
 * dashboard hydrate one island with React, without a client router (docs/decisions/019), and are
 * held to the same 90 KB. Feature code leaking into another page is caught by the markers below.
 */
const budgets = { contentJs: 90 * KB, featureJs: 90 * KB, css: 20 * KB, documentJs: 150 * KB };
const featurePages = new Set(["/", "/try", "/working-prototype"]);
/**
 * Strings that only some code contains, and the only page allowed to load it on first load. zod
 * and sonner are fetched when a form is validated or a toast shown (docs/decisions/008).
 */
const featureMarkers = [
  { marker: "/api/crm-assistant", allowed: "/working-prototype", name: "CRM code" },
  { marker: "/api/clarity", allowed: "/", name: "chat code" },
  { marker: "$ZodType", allowed: null, name: "zod" },
  { marker: "data-sonner-toaster", allowed: null, name: "sonner" },
];

const failures: string[] = [];

/** A built file, read once; its gzip size is computed only for files a page loads. */
const assets = new Map<string, { buf: Buffer; text: string; gz?: number }>();
function asset(href: string) {
  let entry = assets.get(href);
  if (!entry) {
    const buf = readFileSync(join(clientDir, href));
    entry = { buf, text: buf.toString("utf8") };
    assets.set(href, entry);
  }
  return entry;
}
function gzipBytes(href: string) {
  const entry = asset(href);
  entry.gz ??= gzipSync(entry.buf, { level: 9 }).length;
  return entry.gz;
}

/** A chunk and every chunk it imports statically (minified: `from"./x.js"`, `import"./x.js"`). */
function withStaticImports(files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of asset(file).text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      visit(`/assets/${m[1]}`);
  };
  for (const f of files) visit(f);
  return seen;
}

/**
 * What a page with an island loads (docs/decisions/019): the client entry its loader script
 * starts, and what the entry imports for that island: the hydration code and the island's own
 * chunk, with everything they import.
 */
function islandFirstLoad(html: string): Set<string> | null {
  const island = /data-island="(\w+)"/.exec(html)?.[1];
  if (!island) return null;
  const entry = /\}\)\("(\/assets\/entry\.client-[^"]+\.js)"\);/.exec(html)?.[1];
  if (!entry) throw new Error(`a page with the ${island} island has no island loader`);
  const text = asset(entry).text;
  const hydrate = /import\(`\.\/(hydrate-island-[^`]+\.js)`\)/.exec(text)?.[1];
  const own = new RegExp(`\\b${island}:\\(\\)=>[^\`]*import\\(\`\\./([^\`]+\\.js)\`\\)`).exec(
    text,
  )?.[1];
  if (!hydrate || !own) throw new Error(`${entry}: cannot find how it loads the ${island} island`);
  return withStaticImports([entry, `/assets/${hydrate}`, `/assets/${own}`]);
}

/**
 * The modules the HTML names for preloading: `<link rel="modulepreload">` tags, and on a page
 * with an island the list its loader preloads (`data-modules`, docs/decisions/029).
 */
const preloadsOf = (html: string) => [
  ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map(
    (m) => /\bhref="([^"]+)"/.exec(m[0])![1]!,
  ),
  ...(/\bdata-modules="([^"]*)"/.exec(html)?.[1]?.split(" ") ?? []),
];

function firstLoad(path: string) {
  const html = readFileSync(join(clientDir, path === "/" ? "" : path, "index.html"), "utf8");
  const preloads = preloadsOf(html);
  const island = islandFirstLoad(html);
  // An island page names every chunk its island needs, so a slow network fetches them in one
  // wave; a preload of anything else would be first-load JS for nothing.
  if (island) {
    const missing = [...island].filter((f) => !preloads.includes(f));
    const extra = preloads.filter((f) => !island.has(f));
    if (missing.length) failures.push(`${path}: the HTML does not preload ${missing.join(", ")}`);
    if (extra.length) failures.push(`${path}: the HTML preloads ${extra.join(", ")} needlessly`);
    if (new Set(preloads).size !== preloads.length)
      failures.push(`${path}: the HTML preloads a module twice`);
  }
  const js = new Set([...(island ?? []), ...preloads]);
  for (const m of html.matchAll(/import\s*(?:\(\s*)?"(\/assets\/[^"]+\.js)"/g)) js.add(m[1]!);
  const css = new Set(
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]!),
  );
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1]!)
    .join("");
  // Inline scripts count as JS too (theme boot, hydration data or the enhance script), JSON-LD not.
  const inlineJs = inlineScripts(html).join("\n");
  return {
    js: [...js],
    css: [...css],
    inlineCssBytes: gzipSync(inlineCss, { level: 9 }).length,
    inlineJsBytes: gzipSync(inlineJs, { level: 9 }).length,
  };
}

const rows = prerenderedPages.map((path) => {
  const { js, css, inlineCssBytes, inlineJsBytes } = firstLoad(path);
  const jsBytes = js.reduce((sum, f) => sum + gzipBytes(f), inlineJsBytes);
  const cssBytes = css.reduce((sum, f) => sum + gzipBytes(f), inlineCssBytes);
  const jsBudget = featurePages.has(path) ? budgets.featureJs : budgets.contentJs;
  if (jsBytes > jsBudget)
    failures.push(`${path}: JS ${(jsBytes / KB).toFixed(1)} KB > ${jsBudget / KB} KB`);
  if (cssBytes > budgets.css)
    failures.push(`${path}: CSS ${(cssBytes / KB).toFixed(1)} KB > ${budgets.css / KB} KB`);
  for (const { marker, allowed, name } of featureMarkers) {
    if (path !== allowed && js.some((f) => asset(f).text.includes(marker)))
      failures.push(`${path}: first-load JS contains ${name} (${marker})`);
  }
  return { path, js, jsBytes, cssBytes: cssBytes as number | null, jsBudget };
});

/**
 * The inbox's pages, which the Worker renders and React Router hydrates whole (they are not
 * prerendered): the framework, the inbox and its list or card, held to their own budget
 * (docs/decisions/025). Zod and sonner stay out of them too.
 */
const documentPages = [
  { path: "/inbox", route: "routes/inbox" },
  { path: "/inbox/:leadId", route: "routes/inbox-lead" },
] as const;
for (const { path, route } of documentPages) {
  const js = [...documentFirstLoad(clientDir, route, withStaticImports)];
  const jsBytes = js.reduce((sum, f) => sum + gzipBytes(f), 0);
  if (jsBytes > budgets.documentJs)
    failures.push(`${path}: JS ${(jsBytes / KB).toFixed(1)} KB > ${budgets.documentJs / KB} KB`);
  for (const { marker, allowed, name } of featureMarkers) {
    if (allowed === null && js.some((f) => asset(f).text.includes(marker)))
      failures.push(`${path}: first-load JS contains ${name} (${marker})`);
  }
  // Their CSS is the same inline stylesheet, in HTML the build does not hold.
  rows.push({ path, js, jsBytes, cssBytes: null, jsBudget: budgets.documentJs });
}

// V8's compile hint (docs/decisions/009): on the framework chunks, which every hydrating page
// runs at start, and on nothing loaded later, which would be compiled for nothing. React Router's
// chunks keep it for the pages it hydrates whole (the inbox), which are not prerendered.
const hinted = readdirSync(join(clientDir, "assets"))
  .filter((f) => f.endsWith(".js"))
  .map((f) => `/assets/${f}`)
  .filter((f) => asset(f).text.startsWith(COMPILE_HINT));
for (const { path, js } of rows.filter((r) => featurePages.has(r.path))) {
  const reactDom = js.find((f) => /\.hydrateRoot=function/.test(asset(f).text));
  if (!reactDom || !hinted.includes(reactDom))
    failures.push(`${path}: the React DOM chunk lacks the compile hint`);
  for (const f of hinted.filter((h) => !js.includes(h) && !asset(h).text.includes("__reactRouter")))
    failures.push(`${path}: ${f} has the compile hint but is not part of the first load`);
}

const pad = (s: string, n: number) => s.padEnd(n);
console.log(
  `${pad("page", 20)}${pad("JS gzip", 12)}${pad("budget", 10)}${pad("CSS gzip", 11)}chunks`,
);
for (const r of rows) {
  console.log(
    `${pad(r.path, 20)}${pad(`${(r.jsBytes / KB).toFixed(1)} KB`, 12)}${pad(`${r.jsBudget / KB} KB`, 10)}${pad(r.cssBytes === null ? "—" : `${(r.cssBytes / KB).toFixed(1)} KB`, 11)}${r.js.length}`,
  );
}
if (failures.length) {
  console.error(`\nSize check failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `\nAll pages within budget; chat and CRM code load only on their own pages, zod and sonner on none;\n${hinted.length} framework chunks carry V8's compile hint: React in every island page's first load, React Router for the pages it hydrates whole.`,
);
