import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { resourcePolicy, staticSecurityHeaders } from "../../worker/lib/security-policy";
import { expect, test } from "./fixtures";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

test("no secret name or value reaches any file sent to browsers", () => {
  const secrets = [
    "OPENAI_API_KEY",
    "LEAD_WEBHOOK_SECRET",
    "VISITOR_COOKIE_SECRET",
    "clarity-local-development-secret",
  ];
  const all = files(clientDir);
  expect(all.length).toBeGreaterThan(20);
  const leaks = all.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return secrets.filter((s) => text.includes(s)).map((s) => `${file}: ${s}`);
  });
  expect(leaks).toEqual([]);
});

test("every kind of response carries the security headers", async ({ request, page }) => {
  // Content pages ship no bundle; the home page's first script is a hashed asset.
  await page.goto("/");
  // A module the page loaded (its island's code, started by the island loader).
  const asset = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .find((path) => /^\/assets\/.+\.js$/.test(path)),
  );
  expect(asset).toMatch(/^\/assets\/.+\.js$/);
  const kinds = {
    page: "/how",
    home: "/",
    asset: asset!,
    image: "/logo-light.svg",
    icon: "/favicon.svg",
    text: "/robots.txt",
    api: "/api/health",
    apiError: "/api/nope",
    notFound: "/definitely/missing",
  };
  const responses: Record<string, Record<string, string>> = {};
  for (const [kind, path] of Object.entries(kinds)) {
    const headers = (await request.get(path)).headers();
    responses[kind] = headers;
    for (const [name, value] of Object.entries(staticSecurityHeaders)) {
      expect(headers[name.toLowerCase()], `${kind}: ${name}`).toBe(value);
    }
    expect(headers["content-security-policy"], kind).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], kind).not.toContain("unsafe-eval");
  }
  // Pages allow their inline scripts by hash (static) or nonce (Worker-rendered), never inline.
  expect(responses.page!["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(responses.page!["content-security-policy"]).not.toContain("'unsafe-inline' ;");
  expect(responses.notFound!["content-security-policy"]).toMatch(/'nonce-/);
  expect(responses.api!["content-security-policy"]).toBe(resourcePolicy);
});
