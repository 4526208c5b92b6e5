import type { SitePromises } from "../../content/promises";
import { alertConfig, configuredChannels } from "../alerts/channels";
import type { Bindings } from "./app-env";

/**
 * The one place that decides what the site may promise (content/promises.ts says it): a call
 * within the minute needs an alert channel to sales; an emailed roadmap needs a sender for the
 * prospect's confirmation email (which carries the roadmap so far).
 */
export function sitePromises(env: Bindings): SitePromises {
  const config = alertConfig(env);
  return {
    callWithinMinute: configuredChannels(config).length > 0,
    roadmapByEmail: config.prospect !== null,
  };
}
