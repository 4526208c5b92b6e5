import { type Context, Hono } from "hono";
import {
  CONTACT_MAX_BODY_BYTES,
  type ContactDraft,
  type ContactField,
  contactSubmission,
  type DraftLoadResponse,
  type DraftResponse,
  draftReplace,
  emptyDraft,
  fieldUpdate,
  hasValues,
  type SubmitResponse,
} from "../contracts/contact";
import { visitorStub } from "../durable-objects/stubs";
import { countSteps, requestTouch } from "../funnel/count";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { jsonOnly, validJson } from "../lib/json-body";
import { addressRef, limit } from "../lib/limits";
import { readVisitorId, visitor } from "../lib/visitor-cookie";
import { outboundConfig } from "../outbound/config";
import { sitePromises } from "../outbound/site-promises";
import { submitLead } from "../visitor/submit-lead";
import { resumeLink } from "./resume-link";

const guard = jsonOnly("contact", CONTACT_MAX_BODY_BYTES);

/**
 * Stores the form (or one answer added to it) with the request's touch, and counts the funnel
 * steps it reached.
 */
async function saveDraft(
  c: Context<AppEnv>,
  change: ContactDraft | { field: ContactField; value: string },
) {
  const touch = requestTouch(c);
  const { draft, reached } = await visitorStub(c.env, c.var.visitorId).saveDraft(change, touch);
  countSteps(c, reached, touch);
  return c.json({ draft } satisfies DraftResponse);
}

/**
 * The conversational contact form, backed by the visitor's Durable Object:
 *   GET  /api/contact/draft    the form in progress and the last lead sent (restores a reload)
 *   PUT  /api/contact/draft    the form after a review edit
 *   POST /api/contact/fields   one value added, with the whole form (docs/decisions/006), or
 *                              alone when given before the browser had the saved form
 *   POST /api/contact/submit   the lead (worker/visitor/submit-lead.ts); repeat-safe
 *   POST /api/contact/resume-link, /resume   a link to finish on another device (resume-link.ts)
 */
export const contact = new Hono<AppEnv>()
  // A visitor without a cookie has nothing stored: answered from nothing, creating nothing.
  .get("/draft", async (c) => {
    const id = await readVisitorId(c);
    const restored = id
      ? await visitorStub(c.env, id).restore()
      : { draft: emptyDraft(), submitted: null };
    // A draft with answers, opened again: a reload, a later visit, or an emailed link.
    if (hasValues(restored.draft)) countSteps(c, ["try_resumed"]);
    const outbound = outboundConfig(c.env);
    return c.json({
      ...restored,
      promises: sitePromises(outbound),
      canEmailLink: outbound.mailer !== null,
    } satisfies DraftLoadResponse);
  })
  .route("/", resumeLink)
  .use(visitor)
  .put("/draft", limit("contact"), guard, validJson(draftReplace, "contact"), (c) =>
    saveDraft(c, c.req.valid("json").allInfo),
  )
  .all("/draft", allowOnly("GET", "PUT"))
  .post("/fields", limit("contact"), guard, validJson(fieldUpdate, "contact"), (c) => {
    const { field, value, allInfo } = c.req.valid("json");
    return saveDraft(c, allInfo ?? { field, value });
  })
  .all("/fields", allowOnly("POST"))
  .post("/submit", limit("submit"), guard, validJson(contactSubmission, "contact"), async (c) => {
    const touch = requestTouch(c);
    const { leadId, created } = await submitLead(
      c.env,
      c.var.visitorId,
      c.req.valid("json"),
      await addressRef(c),
      touch,
    );
    if (created) countSteps(c, ["try_sent"], touch);
    return c.json(
      { leadId, promises: sitePromises(outboundConfig(c.env)) } satisfies SubmitResponse,
      created ? 201 : 200,
    );
  })
  .all("/submit", allowOnly("POST"));
