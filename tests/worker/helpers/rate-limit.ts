import { expect } from "vitest";

const minute = () => Math.floor(Date.now() / 60_000);

/**
 * Sends requests until the limiter answers 429 and checks how many got through. The Workers
 * rate limiter counts per wall-clock minute, so a run that crosses into the next minute may see
 * up to one more minute's worth; within one minute exactly `limit` requests pass.
 */
export async function expectLimitedAfter(
  limit: number,
  send: () => Promise<Response>,
): Promise<Response> {
  const started = minute();
  for (let allowed = 0; allowed <= 2 * limit; allowed++) {
    const res = await send();
    if (res.status === 429) {
      if (minute() === started) expect(allowed).toBe(limit);
      else expect(allowed).toBeGreaterThanOrEqual(limit);
      return res;
    }
    expect(res.status).toBe(200);
    await res.text();
  }
  throw new Error(`still not limited after ${2 * limit + 1} requests`);
}
