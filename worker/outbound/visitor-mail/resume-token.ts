import { base64url, CompactSign, compactVerify } from "jose";
import { RESUME_PURPOSE } from "../../contracts/resume-link";
import { purposeKey } from "../../lib/purpose-key";

/**
 * The token of an emailed link to finish the contact form (docs/decisions/023, 030): a compact
 * JWS, HS256, of its claims — whose draft (the visitor id), what for (`resume-draft`, the only
 * purpose it grants), until when, and a random nonce the visitor's object keeps while the link is
 * alive — under a key derived (HKDF) from the visitor cookie's secret with a label of its own, so
 * no other signed value of the site can pass for a link, nor a link for anything else. The link
 * carries `<payload>.<signature>`: the JWS without its header, which is always `{"alg":"HS256"}`
 * and is put back to check it.
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

const HEADER = { alg: "HS256" };
const ENCODED_HEADER = base64url.encode(JSON.stringify(HEADER));
const KEY_LABEL = "clarity resume-draft link v2";
/** Links emailed before the JWS: their payload signed alone (HMAC-SHA256) under this label's key. */
const LEGACY_KEY_LABEL = "clarity resume-draft link v1";
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A token of any claims under the link's key (tests sign other purposes with it). */
export async function signClaims(secret: string, claims: object): Promise<string> {
  const jws = await new CompactSign(encoder.encode(JSON.stringify(claims)))
    .setProtectedHeader(HEADER)
    .sign(await purposeKey(secret, KEY_LABEL));
  return jws.slice(ENCODED_HEADER.length + 1);
}

/** The link's token for `grant`. */
export const signResumeToken = (secret: string, grant: ResumeGrant): Promise<string> =>
  signClaims(secret, { p: RESUME_PURPOSE, v: grant.visitorId, e: grant.expiresAt, n: grant.nonce });

/** The claims of a token the site signed, or null (the signature is checked before anything). */
async function signedClaims(secret: string, token: string): Promise<unknown> {
  const key = await purposeKey(secret, KEY_LABEL);
  try {
    const { payload } = await compactVerify(`${ENCODED_HEADER}.${token}`, key, {
      algorithms: ["HS256"],
    });
    return JSON.parse(decoder.decode(payload));
  } catch {
    return null;
  }
}

/**
 * The claims of a link emailed before the JWS, or null: such links expire within seven days of
 * being sent, and this reader goes once the last has (docs/decisions/030).
 */
async function legacyClaims(secret: string, token: string): Promise<unknown> {
  const [payload = "", signature = ""] = token.split(".");
  const key = await purposeKey(secret, LEGACY_KEY_LABEL);
  try {
    const mac = new Uint8Array(base64url.decode(signature));
    if (!(await crypto.subtle.verify("HMAC", key, mac, encoder.encode(payload)))) return null;
    return JSON.parse(decoder.decode(base64url.decode(payload)));
  } catch {
    return null;
  }
}

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
  const claims = (await signedClaims(secret, token)) ?? (await legacyClaims(secret, token));
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
