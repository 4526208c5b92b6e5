/**
 * Post-build step: gives every static file the same security headers the Worker sets on its own
 * responses, via Workers Static Assets' `_headers` file.
 *
 * Prerendered pages are static, so their inline scripts (theme boot, hydration data) are allowed
 * by SHA-256 hash, computed here per page. The nonce the prerender pass happened to write is
 * removed: a nonce baked into a static file would be public and the same for everyone.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  contentSecurityPolicy,
  resourcePolicy,
  staticSecurityHeaders,
} from "../worker/lib/security-policy.ts";
import { inlineScripts } from "./lib/inline-scripts.ts";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>();
  for (const body of inlineScripts(html)) {
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

const rules: string[] = [];
const block = (path: string, headers: Record<string, string>) =>
  rules.push(
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );

block("/*", staticSecurityHeaders);
block("/assets/*", {
  "Content-Security-Policy": resourcePolicy,
  "Cache-Control": "public, max-age=31536000, immutable",
});
// One rule for the share cards (one per page; the file has room for 100 rules). Like the icons,
// their names carry no hash: they keep the default caching, revalidated by ETag.
block("/og/*", { "Content-Security-Policy": resourcePolicy });

for (const file of walk(clientDir).sort()) {
  const rel = `/${relative(clientDir, file).split("\\").join("/")}`;
  if (
    rel.startsWith("/assets/") ||
    rel.startsWith("/og/") ||
    rel === "/_headers" ||
    rel === "/.assetsignore"
  )
    continue;
  if (rel.endsWith(".html")) {
    const html = readFileSync(file, "utf8").replace(/ nonce="[^"]*"/g, "");
    writeFileSync(file, html);
    const route = rel.replace(/\/?index\.html$/, "").replace(/\.html$/, "") || "/";
    block(route, { "Content-Security-Policy": contentSecurityPolicy(hashInlineScripts(html)) });
  } else {
    block(rel, { "Content-Security-Policy": resourcePolicy });
  }
}

if (rules.length > 100) throw new Error(`_headers has ${rules.length} rules; the limit is 100`);
writeFileSync(join(clientDir, "_headers"), `${rules.join("\n\n")}\n`);
console.log(`wrote ${rules.length} header rules to ${join(clientDir, "_headers")}`);
