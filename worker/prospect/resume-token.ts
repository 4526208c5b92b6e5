import { RESUME_PURPOSE } from "../contracts/resume-link";
import { purposeKey } from "../lib/purpose-key";

/**
 * The token of an emailed link to finish the contact form (docs/decisions/023):
 * `<payload>.<signature>`, both base64url. The payload says whose draft (the visitor id), what
 * for (`resume-draft`, the only purpose it grants), until when, and a random nonce the visitor's
 * object keeps while the link is alive. The signature is HMAC-SHA256 under a key derived (HKDF)
 * from the visitor cookie's secret with a label of its own, so no other signed value of the site
 * can pass for a link, nor a link for anything else.
 */
export interface ResumeGrant {
  visitorId: string;
  nonce: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export type ResumeTokenCheck =
  | { ok: true; grant: ResumeGrant }
  | { ok: false; reason: "invalid" | "expired" };

const KEY_LABEL = "clarity resume-draft link v1";
const encoder = new TextEncoder();

const toBase64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

const signingKey = (secret: string) => purposeKey(secret, KEY_LABEL);

/** A token of any claims under the link's key (tests sign other purposes with it). */
export async function signClaims(secret: string, claims: object): Promise<string> {
  const payload = toBase64url(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign(
    "HMAC",
    await signingKey(secret),
    encoder.encode(payload),
  );
  return `${payload}.${toBase64url(new Uint8Array(signature))}`;
}

/** The link's token for `grant`. */
export const signResumeToken = (secret: string, grant: ResumeGrant): Promise<string> =>
  signClaims(secret, { p: RESUME_PURPOSE, v: grant.visitorId, e: grant.expiresAt, n: grant.nonce });

/**
 * What a token grants, if the site signed it for this purpose: the signature is checked first
 * (in constant time), so a forged token learns nothing, not even whether it would have expired.
 */
export async function readResumeToken(
  secret: string,
  token: string,
  now: number,
): Promise<ResumeTokenCheck> {
  const invalid = { ok: false, reason: "invalid" } as const;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return invalid;
  const mac = fromBase64url(signature);
  if (mac?.length !== 32) return invalid;
  const genuine = await crypto.subtle.verify(
    "HMAC",
    await signingKey(secret),
    mac,
    encoder.encode(payload),
  );
  if (!genuine) return invalid;
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload) ?? new Uint8Array()));
  } catch {
    return invalid;
  }
  const { p, v, e, n } = (claims ?? {}) as Record<string, unknown>;
  if (
    p !== RESUME_PURPOSE ||
    typeof v !== "string" ||
    !/^[0-9a-f-]{36}$/.test(v) ||
    typeof e !== "number" ||
    typeof n !== "string" ||
    !/^[A-Za-z0-9_-]{16,64}$/.test(n)
  )
    return invalid;
  if (e <= now) return { ok: false, reason: "expired" };
  return { ok: true, grant: { visitorId: v, nonce: n, expiresAt: e } };
}
