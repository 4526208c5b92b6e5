/** Lead delivery to the sales webhook: signed, idempotent (its retries are the ledger's). */
import { hex } from "../../lib/sha256";
import type { OutboundConfig } from "../config";
import { postJson } from "./post-json";
import { type DeliveryResult, notConfigured } from "./result";

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message));
  return hex(mac);
}

/** `X-Clarity-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export async function signature(secret: string, timestamp: number, body: string): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

/** The lead to the sales webhook: idempotency key, and a signature when a secret is set. */
export async function deliver(
  config: OutboundConfig,
  idempotencyKey: string,
  body: string,
  now: number,
): Promise<DeliveryResult> {
  if (!config.webhook) return notConfigured("LEAD_WEBHOOK_URL");
  const { url, secret } = config.webhook;
  const headers: Record<string, string> = {
    "idempotency-key": idempotencyKey,
    "user-agent": "Clarity-Lead-Webhook/1",
  };
  if (secret)
    headers["x-clarity-signature"] = await signature(secret, Math.floor(now / 1000), body);
  return postJson(url, body, headers, now);
}
