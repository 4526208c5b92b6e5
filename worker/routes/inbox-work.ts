import { Hono } from "hono";
import {
  activityBody,
  assignBody,
  handledBody,
  nextStepBody,
  noteBody,
  statusBody,
} from "../contracts/inbox-schemas";
import { ledgerStub } from "../durable-objects/stubs";
import { salesOnly } from "../inbox/inbox-actor";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { jsonOnly, validJson } from "../lib/json-body";
import { leadId, noLead } from "./inbox-common";

const body = <T extends Parameters<typeof validJson>[0]>(schema: T, maxBytes = 2048) =>
  [jsonOnly("inbox", maxBytes), validJson(schema, "inbox")] as const;

/**
 * Sales' work on a lead's prospect (docs/decisions/025), each recorded in its history with the
 * person who did it:
 *   POST   /api/inbox/leads/:id/status          { status, reason? } (lost needs a reason)
 *   POST   /api/inbox/leads/:id/assign          { assignee: name | null }
 *   POST   /api/inbox/leads/:id/notes           { text }; PATCH …/notes/:noteId (its author only)
 *   POST   /api/inbox/leads/:id/next-step       { kind: call | email | meeting, dueAt }; DELETE clears
 *   POST   /api/inbox/leads/:id/activities      { kind: call | email, outcome, note? } logged
 *   POST   /api/inbox/leads/:id/retry           the deliveries again
 *   POST   /api/inbox/leads/:id/spam            delete the visitor's leads; they make no new ones
 *   DELETE /api/inbox/leads/:id                 delete the lead everywhere
 *   POST   /api/inbox/leads/:id/handled         { handled } as older scripts send it
 */
export const inboxWork = new Hono<AppEnv>()
  .post("/leads/:id/status", salesOnly, ...body(statusBody), async (c) => {
    const { status, reason } = c.req.valid("json");
    const id = leadId(c.req.param("id"));
    const prospect = await ledgerStub(c.env).setStatus(id, c.var.actor, status, reason ?? null);
    if (!prospect) throw noLead();
    return c.json({ prospect });
  })
  .all("/leads/:id/status", allowOnly("POST"))
  .post("/leads/:id/assign", salesOnly, ...body(assignBody), async (c) => {
    const id = leadId(c.req.param("id"));
    const prospect = await ledgerStub(c.env).assign(id, c.var.actor, c.req.valid("json").assignee);
    if (prospect === "unknown_person")
      throw new ApiError("bad_request:inbox", "No one of that name has signed in to the inbox.", {
        field: "assignee",
      });
    if (!prospect) throw noLead();
    return c.json({ prospect });
  })
  .all("/leads/:id/assign", allowOnly("POST"))
  .post("/leads/:id/notes", salesOnly, ...body(noteBody, 24 * 1024), async (c) => {
    const id = leadId(c.req.param("id"));
    const note = await ledgerStub(c.env).addNote(id, c.var.actor, c.req.valid("json").text);
    if (!note) throw noLead();
    return c.json({ note }, 201);
  })
  .all("/leads/:id/notes", allowOnly("POST"))
  .patch("/leads/:id/notes/:noteId", salesOnly, ...body(noteBody, 24 * 1024), async (c) => {
    const id = leadId(c.req.param("id"));
    const noteId = Number(c.req.param("noteId"));
    const note = Number.isSafeInteger(noteId)
      ? await ledgerStub(c.env).editNote(id, noteId, c.var.actor, c.req.valid("json").text)
      : "not_found";
    if (note === "not_found") throw new ApiError("not_found", "No such note on this lead.");
    if (note === "not_author")
      throw new ApiError("forbidden:inbox", "Only the note's author can change it.");
    return c.json({ note });
  })
  .all("/leads/:id/notes/:noteId", allowOnly("PATCH"))
  .post("/leads/:id/next-step", salesOnly, ...body(nextStepBody), async (c) => {
    const { kind, dueAt } = c.req.valid("json");
    const step = { kind, dueAt: Date.parse(dueAt) };
    const prospect = await ledgerStub(c.env).nextStep(leadId(c.req.param("id")), c.var.actor, step);
    if (!prospect) throw noLead();
    return c.json({ prospect });
  })
  .delete("/leads/:id/next-step", salesOnly, async (c) => {
    const prospect = await ledgerStub(c.env).nextStep(leadId(c.req.param("id")), c.var.actor, null);
    if (!prospect) throw noLead();
    return c.json({ prospect });
  })
  .all("/leads/:id/next-step", allowOnly("POST", "DELETE"))
  .post("/leads/:id/activities", salesOnly, ...body(activityBody, 24 * 1024), async (c) => {
    const { kind, outcome, note } = c.req.valid("json");
    const activity = { kind, outcome, note: note || null };
    const id = leadId(c.req.param("id"));
    const prospect = await ledgerStub(c.env).logActivity(id, c.var.actor, activity);
    if (!prospect) throw noLead();
    return c.json({ prospect }, 201);
  })
  .all("/leads/:id/activities", allowOnly("POST"))
  .post("/leads/:id/retry", salesOnly, async (c) => {
    const result = await ledgerStub(c.env).retry(leadId(c.req.param("id")), c.var.actor);
    if ("lead" in result) return c.json({ lead: result.lead });
    if (result.error === "not_found") throw noLead();
    throw new ApiError(
      "conflict:inbox",
      result.error === "no_webhook"
        ? "No webhook or alert channel is configured (LEAD_WEBHOOK_URL, SALES_ALERT_EMAILS, SLACK_WEBHOOK_URL, TEAMS_WEBHOOK_URL), so there is nothing to deliver."
        : "This lead's latest delivery has already arrived.",
    );
  })
  .all("/leads/:id/retry", allowOnly("POST"))
  .post("/leads/:id/spam", salesOnly, async (c) => {
    if (!(await ledgerStub(c.env).remove(leadId(c.req.param("id")), c.var.actor, true)))
      throw noLead();
    return c.body(null, 204);
  })
  .all("/leads/:id/spam", allowOnly("POST"))
  .delete("/leads/:id", salesOnly, async (c) => {
    if (!(await ledgerStub(c.env).remove(leadId(c.req.param("id")), c.var.actor))) throw noLead();
    return c.body(null, 204);
  })
  .all("/leads/:id", allowOnly("GET", "DELETE"))
  .post("/leads/:id/handled", salesOnly, ...body(handledBody, 1024), async (c) => {
    const id = leadId(c.req.param("id"));
    const status = c.req.valid("json").handled ? "contacted" : "new";
    if (!(await ledgerStub(c.env).setStatus(id, c.var.actor, status, null))) throw noLead();
    const lead = await ledgerStub(c.env).get(id);
    if (!lead) throw noLead();
    const { values: _v, conversations: _c, roadmap: _r, attempts: _a, ...summary } = lead;
    return c.json({ lead: summary });
  })
  .all("/leads/:id/handled", allowOnly("POST"));
