import { sendEmail } from "../delivery/email";
import type { DeliveryResult } from "../delivery/webhook";
import type { LeadRecord } from "../ledger/lead-record";
import type { Bindings } from "../lib/app-env";
import { sitePromises } from "../lib/promises";
import { LOCAL_ONLY_SECRET } from "../lib/visitor-cookie";
import { confirmLink } from "./confirm-link";
import { confirmationEmail } from "./confirmation-email";

export interface ProspectMailConfig {
  from: string;
  origin: string;
  send: (message: EmailMessageBuilder) => Promise<unknown>;
  env: Bindings;
}

/** Sends the prospect their confirmation email; a failure comes back to be retried or shown. */
export async function sendProspectEmail(
  lead: LeadRecord,
  config: ProspectMailConfig,
): Promise<DeliveryResult> {
  const to = lead.contact.email;
  if (!to) return { ok: false, status: null, error: "no address", retryable: false };
  // Signed in the ledger, which has no request: the configured secret, else the local one (a
  // site without a secret is local or misconfigured, and then the route refuses every link).
  const secret = config.env.VISITOR_COOKIE_SECRET || LOCAL_ONLY_SECRET;
  const link = await confirmLink(secret, config.origin, lead.id);
  const { subject, text, html } = confirmationEmail(lead, sitePromises(config.env), link);
  return sendEmail(config.send, { from: config.from, to, subject, text, html });
}
