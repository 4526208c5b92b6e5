import type { SentLead } from "../../contracts/lead-record";
import type { AlertChannel, OutboundConfig } from "../config";
import { postToChat } from "../transports/chat";
import { sendEmail } from "../transports/email";
import { type DeliveryResult, notConfigured } from "../transports/result";
import { type AlertReason, alertContent } from "./alert-content";
import { digestContent } from "./digest";
import { slackMessage, teamsMessage } from "./render-chat";
import { digestEmail, digestSlack, digestTeams } from "./render-digest";
import { alertEmail } from "./render-email";

/**
 * A prospect's owner is alerted too (docs/decisions/025), by email when their name in the inbox
 * is an address (Cloudflare Access people); Slack and Teams name them in the alert.
 */
const withOwner = (to: string[], owner: string | null) =>
  owner?.includes("@") && !to.includes(owner) ? [...to, owner] : to;

/** A message as each channel carries it: an email (plain text and HTML), Slack's, Teams'. */
interface RenderedAlert {
  email: () => { subject: string; text: string; html: string };
  slack: () => unknown;
  teams: () => unknown;
}

/**
 * Sends one message on one channel (to sales, and to `owner` by email when theirs is an address);
 * failures come back as results, to be retried or shown.
 */
async function sendOn(
  channel: AlertChannel,
  message: RenderedAlert,
  owner: string | null,
  config: OutboundConfig,
  now: number,
  ownerOnly = false,
): Promise<DeliveryResult> {
  if (channel === "email") {
    const to = ownerOnly ? [] : config.alerts.email;
    if (!config.mailer || !to) return notConfigured("SALES_ALERT_EMAILS and ALERT_EMAIL_FROM");
    return sendEmail(config.mailer, { to: withOwner(to, owner), ...message.email() });
  }
  return postToChat(channel, channel === "slack" ? message.slack() : message.teams(), config, now);
}

/** Sends one alert about one lead on one channel. */
export function sendAlert(
  channel: AlertChannel,
  lead: SentLead,
  reason: AlertReason,
  config: OutboundConfig,
  now: number,
): Promise<DeliveryResult> {
  const content = alertContent(lead, reason, config.origin);
  const message = {
    email: () => alertEmail(content),
    slack: () => slackMessage(content),
    teams: () => teamsMessage(content),
  };
  // A prospect given to someone, or its next step due: the email is the owner's alone (queued only
  // where they are an address); a step of a prospect nobody owns reminds sales.
  const ownerOnly =
    reason === "assigned" || (reason === "next_step_due" && lead.summary.assignee !== null);
  return sendOn(channel, message, lead.summary.assignee, config, now, ownerOnly);
}

/** Sends one digest of these leads (a burst from one client address) on one channel. */
export function sendDigest(
  channel: AlertChannel,
  leads: SentLead[],
  config: OutboundConfig,
  now: number,
): Promise<DeliveryResult> {
  const content = digestContent(leads, config.origin);
  const message = {
    email: () => digestEmail(content),
    slack: () => digestSlack(content),
    teams: () => digestTeams(content),
  };
  return sendOn(channel, message, null, config, now);
}
