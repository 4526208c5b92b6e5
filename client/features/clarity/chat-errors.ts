/** The Worker answered 429: carries its Retry-After so the toast can say when to try again. */
export class ChatRateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Rate limited; retry after ${retryAfterSeconds} s`);
    this.name = "ChatRateLimited";
  }
}

/** Retry-After as whole seconds (delta-seconds or an HTTP date); 60 when missing or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return 60;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? 60 : Math.max(1, Math.ceil((date - now) / 1000));
}

/** "Please try again in 42 seconds." / "… in 2 minutes." */
export function retryText(seconds: number): string {
  if (seconds <= 1) return "Please try again in a moment.";
  if (seconds < 90) return `Please try again in ${seconds} seconds.`;
  return `Please try again in ${Math.round(seconds / 60)} minutes.`;
}

/**
 * fetch for the chat transport: a 429 becomes a ChatRateLimited error (useChat's error only keeps
 * the body text, and the wait is in the header).
 */
export const chatFetch: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  if (res.status === 429) {
    await res.body?.cancel();
    throw new ChatRateLimited(retryAfterSeconds(res.headers.get("retry-after")));
  }
  return res;
};

/** The toast for a failed chat request (spec §8), or for the rate limit. */
export function failureToast(error: unknown): { title: string; description: string } {
  if (error instanceof ChatRateLimited) {
    return { title: "Too many messages", description: retryText(error.retryAfterSeconds) };
  }
  return { title: "Error", description: "Failed to send message. Please try again." };
}
