/**
 * The site's security headers, shared by the Worker (dynamic responses) and the post-build step
 * that writes `_headers` for static files. Dependency-free so a Node script can import it.
 */

/** Builds the Content-Security-Policy; `scriptSources` carries the nonce or the inline hashes. */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // Inline style attributes (React `style`, toasts) are allowed; inline scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Policy for responses that are never rendered as a document (JSON, JS, images, text). */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'";

/** Every header except the CSP, identical on every response. */
export const staticSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
};
