import type { DeliveryResult } from "../delivery/webhook";
import type { LeadRecord } from "../ledger/lead-record";
import type { Bindings } from "../lib/app-env";
import { sitePromises } from "../lib/promises";
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
  const link = await confirmLink(config.env, config.origin, lead.id);
  const { subject, text, html } = confirmationEmail(lead, sitePromises(config.env), link);
  try {
    await config.send({ from: config.from, to, subject, text, html });
    return { ok: true, status: null, retryable: false };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, status: null, error: `email: ${message}`, retryable: true };
  }
}
