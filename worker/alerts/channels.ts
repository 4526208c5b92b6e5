import { sendEmail } from "../delivery/email";
import { type DeliveryResult, notConfigured, postJson } from "../delivery/webhook";
import type { SentLead } from "../ledger/lead-record";
import type { Bindings } from "../lib/app-env";
import type { ProspectMailConfig } from "../prospect/send";
import { type AlertReason, alertContent, DEFAULT_ORIGIN } from "./alert-content";
import { slackMessage, teamsMessage } from "./render-chat";
import { alertEmail } from "./render-email";

/** Where sales are alerted, besides the signed JSON webhook. */
export const alertChannels = ["email", "slack", "teams"] as const;
export type AlertChannel = (typeof alertChannels)[number];

export interface AlertConfig {
  /** The prospect's confirmation email (sender configured), null otherwise. */
  prospect: ProspectMailConfig | null;
  email: {
    from: string;
    to: string[];
    send: (message: EmailMessageBuilder) => Promise<unknown>;
  } | null;
  slack: string | null;
  teams: string | null;
  /** The site's address, for the link to the lead. */
  origin: string;
}

const addresses = (list: string | undefined) =>
  (list ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter((a) => a.includes("@"));

/** The alert channels the environment configures (none: the site alerts nobody, and says so). */
export function alertConfig(env: Bindings): AlertConfig {
  const to = addresses(env.SALES_ALERT_EMAILS);
  const from = env.ALERT_EMAIL_FROM?.trim();
  const origin = env.SITE_ORIGIN || DEFAULT_ORIGIN;
  return {
    prospect:
      from && env.EMAIL
        ? {
            from,
            origin,
            env,
            send: (message) => env.EMAIL.send(message),
          }
        : null,
    email:
      from && to.length && env.EMAIL
        ? { from, to, send: (message) => env.EMAIL.send(message) }
        : null,
    slack:
      env.SLACK_WEBHOOK_URL && URL.canParse(env.SLACK_WEBHOOK_URL) ? env.SLACK_WEBHOOK_URL : null,
    teams:
      env.TEAMS_WEBHOOK_URL && URL.canParse(env.TEAMS_WEBHOOK_URL) ? env.TEAMS_WEBHOOK_URL : null,
    origin,
  };
}

export const configuredChannels = (config: AlertConfig): AlertChannel[] =>
  alertChannels.filter((c) => config[c] !== null);

/**
 * A prospect's owner is alerted too (docs/decisions/025), by email when their name in the inbox
 * is an address (Cloudflare Access people); Slack and Teams name them in the alert.
 */
const withOwner = (to: string[], owner: string | null) =>
  owner?.includes("@") && !to.includes(owner) ? [...to, owner] : to;

/** A message as each channel carries it: an email (plain text and HTML), Slack's, Teams'. */
export interface RenderedAlert {
  email: () => { subject: string; text: string; html: string };
  slack: () => unknown;
  teams: () => unknown;
}

/**
 * Sends one message on one channel (to sales, and to `owner` by email when theirs is an address);
 * failures come back as results, to be retried or shown.
 */
export async function sendOn(
  channel: AlertChannel,
  message: RenderedAlert,
  owner: string | null,
  config: AlertConfig,
  now: number,
): Promise<DeliveryResult> {
  if (channel === "email") {
    if (!config.email) return notConfigured("SALES_ALERT_EMAILS and ALERT_EMAIL_FROM");
    return sendEmail(config.email.send, {
      from: config.email.from,
      to: withOwner(config.email.to, owner),
      ...message.email(),
    });
  }
  const url = config[channel];
  if (!url) return notConfigured(channel === "slack" ? "SLACK_WEBHOOK_URL" : "TEAMS_WEBHOOK_URL");
  const body = JSON.stringify(channel === "slack" ? message.slack() : message.teams());
  return postJson(url, body, { "user-agent": "Clarity-Lead-Alerts/1" }, now);
}

/** Sends one alert about one lead on one channel. */
export function sendAlert(
  channel: AlertChannel,
  lead: SentLead,
  reason: AlertReason,
  config: AlertConfig,
  now: number,
): Promise<DeliveryResult> {
  const content = alertContent(lead, reason, config.origin);
  const message = {
    email: () => alertEmail(content),
    slack: () => slackMessage(content),
    teams: () => teamsMessage(content),
  };
  return sendOn(channel, message, lead.summary.assignee, config, now);
}
