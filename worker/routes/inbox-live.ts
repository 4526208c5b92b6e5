import type { Context } from "hono";
import { Hono } from "hono";
import { ledgerStub } from "../durable-objects/stubs";
import { findSignIn } from "../inbox/inbox-actor";
import { LIVE_GRANT_HEADER, type LiveGrant, MAX_SOCKETS_PER_PERSON } from "../ledger/live";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";

/**
 * Whether the page opening the socket is the site's own: its Origin is the request's (or
 * SITE_ORIGIN's, where a proxy in front changes the request's). A browser always sends Origin
 * with a WebSocket handshake, so without one the client is a script holding its own credentials,
 * not another site's page riding the person's cookie: it may open one.
 */
function fromOwnSite(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  if (origin === undefined) return true;
  const configured = c.env.SITE_ORIGIN;
  const own = [new URL(c.req.url).origin];
  if (configured && URL.canParse(configured)) own.push(new URL(configured).origin);
  return own.includes(origin);
}

/**
 * GET /api/inbox/live: the inbox's WebSocket (ledger/live.ts, docs/decisions/021). Only from the
 * site's own pages (403), for a signed-in person (401/403), at most `MAX_SOCKETS_PER_PERSON` at
 * once (429); the socket keeps the sign-in's session and end, so signing out or an expired Access
 * JWT closes it. 426 without an upgrade.
 */
export const inboxLive = new Hono<AppEnv>()
  .get("/live", async (c) => {
    if (!fromOwnSite(c))
      throw new ApiError("forbidden:inbox", "The live inbox opens only from this site's pages.");
    const signIn = await findSignIn(c);
    if (signIn instanceof ApiError) throw signIn;
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket")
      throw new ApiError("upgrade_required", "Open this endpoint as a WebSocket.", {
        headers: { Upgrade: "websocket" },
      });
    const grant: LiveGrant = {
      person: `${signIn.actor.via}:${signIn.actor.name}`,
      session: signIn.session,
      until: signIn.until,
    };
    const res = await ledgerStub(c.env).fetch(
      new Request(c.req.url, {
        headers: { upgrade: "websocket", [LIVE_GRANT_HEADER]: JSON.stringify(grant) },
      }),
    );
    if (res.status === 429)
      throw new ApiError(
        "rate_limit:inbox",
        `The inbox is open live in ${MAX_SOCKETS_PER_PERSON} places already: close one of them.`,
      );
    // A response of our own: the ledger's headers are immutable, and the middleware adds some.
    return new Response(null, { status: res.status, webSocket: res.webSocket });
  })
  .all("/live", allowOnly("GET"));
