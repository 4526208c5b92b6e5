/** Lead delivery to the sales webhook: signed, idempotent, with a retry schedule. */
import { backoffMs } from "../lib/backoff";

export const GIVE_UP_AFTER_MS = 72 * 60 * 60 * 1000;
const MAX_DELAY_MS = 60 * 60 * 1000;

/** After the `attempts`-th failure: base, 2×base, 4×base … capped at one hour. */
export const retryDelay = (attempts: number, baseMs: number) =>
  backoffMs(attempts, baseMs, MAX_DELAY_MS);

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
  /** The receiver's HTTP status; null when no response came (network error, timeout). */
  status: number | null;
  error?: string;
  /** Worth trying again later: a network error, 408, 429 or 5xx. */
  retryable: boolean;
  /** The receiver's Retry-After, in milliseconds (429 and 503). */
  retryAfterMs?: number;
}

/** A delivery whose channel has lost its setting since it was queued: kept, and retried. */
export const notConfigured = (setting: string): DeliveryResult => ({
  ok: false,
  status: null,
  error: `${setting} is not configured`,
  retryable: true,
});

/** Retry-After as milliseconds (delta-seconds or an HTTP date), capped at an hour. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_DELAY_MS) : undefined;
}

const EXCERPT_CHARS = 300;

async function excerpt(res: Response): Promise<string> {
  try {
    const text = (await res.text()).replace(/\s+/g, " ").trim();
    return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
  } catch {
    return "";
  }
}

/** POSTs JSON to a receiver (webhook, Slack, Teams): what came back, and whether to try again. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  now: number,
): Promise<DeliveryResult> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (res.ok) {
      await res.body?.cancel();
      return { ok: true, status: res.status, retryable: false };
    }
    const text = await excerpt(res);
    const retryable = res.status === 408 || res.status === 429 || res.status >= 500;
    return {
      ok: false,
      status: res.status,
      error: text ? `HTTP ${res.status}: ${text}` : `HTTP ${res.status}`,
      retryable,
      retryAfterMs: retryAfterMs(res.headers.get("retry-after"), now),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, status: null, error: message, retryable: true };
  }
}

/** The lead to the sales webhook: idempotency key, and a signature when a secret is set. */
export async function deliver(
  url: string,
  secret: string | undefined,
  idempotencyKey: string,
  body: string,
  now: number,
): Promise<DeliveryResult> {
  const headers: Record<string, string> = {
    "idempotency-key": idempotencyKey,
    "user-agent": "Clarity-Lead-Webhook/1",
  };
  if (secret)
    headers["x-clarity-signature"] = await signature(secret, Math.floor(now / 1000), body);
  return postJson(url, body, headers, now);
}
