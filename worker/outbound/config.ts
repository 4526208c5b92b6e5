import { site } from "../../content/site";
import type { Bindings } from "../lib/app-env";
import { LOCAL_ONLY_SECRET } from "../lib/visitor-cookie";

/** Where sales are alerted, besides the signed JSON webhook. */
export const alertChannels = ["email", "slack", "teams"] as const;
export type AlertChannel = (typeof alertChannels)[number];

/** The `EMAIL` binding with the site's sender (ALERT_EMAIL_FROM). */
export interface Mailer {
  from: string;
  send: (message: EmailMessageBuilder) => Promise<unknown>;
}

/**
 * Everything the site sends and where (README "Configuration"), read from the environment once
 * by whoever sends or says what will be sent; each message is given this, never the environment.
 */
export interface OutboundConfig {
  /** The site's address, for every link a message carries (SITE_ORIGIN). */
  origin: string;
  /**
   * Signs the links emailed from the ledger, which has no request: the visitor cookie's secret,
   * else the local one (a site without a secret is local or misconfigured, and then the route
   * refuses every link).
   */
  linkSecret: string;
  /** The signed JSON webhook (LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET), null without a URL. */
  webhook: { url: string; secret: string | undefined } | null;
  /**
   * The site's sender: the visitor's emails (the confirmation, the link to finish later) and
   * sales' alert emails; null without one.
   */
  mailer: Mailer | null;
  /** Sales' alert channels, each null where not configured. */
  alerts: {
    /** Sales' addresses (SALES_ALERT_EMAILS), with a sender. */
    email: string[] | null;
    slack: string | null;
    teams: string | null;
  };
}

const addresses = (list: string | undefined) =>
  (list ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter((a) => a.includes("@"));

const url = (value: string | undefined) => (value && URL.canParse(value) ? value : null);

export function outboundConfig(env: Bindings): OutboundConfig {
  const from = env.ALERT_EMAIL_FROM?.trim();
  const mailer: Mailer | null =
    from && env.EMAIL ? { from, send: (message) => env.EMAIL.send(message) } : null;
  const to = addresses(env.SALES_ALERT_EMAILS);
  return {
    origin: env.SITE_ORIGIN || site.url,
    linkSecret: env.VISITOR_COOKIE_SECRET || LOCAL_ONLY_SECRET,
    webhook: env.LEAD_WEBHOOK_URL
      ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET || undefined }
      : null,
    mailer,
    alerts: {
      email: mailer && to.length ? to : null,
      slack: url(env.SLACK_WEBHOOK_URL),
      teams: url(env.TEAMS_WEBHOOK_URL),
    },
  };
}

/** The alert channels configured (none: the site alerts nobody, and says so). */
export const configuredChannels = (config: OutboundConfig): AlertChannel[] =>
  alertChannels.filter((c) => config.alerts[c] !== null);
