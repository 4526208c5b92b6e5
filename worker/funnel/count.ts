import type { Context } from "hono";
import { isbot } from "isbot";
import { sourceOf, TOUCH_HEADER, type Touch, touchFromHeader } from "../contracts/attribution";
import type { DeviceClass, FunnelCount, FunnelStep } from "../contracts/funnel";
import { funnelStub } from "../durable-objects/stubs";
import type { AppEnv, Bindings } from "../lib/app-env";
import { clientAddress } from "../lib/limits";
import { purposeKey } from "../lib/purpose-key";
import { hex } from "../lib/sha256";
import { utcDay } from "../lib/utc-day";
import { LOCAL_ONLY_SECRET } from "../lib/visitor-cookie";

/**
 * Counting a step costs the request almost nothing (docs/decisions/026): the step is added to a
 * sum kept by this isolate, and one send to the Funnel object, `FLUSH_DELAY_MS` later, carries
 * every count made meanwhile — under `waitUntil`, after the response has gone.
 */
export const FLUSH_DELAY_MS = 250;

let pending = new Map<string, FunnelCount>();
let flushing: Promise<void> | null = null;

/** A person's browser, not a crawler, a script or a headless browser (`isbot`'s list). */
export const countableAgent = (userAgent: string | undefined): userAgent is string =>
  Boolean(userAgent) && !isbot(userAgent);

/** Phone or desktop (tablets count as desktop), from the client hint where sent, else the UA. */
export function deviceOf(userAgent: string, mobileHint?: string): DeviceClass {
  if (mobileHint === "?1") return "phone";
  if (mobileHint === "?0") return "desktop";
  return /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone|BlackBerry/i.test(userAgent)
    ? "phone"
    : "desktop";
}

/** The touch a request carries in its header, if any (see contracts/attribution.ts). */
export const requestTouch = (c: Context<AppEnv>): Touch | null =>
  touchFromHeader(c.req.header(TOUCH_HEADER));

const refKeys = new Map<string, Promise<CryptoKey>>();

/**
 * The client address as the Funnel object sees it, for its per-address cap: an HMAC of the
 * address and the day under a key of its own, so it can be neither read back nor linked across
 * days.
 */
async function addressRefOf(env: Bindings, address: string, day: string): Promise<string> {
  const secret = env.VISITOR_COOKIE_SECRET || LOCAL_ONLY_SECRET;
  let key = refKeys.get(secret);
  if (!key) {
    key = purposeKey(secret, "funnel-address");
    refKeys.set(secret, key);
  }
  const mac = await crypto.subtle.sign(
    "HMAC",
    await key,
    new TextEncoder().encode(`${day}\n${address}`),
  );
  return hex(new Uint8Array(mac, 0, 16));
}

function flushSoon(env: Bindings): Promise<void> {
  flushing ??= new Promise((resolve) => setTimeout(resolve, FLUSH_DELAY_MS)).then(async () => {
    const batch = [...pending.values()];
    pending = new Map();
    flushing = null;
    try {
      await funnelStub(env).add(batch);
    } catch (error) {
      console.error(
        `funnel: ${batch.length} counts not added:`,
        error instanceof Error ? error.message : error,
      );
    }
  });
  return flushing;
}

/**
 * Counts `steps` once each for this request's source (from `touch`, else its header), device
 * class and client address (hashed: the Funnel object caps what one address adds), today (UTC).
 * Requests from bots count nothing.
 */
export function countSteps(
  c: Context<AppEnv>,
  steps: readonly FunnelStep[],
  touch?: Touch | null,
  now = Date.now(),
): void {
  if (steps.length === 0) return;
  const userAgent = c.req.header("user-agent");
  if (!countableAgent(userAgent)) return;
  const day = utcDay(now);
  const source = sourceOf(touch === undefined ? requestTouch(c) : touch);
  const device = deviceOf(userAgent, c.req.header("sec-ch-ua-mobile"));
  const env = c.env;
  c.executionCtx.waitUntil(
    addressRefOf(env, clientAddress(c), day).then((ref) => {
      for (const step of steps) {
        const key = `${day}\n${step}\n${device}\n${source}\n${ref}`;
        const count = pending.get(key);
        if (count) count.n += 1;
        else pending.set(key, { day, step, source, device, n: 1, ref });
      }
      return flushSoon(env);
    }),
  );
}

/**
 * Counts a call booked (Cal.com's webhook, no browser of the visitor's): under the funnel and the
 * source of the prospect's newest lead, today, as desktop (the booking says nothing of a device),
 * not capped per address (the call is signed by Cal.com).
 */
export function countBooking(
  env: Bindings,
  waitUntil: (promise: Promise<unknown>) => void,
  step: FunnelStep,
  source: string,
  now = Date.now(),
): void {
  const day = utcDay(now);
  const key = `${day}\n${step}\ndesktop\n${source}\n`;
  const count = pending.get(key);
  if (count) count.n += 1;
  else pending.set(key, { day, step, source, device: "desktop", n: 1 });
  waitUntil(flushSoon(env));
}
