import { type Context, Hono } from "hono";
import { CONTACT_MAX_BODY_BYTES, contactFields } from "../contracts/contact";
import {
  type PlainFormPost,
  type PlainFormValues,
  plainFormContext,
} from "../contracts/render-context";
import { countSteps } from "../funnel/count";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { addressRef, LIMIT_WINDOW_SECONDS, spendLimit } from "../lib/limits";
import { readBodyCapped } from "../lib/read-body";
import { visitor } from "../lib/visitor-cookie";
import { outboundConfig } from "../outbound/config";
import { sitePromises } from "../outbound/site-promises";
import { renderPage } from "../ssr";
import { submitLead } from "../visitor/submit-lead";

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The five answers of a posted form: only a form's own encodings, at most 16 KB, complete. */
async function readPlainForm(c: Context<AppEnv>): Promise<PlainFormValues> {
  const type = c.req.header("content-type") ?? "";
  if (!FORM_TYPE.test(type))
    throw new ApiError(
      "unsupported_media_type:contact",
      "The form could not be read. Please send it from the form on this page.",
    );
  const body = await readBodyCapped(
    c.req.raw,
    CONTACT_MAX_BODY_BYTES,
    () =>
      new ApiError(
        "payload_too_large:contact",
        `The form is larger than ${CONTACT_MAX_BODY_BYTES / 1024} KB. Please shorten your note and send it again.`,
      ),
  );
  let form: FormData;
  try {
    form = await new Request(c.req.url, {
      method: "POST",
      headers: { "content-type": type },
      body,
    }).formData();
  } catch {
    throw new ApiError(
      "bad_request:contact",
      "The form arrived incomplete. Please check your answers and send it again.",
    );
  }
  const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
  return Object.fromEntries(contactFields.map((f) => [f, text(form.get(f))])) as PlainFormValues;
}

/** /try rendered as the answer to a post: its action reads `post` (client/routes/try.tsx). */
async function renderTry(c: Context<AppEnv>, post: PlainFormPost, headers: Record<string, string>) {
  const forward = new Headers(c.req.raw.headers);
  // The body was read here; the origin too (React Router would refuse a foreign one as plain text).
  for (const name of ["content-type", "content-length", "transfer-encoding", "origin"])
    forward.delete(name);
  const request = new Request(new URL("/try", c.req.url), { method: "POST", headers: forward });
  const page = await renderPage(c, request, [[plainFormContext, post]]);
  const res = new Response(page.body, page);
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  return res;
}

/**
 * POST /try/send: the contact form sent without JavaScript (docs/decisions/017). /try itself is a
 * prerendered file that static assets answer (a POST to it gets their 405); this path is not one,
 * so it reaches the Worker. The Worker reads the form (a form encoding, 16 KB counted as it
 * streams, complete), checks it came from this site and the limits, then hands it to /try's
 * action, which checks it with the submit contract and sends the lead through the same code as
 * POST /api/contact/submit. Whatever is refused, the visitor gets the page back as HTML saying
 * what went wrong (403, 413, 415, 400, 422, 429 with Retry-After), with their answers kept.
 */
export const tryPage = new Hono<AppEnv>()
  .get("/send", (c) => c.redirect("/try", 303))
  .post("/send", visitor, async (c) => {
    let values: PlainFormValues | null = null;
    try {
      // Only this site's own form: a page elsewhere must not send leads in a visitor's name.
      const origin = c.req.header("Origin");
      if (origin && origin !== new URL(c.req.url).origin)
        throw new ApiError(
          "forbidden:contact",
          "This form can only be sent from this site. Please fill it in here and send it again.",
        );
      values = await readPlainForm(c);
      await spendLimit(c, "submit");
      const fromAddress = await addressRef(c);
      const send = async (submission: Parameters<typeof submitLead>[2]) => {
        const sent = await submitLead(c.env, c.var.visitorId, submission, fromAddress);
        if (sent.created) countSteps(c, ["try_sent"], null);
        return sent;
      };
      return await renderTry(
        c,
        { values, send, promises: sitePromises(outboundConfig(c.env)) },
        {},
      );
    } catch (err) {
      if (!(err instanceof ApiError) || err.status >= 500) throw err;
      const status = err.status as Extract<
        PlainFormPost,
        { problem: unknown }
      >["problem"]["status"];
      const message =
        err.kind === "rate_limit"
          ? `Too many forms were sent from here in the last minute. Please wait ${LIMIT_WINDOW_SECONDS} seconds, then send it again — your answers are kept below.`
          : err.message;
      return renderTry(c, { values, problem: { status, message } }, err.headers);
    }
  });
