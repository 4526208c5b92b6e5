import type { MiddlewareHandler } from "hono";
import { themeBootScript } from "../contracts/theme-boot";
import type { AppEnv } from "./app-env";
import { contentSecurityPolicy, resourcePolicy, staticSecurityHeaders } from "./security-policy";

/** A fresh nonce for each Worker-rendered document. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

let themeHash: Promise<string> | undefined;
/** The theme boot script is not rendered with the nonce, so it is allowed by its hash. */
function themeScriptHash(): Promise<string> {
  themeHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(themeBootScript))
    .then((d) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(d)))}'`);
  return themeHash;
}

/**
 * Security headers on every Worker response. Documents get a CSP with the nonce the renderer
 * used (`c.var.cspNonce`); everything else gets a deny-all policy. Static files get the same
 * headers from the generated `_headers` file.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = createNonce();
  c.set("cspNonce", nonce);
  await next();
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(staticSecurityHeaders)) headers.set(name, value);
  const isDocument = headers.get("content-type")?.startsWith("text/html");
  // Vite's dev server injects inline scripts of its own; the policy applies to real builds.
  if (import.meta.env?.DEV && isDocument) return;
  headers.set(
    "Content-Security-Policy",
    isDocument
      ? contentSecurityPolicy([`'nonce-${nonce}'`, await themeScriptHash()])
      : resourcePolicy,
  );
};
