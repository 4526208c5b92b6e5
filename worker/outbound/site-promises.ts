import type { SitePromises } from "../../content/promises";
import { configuredChannels, type OutboundConfig } from "./config";

/**
 * The one place that decides what the site may promise a visitor (content/promises.ts says it):
 * a call within the minute needs an alert channel to sales; an emailed roadmap needs a sender for
 * the visitor's confirmation email (which carries the roadmap so far).
 */
export const sitePromises = (config: OutboundConfig): SitePromises => ({
  callWithinMinute: configuredChannels(config).length > 0,
  roadmapByEmail: config.mailer !== null,
});
