import type { Mailer } from "../config";
import type { DeliveryResult } from "./result";

/**
 * One email from the site's sender through the `EMAIL` send_email binding, as a delivery result:
 * a refusal (an unverified sender, a service outage) is retried with the other deliveries, never
 * thrown.
 */
export async function sendEmail(
  mailer: Mailer,
  message: { to: string | string[]; subject: string; text: string; html: string },
): Promise<DeliveryResult> {
  try {
    await mailer.send({ from: mailer.from, ...message });
    return { ok: true, status: null, retryable: false };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, status: null, error: `email: ${reason}`, retryable: true };
  }
}
