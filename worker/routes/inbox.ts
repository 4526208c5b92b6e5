import { Hono } from "hono";
import type { InboxSession } from "../contracts/inbox-people";
import { inboxSignIn } from "../contracts/inbox-schemas";
import { ledgerStub } from "../durable-objects/stubs";
import { accessSetting } from "../inbox/access-jwt";
import { salesEnabled, salesOnly } from "../inbox/inbox-actor";
import { endSession, limitSignIn, startSession, tokenMatches } from "../inbox/sales-auth";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { jsonOnly, validJson } from "../lib/json-body";
import { inboxLeads } from "./inbox-leads";
import { inboxLive } from "./inbox-live";
import { inboxWork } from "./inbox-work";

/**
 * The sales inbox API (404 unless SALES_TOKEN or Access is set; people: inbox/inbox-actor.ts):
 *   POST/GET/DELETE /api/inbox/session      sign in with the token and a name; who; sign out
 *   the lists, a lead and its prospect's card: inbox-leads.ts; sales' work on it: inbox-work.ts
 *   GET  /api/inbox/live                    WebSocket: `{ type: "lead", leadId, change,
 *                                           prospectId }` on every change (inbox-live.ts,
 *                                           ledger/live.ts); only from the site's own pages
 */
export const inbox = new Hono<AppEnv>()
  .use(salesEnabled)
  .post("/session", jsonOnly("inbox", 4096), validJson(inboxSignIn, "inbox"), async (c) => {
    const token = c.env.SALES_TOKEN;
    if (accessSetting(c.env) !== null || !token)
      throw new ApiError("conflict:inbox", "This inbox signs people in with Cloudflare Access.");
    await limitSignIn(c, c.env.SIGNIN_LIMITER);
    const { token: presented, name } = c.req.valid("json");
    if (!(await tokenMatches(presented, token)))
      throw new ApiError("unauthorized:inbox", "That token is not right.");
    await startSession(c, token, name);
    return c.body(null, 204);
  })
  .delete("/session", async (c) => {
    await endSession(c);
    return c.body(null, 204);
  })
  .get("/session", salesOnly, async (c) => {
    const actor = c.var.actor;
    const people = await ledgerStub(c.env).seen(actor);
    return c.json({ signedIn: true, actor, people } satisfies InboxSession);
  })
  .all("/session", allowOnly("GET", "POST", "DELETE"))
  .route("/", inboxLeads)
  .route("/", inboxWork)
  .route("/", inboxLive);
