import type { Bindings } from "../lib/app-env";

/**
 * The link in a prospect's confirmation email: it names the lead and is signed (HMAC-SHA256 with a
 * key of its own purpose, derived from VISITOR_COOKIE_SECRET), so only the email's recipient can
 * mark that lead's address confirmed. It grants nothing else.
 */
const LOCAL_ONLY_SECRET = "clarity-local-development-secret";
const encoder = new TextEncoder();

async function key(env: Bindings): Promise<CryptoKey> {
  const secret = env.VISITOR_COOKIE_SECRET || LOCAL_ONLY_SECRET;
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(`lead-confirm:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

export async function confirmSignature(env: Bindings, leadId: string): Promise<string> {
  return hex(await crypto.subtle.sign("HMAC", await key(env), encoder.encode(leadId)));
}

export async function confirmLink(env: Bindings, origin: string, leadId: string): Promise<string> {
  const sig = await confirmSignature(env, leadId);
  return `${origin.replace(/\/$/, "")}/api/leads/confirm?lead=${leadId}&sig=${sig}`;
}

/** Constant-time check of a presented signature. */
export async function confirmValid(env: Bindings, leadId: string, sig: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(sig)) return false;
  const bytes = new Uint8Array(sig.match(/../g)!.map((h) => Number.parseInt(h, 16)));
  return crypto.subtle.verify("HMAC", await key(env), bytes, encoder.encode(leadId));
}
