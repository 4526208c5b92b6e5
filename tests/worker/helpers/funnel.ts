import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { FunnelRange, FunnelStep, StepCounts } from "../../../worker/contracts/funnel";
import { FUNNEL_NAME } from "../../../worker/durable-objects/stubs";
import { api } from "./http";

/** A person's browsers and a crawler, as their user agents say. */
export const DESKTOP_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
export const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A campaign touch of its own per test (counts of one file share the one Funnel object). */
export const campaign = (source = `test-${crypto.randomUUID().slice(0, 8)}`) => ({
  landing: "/try",
  referrer: "www.linkedin.com",
  utm: { source, medium: "social", campaign: "spring" },
  via: null,
});

/** Headers of a browser call carrying `touch` (the way client/lib/touch.ts sends it). */
export const browser = (touch: unknown, userAgent = DESKTOP_UA, cookie?: string) => ({
  "user-agent": userAgent,
  "x-clarity-touch": encodeURIComponent(JSON.stringify(touch)),
  ...(cookie ? { cookie } : {}),
});

export const funnel = () => env.FUNNEL.getByName(FUNNEL_NAME);
export const report = (source: string, range: FunnelRange = 7) => funnel().report(range, source);

/** Waits for the Worker's batched counts to land, then returns the source's totals. */
export async function totalsOnceCounted(
  source: string,
  step: FunnelStep,
  n: number,
): Promise<StepCounts> {
  await expect.poll(async () => (await report(source)).totals[step] ?? 0).toBe(n);
  return (await report(source)).totals;
}

/** A view beacon as the page sends it (text/plain, same-origin). */
export const beacon = (page: string, touch: unknown, headers: Record<string, string> = {}) =>
  api("/api/funnel/view", {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "sec-fetch-site": "same-origin",
      "user-agent": DESKTOP_UA,
      ...headers,
    },
    body: JSON.stringify({ page, touch }),
  });
