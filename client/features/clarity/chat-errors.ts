import { retryAfterMs } from "#contracts/backoff";
import type { ApiErrorBody } from "#contracts/error";

/** The Worker answered 429: carries its Retry-After so the toast can say when to try again. */
export class ChatRateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Rate limited; retry after ${retryAfterSeconds} s`);
    this.name = "ChatRateLimited";
  }
}

/**
 * The Worker refused the message itself (a 4xx other than 429: too long, the conversation full).
 * Sending it again would be refused again, so it is not offered as "Try again".
 */
export class ChatRefused extends Error {
  constructor(
    readonly status: number,
    /** The server's reason, written for the visitor. */
    readonly reason: string,
  ) {
    super(`Refused (${status}): ${reason}`);
    this.name = "ChatRefused";
  }
}

/** Retry-After as whole seconds (delta-seconds or an HTTP date); 60 when missing or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const ms = retryAfterMs(header, now);
  return ms === null ? 60 : Math.ceil(ms / 1000);
}

/** "Please try again in 42 seconds." / "… in 2 minutes." */
export function retryText(seconds: number): string {
  if (seconds <= 1) return "Please try again in a moment.";
  if (seconds < 90) return `Please try again in ${seconds} seconds.`;
  return `Please try again in ${Math.round(seconds / 60)} minutes.`;
}

/** The `message` of an `/api` error body, or null when the text is not one. */
export function errorMessageOf(body: string): string | null {
  try {
    const message = (JSON.parse(body) as Partial<ApiErrorBody> | null)?.error?.message;
    return typeof message === "string" && message.trim() ? message : null;
  } catch {
    return null;
  }
}

/**
 * fetch for the chat transport. A 429 becomes ChatRateLimited (the wait is in a header, and
 * useChat's error keeps only the body text); another 4xx with a reason becomes ChatRefused.
 */
export const chatFetch: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  if (res.status === 429) {
    await res.body?.cancel();
    throw new ChatRateLimited(retryAfterSeconds(res.headers.get("retry-after")));
  }
  if (res.status >= 400 && res.status < 500) {
    const reason = errorMessageOf(await res.text());
    throw reason ? new ChatRefused(res.status, reason) : new Error(`HTTP ${res.status}`);
  }
  return res;
};

const generic = "Failed to send message. Please try again.";

/** One id for every chat error toast: a new failure replaces the last instead of piling up. */
export const CHAT_ERROR_TOAST = "clarity-chat-error";

/**
 * The toast for a failed chat request: offline, too many messages, the server's refusal, or Error.
 */
export function failureToast(
  error: unknown,
  online = typeof navigator === "undefined" || navigator.onLine,
): { title: string; description: string } {
  if (!online)
    return {
      title: "You're offline",
      description: "Your message is kept. Press Try again once you're back online.",
    };
  if (error instanceof ChatRateLimited) {
    return { title: "Too many messages", description: retryText(error.retryAfterSeconds) };
  }
  if (error instanceof ChatRefused) return { title: "Message not sent", description: error.reason };
  return { title: "Error", description: generic };
}
