import { type Context, Hono, type MiddlewareHandler } from "hono";
import { contactFields } from "../contracts/contact-fields";
import {
  RESUME_ANSWERS_CONFLICT,
  type ResumeConflict,
  type ResumeLinkResponse,
  type ResumeOpenResponse,
} from "../contracts/resume-link";
import {
  type ResumeOpenRequest,
  resumeLinkRequest,
  resumeOpenRequest,
} from "../contracts/resume-link-schema";
import { visitorStub } from "../durable-objects/stubs";
import { countSteps, requestTouch } from "../funnel/count";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { ApiError, errorBody } from "../lib/errors";
import { jsonOnly, validJson } from "../lib/json-body";
import { limit } from "../lib/limits";
import { cookieSecret, readVisitorId, visitor } from "../lib/visitor-cookie";
import { outboundConfig } from "../outbound/config";
import { sendEmail } from "../outbound/transports/email";
import { spendDailyLinks } from "../outbound/visitor-mail/resume-budget";
import { resumeEmail, resumeLinkUrl } from "../outbound/visitor-mail/resume-email";
import { readResumeToken, signResumeToken } from "../outbound/visitor-mail/resume-token";
import { answeredCount, holdsMore } from "../visitor/draft";

const guard = jsonOnly("resume", 4096);

/** Only a visitor with a cookie has a draft to send: nobody else is given one here. */
const knownVisitor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = await readVisitorId(c);
  if (!id) throw new ApiError("conflict:resume", "Answer at least one question first.");
  c.set("visitorId", id);
  await next();
};

const linkGone = () => new ApiError("not_found:resume", "This link no longer opens a form.");

/**
 * Opens a link in this browser: its draft is copied into the visitor this browser holds (the
 * `visitor` middleware: its cookie's, or a new one whose cookie goes with the answer), never the
 * link's visitor, so nothing typed here reaches the sender's cookie. Answers of this browser's own
 * that the copy would drop are replaced only when the visitor chose so (`replace`); until then
 * the answer is a 409 saying what each side holds, and nothing changes.
 */
async function openLink(c: Context<AppEnv>, { token, replace }: ResumeOpenRequest) {
  const now = Date.now();
  const read = await readResumeToken(cookieSecret(c), token, now);
  if (!read.ok && read.reason === "expired")
    throw new ApiError("forbidden:resume_expired", "This link has expired.");
  if (!read.ok) throw new ApiError("forbidden:resume", "This link is not valid.");
  const { visitorId: senderId, nonce } = read.grant;
  const sender = visitorStub(c.env, senderId);
  const opener = visitorStub(c.env, c.var.visitorId);
  const touch = requestTouch(c);
  if (c.var.visitorId === senderId) {
    // The sender's own browser: the draft is already here, and the link stays for another.
    if (!(await sender.resumeLinkCopy(nonce, false, now))) throw linkGone();
    countSteps(c, ["try_resumed_link"], touch);
    return c.json({ resumed: true } satisfies ResumeOpenResponse);
  }
  if (c.var.knownVisitor && !replace) {
    const [linked, mine] = await Promise.all([
      sender.resumeLinkCopy(nonce, false, now),
      opener.draft(),
    ]);
    if (!linked) throw linkGone();
    if (holdsMore(mine, linked.draft))
      return c.json(
        {
          ...errorBody(
            RESUME_ANSWERS_CONFLICT,
            "This browser already holds answers of its own. Choose which answers to keep.",
          ),
          answers: { yours: answeredCount(mine), link: answeredCount(linked.draft) },
        } satisfies ResumeConflict,
        409,
      );
  }
  const copy = await sender.resumeLinkCopy(nonce, true, now);
  if (!copy) throw linkGone();
  const { draft, ...from } = copy;
  const { reached } = await opener.saveDraft(draft, touch, from);
  countSteps(c, ["try_resumed_link", ...reached], touch);
  return c.json({ resumed: true } satisfies ResumeOpenResponse);
}

/**
 * "Email me a link to finish later" (docs/decisions/023), mounted under /api/contact:
 *   POST /resume-link  emails the visitor's draft as a signed link that expires in 7 days; limited
 *                      per visitor and address (a minute), per visitor and recipient (a UTC day)
 *   POST /resume       opens one: checks signature, purpose, expiry and that the link is still
 *                      alive in the visitor's object, then copies the draft into this browser's own
 *                      visitor (openLink). It answers nothing of the draft; the form then loads it.
 */
export const resumeLink = new Hono<AppEnv>()
  .post(
    "/resume-link",
    knownVisitor,
    limit("resume"),
    guard,
    validJson(resumeLinkRequest, "resume"),
    async (c) => {
      // Sent by the site's sender to the site's address (SITE_ORIGIN); without a sender the form
      // offers no link (`canEmailLink`).
      const { mailer, origin } = outboundConfig(c.env);
      if (!mailer) throw new ApiError("not_found", "This site does not email links.");
      const { email } = c.req.valid("json");
      const now = Date.now();
      const stub = visitorStub(c.env, c.var.visitorId);
      const issued = await stub.issueResumeLink(now);
      if (!issued.ok) throw new ApiError("conflict:resume", "Answer at least one question first.");
      try {
        await spendDailyLinks(c.env, c.var.visitorId, email, now);
      } catch (error) {
        await stub.revokeResumeLink(issued.nonce);
        throw error;
      }
      const token = await signResumeToken(cookieSecret(c), {
        visitorId: c.var.visitorId,
        nonce: issued.nonce,
        expiresAt: issued.expiresAt,
      });
      const message = resumeEmail({
        link: resumeLinkUrl(origin, token),
        to: email,
        answered: issued.answered,
        total: contactFields.length,
        expiresAt: issued.expiresAt,
      });
      const sent = await sendEmail(mailer, { to: email, ...message });
      if (!sent.ok) {
        await stub.revokeResumeLink(issued.nonce);
        console.error("resume link not sent:", sent.error);
        throw new ApiError(
          "internal:email",
          "We couldn't send the email just now. Please try again in a few minutes.",
        );
      }
      return c.json({ sentTo: email, expiresAt: issued.expiresAt } satisfies ResumeLinkResponse);
    },
  )
  .all("/resume-link", allowOnly("POST"))
  // `visitor` after the limit: opening counts per address only, as before a browser has a cookie.
  .post("/resume", limit("resume"), guard, validJson(resumeOpenRequest, "resume"), visitor, (c) =>
    openLink(c, c.req.valid("json")),
  )
  .all("/resume", allowOnly("POST"));
