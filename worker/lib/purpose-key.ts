/**
 * An HMAC key for one purpose, derived (HKDF-SHA256) from the site's secret with the purpose's
 * own label: a value signed for one purpose (an emailed resume link, a confirmation link) can
 * never pass for another, nor for the visitor cookie signed with the secret itself.
 */
const encoder = new TextEncoder();

export async function purposeKey(secret: string, label: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, [
    "deriveKey",
  ]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode(label) },
    base,
    { name: "HMAC", hash: "SHA-256", length: 256 },
    false,
    ["sign", "verify"],
  );
}
