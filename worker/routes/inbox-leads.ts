import { type Context, Hono } from "hono";
import type { InboxFilters } from "../contracts/inbox-schemas";
import { ledgerStub } from "../durable-objects/stubs";
import { salesOnly } from "../inbox/inbox-actor";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { filters, leadId, noLead } from "./inbox-common";

/** "mine": the person asking. */
const withMe = (f: InboxFilters, me: string): InboxFilters =>
  f.assignee === "me" ? { ...f, assignee: me } : f;

/** A CSV download, named for what it holds and the day. */
const csv = (c: Context<AppEnv>, body: ReadableStream<Uint8Array>, what: string) => {
  const day = new Date().toISOString().slice(0, 10);
  return c.body(body, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="clarity-${what}-${day}.csv"`,
    "cache-control": "no-store",
  });
};

/**
 * What the inbox reads (docs/decisions/012, 025):
 *   GET /api/inbox/prospects           one row per prospect, filtered, sorted, paged; speed to lead
 *   GET /api/inbox/prospects.csv       the same prospects as CSV, one row each
 *   GET /api/inbox/leads[.csv]         the leads, newest first (JSON or CSV)
 *   GET /api/inbox/leads/:id           one lead: contact, answers, conversations, deliveries
 *   GET /api/inbox/leads/:id/card      its prospect: every lead, notes, history
 */
export const inboxLeads = new Hono<AppEnv>()
  .get("/prospects", salesOnly, filters, async (c) =>
    c.json(await ledgerStub(c.env).prospects(withMe(c.req.valid("query"), c.var.actor.name))),
  )
  .all("/prospects", allowOnly("GET"))
  .get("/prospects.csv", salesOnly, filters, async (c) => {
    const filtered = withMe(c.req.valid("query"), c.var.actor.name);
    return csv(c, await ledgerStub(c.env).prospectsCsv(filtered), "prospects");
  })
  .all("/prospects.csv", allowOnly("GET"))
  .get("/leads", salesOnly, filters, async (c) =>
    c.json(await ledgerStub(c.env).list(withMe(c.req.valid("query"), c.var.actor.name))),
  )
  .all("/leads", allowOnly("GET"))
  .get("/leads.csv", salesOnly, filters, async (c) => {
    const body = await ledgerStub(c.env).csv(withMe(c.req.valid("query"), c.var.actor.name));
    return csv(c, body, "leads");
  })
  .all("/leads.csv", allowOnly("GET"))
  .get("/leads/:id/card", salesOnly, async (c) => {
    const card = await ledgerStub(c.env).card(leadId(c.req.param("id")));
    if (!card) throw noLead();
    return c.json(card);
  })
  .all("/leads/:id/card", allowOnly("GET"))
  .get("/leads/:id", salesOnly, async (c) => {
    const lead = await ledgerStub(c.env).get(leadId(c.req.param("id")));
    if (!lead) throw noLead();
    return c.json(lead);
  });
