/**
 * `npm run build`'s first step: indexes the site's pages for Clarity's answers
 * (worker/language/site-passages.ts) and writes `worker/language/site-index.json`, which is
 * committed so the Worker's tests and typecheck work on a fresh clone
 * (docs/decisions/034-answers-from-the-sites-pages.md). A unit test fails while the committed
 * file is stale against content/. Written only when its text changed: a build run while tests
 * read the file (from another terminal, say) does not rewrite it under them.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { resolveTsExtensions } from "./lib/resolve-ts.ts";

resolveTsExtensions();

const { buildSiteIndex } = await import("../worker/language/site-passages.ts");
const json = buildSiteIndex();
const out = fileURLToPath(new URL("../worker/language/site-index.json", import.meta.url));
const changed = !existsSync(out) || readFileSync(out, "utf8") !== json;
if (changed) writeFileSync(out, json);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `site index: ${kb(json.length)} (${kb(gzipSync(json).length)} gzip) ${changed ? "→" : "unchanged in"} worker/language/site-index.json`,
);
