import { retryAfterMs } from "../../contracts/backoff";
import type { DeliveryResult } from "./result";

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
      retryAfterMs: retryAfterMs(res.headers.get("retry-after"), now) ?? undefined,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, status: null, error: message, retryable: true };
  }
}
