import type { LeadRecord } from "../../contracts/lead-record";
import type { OutboundConfig } from "../config";
import { sitePromises } from "../site-promises";
import { sendEmail } from "../transports/email";
import { type DeliveryResult, notConfigured } from "../transports/result";
import { confirmLink } from "./confirm-link";
import { confirmationEmail } from "./confirmation-email";

/** Sends the visitor their confirmation email; a failure comes back to be retried or shown. */
export async function sendConfirmationEmail(
  lead: LeadRecord,
  config: OutboundConfig,
): Promise<DeliveryResult> {
  if (!config.mailer) return notConfigured("ALERT_EMAIL_FROM");
  const to = lead.contact.email;
  if (!to) return { ok: false, status: null, error: "no address", retryable: false };
  const link = await confirmLink(config.linkSecret, config.origin, lead.id);
  const { subject, text, html } = confirmationEmail(lead, sitePromises(config), link);
  return sendEmail(config.mailer, { to, subject, text, html });
}
