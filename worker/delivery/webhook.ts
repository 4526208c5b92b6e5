/** Lead delivery to the sales webhook: signed, idempotent, with a retry schedule. */

export const GIVE_UP_AFTER_MS = 72 * 60 * 60 * 1000;

/** Exponential backoff: base, 2×base, 4×base … capped at one hour. */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** `X-Clarity-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export async function signature(secret: string, timestamp: number, body: string): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

export interface DeliveryResult {
  ok: boolean;
  error?: string;
}

export async function deliver(
  url: string,
  secret: string | undefined,
  idempotencyKey: string,
  body: string,
  now: number,
): Promise<DeliveryResult> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "idempotency-key": idempotencyKey,
    "user-agent": "Clarity-Lead-Webhook/1",
  };
  if (secret)
    headers["x-clarity-signature"] = await signature(secret, Math.floor(now / 1000), body);
  try {
    const res = await fetch(url, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await res.body?.cancel();
    return res.ok ? { ok: true } : { ok: false, error: `HTTP ${res.status}` };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
