import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { LEAD_ID_PATTERN, leadFilters } from "../contracts/inbox";
import type { InboxSession } from "../contracts/inbox-people";
import { inboxSignIn } from "../contracts/inbox-schemas";
import { z } from "../contracts/zod";
import { LEDGER_NAME } from "../durable-objects/leads";
import { accessSetting } from "../lib/access-jwt";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv, Bindings } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { salesEnabled, salesOnly } from "../lib/inbox-actor";
import { jsonOnly, validJson } from "../lib/json-body";
import { endSession, limitSignIn, startSession, tokenMatches } from "../lib/sales-auth";

const ledger = (env: Bindings) => env.LEADS.getByName(LEDGER_NAME);

const filters = zValidator("query", leadFilters, (result) => {
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ApiError("bad_request:inbox", issue?.message ?? "Invalid filters.", {
      field: issue?.path.join(".") || undefined,
    });
  }
});

/** The lead id from the path: a malformed one is a 404, like an unknown one. */
function leadId(id: string): string {
  if (!LEAD_ID_PATTERN.test(id)) throw new ApiError("not_found:lead", "No lead with that id.");
  return id;
}

const handledBody = z.object({ handled: z.boolean({ error: "handled must be true or false" }) });

/**
 * The sales inbox API (404 unless SALES_TOKEN or Access is set; people: lib/inbox-actor.ts):
 *   POST/GET/DELETE /api/inbox/session      sign in with the token and a name; who; sign out
 *   GET  /api/inbox/leads[.csv]             the leads, newest first, filtered (JSON or CSV)
 *   GET  /api/inbox/leads/:id               one lead: contact, answers, conversations, deliveries
 *   POST /api/inbox/leads/:id/retry|handled; DELETE /api/inbox/leads/:id
 *   GET  /api/inbox/live                    WebSocket: `{ type: "lead", leadId, change }` on every
 *                                           change (ledger/live.ts); 426 without an upgrade
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
    const people = await ledger(c.env).seen(actor);
    return c.json({ signedIn: true, actor, people } satisfies InboxSession);
  })
  .all("/session", allowOnly("GET", "POST", "DELETE"))
  .get("/leads", salesOnly, filters, async (c) =>
    c.json(await ledger(c.env).list(c.req.valid("query"))),
  )
  .all("/leads", allowOnly("GET"))
  .get("/leads.csv", salesOnly, filters, async (c) => {
    const body = await ledger(c.env).csv(c.req.valid("query"));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="clarity-leads-${day}.csv"`,
      "cache-control": "no-store",
    });
  })
  .all("/leads.csv", allowOnly("GET"))
  .get("/leads/:id", salesOnly, async (c) => {
    const lead = await ledger(c.env).get(leadId(c.req.param("id")));
    if (!lead) throw new ApiError("not_found:lead", "No lead with that id.");
    return c.json(lead);
  })
  .delete("/leads/:id", salesOnly, async (c) => {
    if (!(await ledger(c.env).remove(leadId(c.req.param("id")))))
      throw new ApiError("not_found:lead", "No lead with that id.");
    return c.body(null, 204);
  })
  .all("/leads/:id", allowOnly("GET", "DELETE"))
  .post("/leads/:id/retry", salesOnly, async (c) => {
    const result = await ledger(c.env).retry(leadId(c.req.param("id")));
    if ("lead" in result) return c.json({ lead: result.lead });
    if (result.error === "not_found") throw new ApiError("not_found:lead", "No lead with that id.");
    throw new ApiError(
      "conflict:inbox",
      result.error === "no_webhook"
        ? "No webhook or alert channel is configured (LEAD_WEBHOOK_URL, SALES_ALERT_EMAILS, SLACK_WEBHOOK_URL, TEAMS_WEBHOOK_URL), so there is nothing to deliver."
        : "This lead's latest delivery has already arrived.",
    );
  })
  .all("/leads/:id/retry", allowOnly("POST"))
  .post(
    "/leads/:id/handled",
    salesOnly,
    jsonOnly("inbox", 1024),
    validJson(handledBody, "inbox"),
    async (c) => {
      const id = leadId(c.req.param("id"));
      const lead = await ledger(c.env).setHandled(id, c.req.valid("json").handled);
      if (!lead) throw new ApiError("not_found:lead", "No lead with that id.");
      return c.json({ lead });
    },
  )
  .all("/leads/:id/handled", allowOnly("POST"))
  .get("/live", salesOnly, async (c) => {
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket")
      throw new ApiError("upgrade_required", "Open this endpoint as a WebSocket.", {
        headers: { Upgrade: "websocket" },
      });
    const res = await ledger(c.env).fetch(c.req.raw);
    // A response of our own: the ledger's headers are immutable, and the middleware adds some.
    return new Response(null, { status: res.status, webSocket: res.webSocket });
  })
  .all("/live", allowOnly("GET"));
