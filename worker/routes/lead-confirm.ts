import { Hono } from "hono";
import { LEAD_ID_PATTERN } from "../contracts/inbox";
import { ledgerStub } from "../durable-objects/stubs";
import { allowOnly } from "../lib/allow-methods";
import type { AppEnv } from "../lib/app-env";
import { ApiError } from "../lib/errors";
import { cookieSecret } from "../lib/visitor-cookie";
import { confirmValid } from "../outbound/visitor-mail/confirm-link";

/**
 * GET /api/leads/confirm?lead=<id>&sig=<hex>: the link in a prospect's confirmation email. A valid
 * one marks the lead's address confirmed (the inbox shows it) and continues on the site, where the
 * conversation resumes in the same browser; any other is a 404, as for a lead that is gone.
 */
export const leadConfirm = new Hono<AppEnv>()
  .get("/confirm", async (c) => {
    const lead = c.req.query("lead") ?? "";
    const sig = c.req.query("sig") ?? "";
    const valid = LEAD_ID_PATTERN.test(lead) && (await confirmValid(cookieSecret(c), lead, sig));
    if (!valid || !(await ledgerStub(c.env).confirmEmail(lead)))
      throw new ApiError(
        "not_found:lead",
        "This link is no longer valid. You can still reach us from the contact page (/try).",
      );
    return c.redirect("/?confirmed=1", 303);
  })
  .all("/confirm", allowOnly("GET"));
