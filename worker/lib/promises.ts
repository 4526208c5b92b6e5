import type { SitePromises } from "../../content/promises";
import { alertConfig, configuredChannels } from "../alerts/channels";
import type { Bindings } from "./app-env";

/**
 * The one place that decides what the site may promise (content/promises.ts says it): a call
 * within the minute needs an alert channel to sales; an emailed roadmap needs the prospect email,
 * which the site does not send yet, so it is never promised.
 */
export function sitePromises(env: Bindings): SitePromises {
  return {
    callWithinMinute: configuredChannels(alertConfig(env)).length > 0,
    roadmapByEmail: false,
  };
}
