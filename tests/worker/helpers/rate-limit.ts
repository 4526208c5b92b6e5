import { expect } from "vitest";

/** The limiter's window: the Workers rate limiter counts per wall-clock minute. */
export const minute = () => Math.floor(Date.now() / 60_000);

interface Before {
  /** Requests already sent on the same key (they count against the limit). */
  sent: number;
  /** The minute the first of them was sent in (from `minute()` before sending it). */
  since: number;
}

/**
 * Sends requests until the limiter answers 429 and checks how many got through, counting the
 * requests already sent on the same key. Within one wall-clock minute exactly `limit` pass; a
 * run that spans N minute boundaries (a slow, loaded machine) may pass up to `limit` per minute
 * it touched, so the bound grows with the minutes actually spanned rather than being fixed.
 */
export async function expectLimitedAfter(
  limit: number,
  send: () => Promise<Response>,
  before: Before = { sent: 0, since: minute() },
): Promise<Response> {
  let passed = before.sent;
  for (;;) {
    const res = await send();
    const windows = minute() - before.since + 1;
    if (res.status === 429) {
      if (windows === 1) expect(passed).toBe(limit);
      else expect(passed).toBeGreaterThanOrEqual(limit);
      return res;
    }
    expect(res.status).toBe(200);
    await res.text();
    passed++;
    if (passed > limit * windows) {
      throw new Error(`${passed} requests passed in ${windows} minute(s) at ${limit} a minute`);
    }
  }
}
