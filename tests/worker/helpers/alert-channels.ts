import { vi } from "vitest";
import { withBindings } from "./env";

/** Webhook addresses of the shapes Slack and Teams hand out. */
export const SLACK = "https://hooks.slack.test/services/T0000/B0000/XXXXXXXXXXXXXXXXXXXXXXXX";
export const TEAMS = "https://teams.test/webhookb2/1234/IncomingWebhook/abcd";

/**
 * Sales' alert channels for a file's tests: the alert email's sender and sales' address, the site's
 * origin, no lead webhook, and `channels` (Slack, Teams, a Cal.com secret …). `receiver` stands in
 * for every webhook (the global fetch), `mailbox` for the send_email binding; both are emptied
 * and answer "ok" again after each test.
 */
export function alertChannels(channels: Record<string, unknown> = {}) {
  const receiver = vi.fn(async (_url: string, _init: RequestInit) => new Response("ok"));
  vi.stubGlobal("fetch", receiver);
  const mailbox = vi.fn(async (_message: EmailMessageBuilder) => ({ messageId: "m1" }));
  withBindings(
    {
      SALES_ALERT_EMAILS: "sales@clarity.test",
      ALERT_EMAIL_FROM: "alerts@clarity.test",
      SITE_ORIGIN: "https://clarity.test",
      LEAD_WEBHOOK_URL: "",
      EMAIL: { send: mailbox },
      ...channels,
    },
    () => {
      receiver.mockReset().mockImplementation(async () => new Response("ok"));
      mailbox.mockReset().mockImplementation(async () => ({ messageId: "m1" }));
    },
  );
  return { receiver, mailbox };
}
