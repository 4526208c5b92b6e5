import { purposeKey } from "../../lib/purpose-key";
import { hex } from "../../lib/sha256";

/**
 * The link in a visitor's confirmation email: it names the lead and is signed with a key of its
 * own purpose (`worker/lib/purpose-key.ts`), so only the email's recipient can mark that lead's
 * address confirmed. It grants nothing else. The route checks it with the secret the visitor cookie
 * uses (`cookieSecret`), which refuses outside localhost when none is configured.
 */
const KEY_LABEL = "clarity lead-confirm link v1";
const encoder = new TextEncoder();

export async function confirmLink(secret: string, origin: string, leadId: string): Promise<string> {
  const key = await purposeKey(secret, KEY_LABEL);
  const sig = hex(await crypto.subtle.sign("HMAC", key, encoder.encode(leadId)));
  return `${origin.replace(/\/$/, "")}/api/leads/confirm?lead=${leadId}&sig=${sig}`;
}

/** Constant-time check of a presented signature. */
export async function confirmValid(secret: string, leadId: string, sig: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(sig)) return false;
  const bytes = new Uint8Array(sig.match(/../g)!.map((h) => Number.parseInt(h, 16)));
  return crypto.subtle.verify(
    "HMAC",
    await purposeKey(secret, KEY_LABEL),
    bytes,
    encoder.encode(leadId),
  );
}
