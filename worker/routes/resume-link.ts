import { type Context, Hono, type MiddlewareHandler } from "hono";
import { contactFields } from "../contracts/contact-fields";
import {
  RESUME_LINKS_PER_RECIPIENT_PER_DAY,
  RESUME_LINKS_PER_VISITOR_PER_DAY,
  type ResumeLinkResponse,
  type ResumeOpenResponse,
} from "../contracts/resume-link";
import { resumeLinkRequest, resumeOpenRequest } from "../contracts/resume-link-schema";
import { countSteps } from "../funnel/count";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { jsonOnly, validJson } from "../lib/json-body";
import { limit } from "../lib/limits";
import { cookieSecret, readVisitorId, setVisitorCookie, visitorStub } from "../lib/visitor-cookie";
import { resumeEmail, resumeLinkUrl, resumeMailer } from "../prospect/resume-email";
import { readResumeToken, signResumeToken } from "../prospect/resume-token";

const guard = jsonOnly("resume", 4096);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Seconds until the next UTC day, when the daily counts start again. */
const untilTomorrow = (now: number) => String(Math.ceil((DAY_MS - (now % DAY_MS)) / 1000));

/** The recipient's daily count, under a name that does not store the address itself. */
async function recipientBudget(c: Context<AppEnv>, email: string) {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(email.trim().toLowerCase()),
  );
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return c.env.ADDRESS_BUDGET.getByName(`resume-to:${hex}`);
}

/** Only a visitor with a cookie has a draft to send: nobody else is given one here. */
const knownVisitor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = await readVisitorId(c);
  if (!id) throw new ApiError("conflict:resume", "Answer at least one question first.");
  c.set("visitorId", id);
  await next();
};

/**
 * "Email me a link to finish later" (docs/decisions/023), mounted under /api/contact:
 *   POST /resume-link  emails the visitor's draft as a signed link that expires in 7 days; limited
 *                      per visitor and address (a minute), per visitor and recipient (a UTC day)
 *   POST /resume       opens one: checks signature, purpose, expiry and that the link is still
 *                      alive in the visitor's object, then gives this browser that visitor's cookie.
 *                      It answers nothing of the visitor's data; the form then loads the draft.
 */
export const resumeLink = new Hono<AppEnv>()
  .post(
    "/resume-link",
    knownVisitor,
    limit("resume"),
    guard,
    validJson(resumeLinkRequest, "resume"),
    async (c) => {
      const mailer = resumeMailer(c.env);
      if (!mailer) throw new ApiError("not_found", "This site does not email links.");
      const { email } = c.req.valid("json");
      const now = Date.now();
      const stub = visitorStub(c.env, c.var.visitorId);
      const issued = await stub.issueResumeLink(now);
      if (!issued.ok) {
        if (issued.reason === "no_draft")
          throw new ApiError("conflict:resume", "Answer at least one question first.");
        throw new ApiError(
          "rate_limit:resume_daily",
          `You've asked for ${RESUME_LINKS_PER_VISITOR_PER_DAY} links today, the most we send in a day. Use one of them, or ask again tomorrow.`,
          { headers: { "Retry-After": untilTomorrow(now) } },
        );
      }
      const recipient = await recipientBudget(c, email);
      if (!(await recipient.spendDaily(RESUME_LINKS_PER_RECIPIENT_PER_DAY))) {
        await stub.revokeResumeLink(issued.nonce);
        throw new ApiError(
          "rate_limit:resume_daily",
          `We've already sent ${RESUME_LINKS_PER_RECIPIENT_PER_DAY} links to this address today, the most we send to one address in a day. Use one of them, or ask again tomorrow.`,
          { headers: { "Retry-After": untilTomorrow(now) } },
        );
      }
      const token = await signResumeToken(cookieSecret(c), {
        visitorId: c.var.visitorId,
        nonce: issued.nonce,
        expiresAt: issued.expiresAt,
      });
      const message = resumeEmail({
        link: resumeLinkUrl(mailer.origin, token),
        to: email,
        answered: issued.answered,
        total: contactFields.length,
        expiresAt: issued.expiresAt,
      });
      try {
        await mailer.send({ from: mailer.from, to: email, ...message });
      } catch (error) {
        await stub.revokeResumeLink(issued.nonce);
        console.error("resume link not sent:", error instanceof Error ? error.message : error);
        throw new ApiError(
          "internal:email",
          "We couldn't send the email just now. Please try again in a few minutes.",
        );
      }
      return c.json({ sentTo: email, expiresAt: issued.expiresAt } satisfies ResumeLinkResponse);
    },
  )
  .all("/resume-link", allowOnly("POST"))
  .post("/resume", limit("resume"), guard, validJson(resumeOpenRequest, "resume"), async (c) => {
    const secret = cookieSecret(c);
    const now = Date.now();
    const read = await readResumeToken(secret, c.req.valid("json").token, now);
    if (!read.ok && read.reason === "expired")
      throw new ApiError("forbidden:resume_expired", "This link has expired.");
    if (!read.ok) throw new ApiError("forbidden:resume", "This link is not valid.");
    const { visitorId, nonce } = read.grant;
    if (!(await visitorStub(c.env, visitorId).resumeLinkAlive(nonce, now)))
      throw new ApiError("not_found:resume", "This link no longer opens a form.");
    await setVisitorCookie(c, visitorId, secret);
    countSteps(c, ["try_resumed_link"]);
    return c.json({ resumed: true } satisfies ResumeOpenResponse);
  })
  .all("/resume", allowOnly("POST"));
