import type { DeliveryResult } from "./webhook";

/**
 * One email through the `EMAIL` send_email binding, as a delivery result: a refusal (an
 * unverified sender, a service outage) is retried with the other deliveries, never thrown.
 */
export async function sendEmail(
  send: (message: EmailMessageBuilder) => Promise<unknown>,
  message: EmailMessageBuilder,
): Promise<DeliveryResult> {
  try {
    await send(message);
    return { ok: true, status: null, retryable: false };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, status: null, error: `email: ${reason}`, retryable: true };
  }
}
