import { readFileSync } from "node:fs";

/** A rate limiter's figures from wrangler.toml: a real visitor types slower than this. */
function limiter(name: string): { limit: number; periodMs: number } {
  const toml = readFileSync("wrangler.toml", "utf8");
  const [, limit, period] =
    new RegExp(`name = "${name}"[^[]*?limit = (\\d+), period = (\\d+)`).exec(toml) ?? [];
  return { limit: Number(limit), periodMs: Number(period) * 1000 };
}

/**
 * Waits, when needed, so that this test sends no more requests in one of the limiter's windows
 * (aligned to the clock) than its limit (times `factor`, on a server started with
 * `rateLimitFactor`) allows, with a margin for a request sent just before a window ends and
 * counted just after.
 */
function keepUnder(name: string) {
  const { limit, periodMs } = limiter(name);
  return async (sent: readonly number[], factor = 1) => {
    const now = Date.now();
    const windowStart = now - (now % periodMs);
    const inWindow = sent.filter((t) => t >= windowStart - 1000).length;
    if (inWindow >= limit * factor - 1 || now - windowStart > periodMs - 1000)
      await new Promise((r) => setTimeout(r, windowStart + periodMs + 1000 - now));
  };
}

/** For the Clarity chat's per-visitor limit (CHAT_LIMITER). */
export const keepUnderChatLimit = keepUnder("CHAT_LIMITER");
/** For the CRM assistant's per-visitor limit (CRM_LIMITER). */
export const keepUnderCrmLimit = keepUnder("CRM_LIMITER");
