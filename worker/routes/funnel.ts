import { Hono } from "hono";
import { parseTouch } from "../contracts/attribution";
import { FUNNEL_BEACON_MAX_BYTES, funnelBeacon, viewSteps } from "../contracts/funnel";
import { countSteps } from "../funnel/count";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { limit } from "../lib/limits";
import { readBodyCapped } from "../lib/read-body";

const badBeacon = () =>
  new ApiError("bad_request:funnel", 'Send {"page": "/" or "/try", "touch": {…}} as JSON text.');

/**
 * POST /api/funnel/view: a page with a funnel (/ and /try) was shown. The page's inline script
 * sends it with `navigator.sendBeacon` after the page is shown (docs/decisions/026): a text body
 * of JSON, the page and the tab's touch. It is counted for its day, source and device class,
 * unless a bot sent it; nothing else of it is kept. Only this site's pages may send it.
 */
export const funnel = new Hono<AppEnv>()
  .post("/view", limit("funnel"), async (c) => {
    // The browser says where the beacon came from (Sec-Fetch-Site, which a proxy in front of the
    // Worker keeps); a browser too old to say is judged by its Origin, which every browser sends
    // with a POST: a beacon with neither is a script's. A script can forge both, so what one
    // client address adds is capped where the counts are kept (worker/funnel/address-cap.ts).
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const foreign = site ? site !== "same-origin" : origin !== new URL(c.req.url).origin;
    if (foreign)
      throw new ApiError("forbidden:funnel", "Views are counted from this site's own pages only.");
    const body = await readBodyCapped(
      c.req.raw,
      FUNNEL_BEACON_MAX_BYTES,
      () =>
        new ApiError(
          "payload_too_large:funnel",
          `A view is at most ${FUNNEL_BEACON_MAX_BYTES} bytes.`,
        ),
    );
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(body));
    } catch {
      throw badBeacon();
    }
    const beacon = funnelBeacon.safeParse(json);
    if (!beacon.success) throw badBeacon();
    countSteps(c, [viewSteps[beacon.data.page]], parseTouch(beacon.data.touch));
    return c.body(null, 204);
  })
  .all("/view", allowOnly("POST"));
