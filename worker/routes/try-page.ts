import { Hono } from "hono";
import { CONTACT_MAX_BODY_BYTES } from "../contracts/contact";
import { type LeadSender, leadSenderContext } from "../contracts/render-context";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { limit } from "../lib/limits";
import { submitLead } from "../lib/submit-lead";
import { visitor } from "../lib/visitor-cookie";
import { renderPage } from "../ssr";

/**
 * POST /try/send: the contact form sent without JavaScript (docs/decisions/017). /try itself is a
 * prerendered file that static assets answer (a POST to it gets their 405); this path is not one,
 * so it reaches the Worker, which hands it to React Router as a POST to /try: the page's action
 * checks it with the submit contract and sends the lead through the same code as
 * POST /api/contact/submit, and the page renders its answer.
 */
export const tryPage = new Hono<AppEnv>()
  .get("/send", (c) => c.redirect("/try", 303))
  .post("/send", visitor, limit("submit"), (c) => {
    // Only this site's own form: a page elsewhere must not send leads in a visitor's name.
    const origin = c.req.header("Origin");
    if (origin && origin !== new URL(c.req.url).origin)
      throw new ApiError("bad_request:contact", "Forms are accepted from this site only.");
    if (Number(c.req.header("Content-Length") ?? 0) > CONTACT_MAX_BODY_BYTES)
      throw new ApiError("payload_too_large:contact", "The form is too large.");
    const send: LeadSender = (submission) => submitLead(c.env, c.var.visitorId, submission);
    const request = new Request(new URL("/try", c.req.url), c.req.raw);
    return renderPage(c, request, [[leadSenderContext, send]]);
  });
